import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Why Choose Us",
  description:
    "Free quotes, no call-out charge, no VAT, a fixed price before work starts and a guarantee on installations: why people across Oxfordshire and beyond call us.",
  path: "/why-choose-us",
  crumb: "Why choose us",
});
