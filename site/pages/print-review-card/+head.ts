import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Printable Review Card",
  description:
    "A printable card to leave with customers after a job, showing how to find and review us on Google and other sites, with our phone number for next time.",
  path: "/print-review-card",
  crumb: "Review card",
  robots: "noindex,follow",
});
