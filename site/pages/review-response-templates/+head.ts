import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Review Response Templates",
  description:
    "Templates and guidance for replying to positive, mixed and negative reviews on Google and other sites: what to say, what never to say, and when to report one.",
  path: "/review-response-templates",
  crumb: "Review replies",
  robots: "noindex,follow",
});
