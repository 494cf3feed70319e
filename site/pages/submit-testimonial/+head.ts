import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Send Us a Testimonial",
  description:
    "How to send us a testimonial by message or e-mail, what we do with it, how we ask for your consent before publishing, and how to withdraw it at any time.",
  path: "/submit-testimonial",
  crumb: "Send a testimonial",
  trail: [{ name: "Reviews and testimonials", path: "/reviews-testimonials" }],
});
