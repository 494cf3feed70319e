declare module "virtual:chat-faq" {
  const items: import("../../components/page-props").FaqItem[];
  export default items;
}
