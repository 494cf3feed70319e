declare module "virtual:chat-faq" {
  const items: import("../../../model/page-props").FaqItem[];
  export default items;
}
