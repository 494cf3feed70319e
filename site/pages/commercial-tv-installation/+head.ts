import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Commercial TV Installation",
  description:
    "Communal aerial and satellite TV systems for pubs, offices, care homes, hotels, schools and flats: designed, fitted and tested, with RAMS for your site.",
  path: "/commercial-tv-installation",
  crumb: "Commercial TV",
  trail: [{ name: "Services", path: "/services" }],
});
