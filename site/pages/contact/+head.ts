import { selling } from "../../components/claims";
import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: `Contact Us for ${selling.aQuoteTitle}`,
  description: `Phone, message or e-mail for ${selling.aQuote} on TV aerials, dishes, Wi-Fi, Starlink or Ajax alarms. Open every day 07:00-20:00${selling.noCallOut ? `, ${selling.noCallOut}` : ""}.`,
  path: "/contact",
  crumb: "Contact",
});
