import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Why Choose Us",
  description:
    "Free quotes, no call-out charge and a fixed price before work starts: why people across Oxfordshire and beyond call us, and what we think matters when you choose.",
  path: "/why-choose-us",
  crumb: "Why choose us",
});
