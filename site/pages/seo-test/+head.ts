import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Search Set-up Check",
  description:
    "For the site owner: how many pages of each kind the generator produced, and the title, description and structured-data rules each page follows.",
  path: "/seo-test",
  robots: "noindex,follow",
});
