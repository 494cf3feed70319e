import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "How to Leave Us a Review",
  description:
    "How to review our aerial, satellite, Wi-Fi, Starlink or alarm work on Google and other sites, what makes a review useful, and why we never offer incentives.",
  path: "/leave-review",
  crumb: "Leave a review",
  trail: [{ name: "Reviews and testimonials", path: "/reviews-testimonials" }],
});
