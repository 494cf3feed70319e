import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Reviews and Testimonials",
  description:
    "What customers say about our TV aerial, satellite, Wi-Fi, Starlink and Ajax alarm work, and how to leave a review of your own.",
  path: "/reviews-testimonials",
  crumb: "Reviews",
});
