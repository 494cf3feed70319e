import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Google Business Profile Checklist",
  description:
    "Our checklist for the Google Business Profile: name, phone, categories, service areas, hours, services, photos, posts, questions and reviews, all kept accurate.",
  path: "/google-business-checklist",
  crumb: "Google profile checklist",
  robots: "noindex,follow",
});
