import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Directory Listing Guide",
  description:
    "How we list the business on Yell, Thomson Local, Bing Places, Apple Business Connect and trade sites, with the exact name, base, phone and hours to use on each.",
  path: "/directory-guide",
  crumb: "Directory guide",
  robots: "noindex,follow",
});
