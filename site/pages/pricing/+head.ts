import { capitalise } from "../../../model/text";
import { selling } from "../../components/claims";
import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Prices: Aerials, Dishes, Starlink and Ajax",
  description: `Starting prices for Sky dishes, Starlink installation, Wi-Fi access points and Ajax alarm packages. ${capitalise([selling.noCallOut, selling.fixedQuotes].filter(Boolean).join(", "))}.`,
  path: "/pricing",
  crumb: "Prices",
});
