import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Our Business Details and Listings",
  description:
    "Our official business details for checking a listing: name, base, main and regional phone lines, e-mail, opening hours, areas covered and payment methods.",
  path: "/business-listings",
  crumb: "Business details",
});
