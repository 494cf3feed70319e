import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Sitemap",
  description:
    "Every page of the site: services, prices, guides, problems we fix, blog articles, postcode areas and the page for each town and village we cover.",
  path: "/sitemap",
});
