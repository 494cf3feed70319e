import { COVERAGE_PATH } from "../../../model/routes";
import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Do We Cover Your Postcode? Check Here",
  description:
    "Enter your postcode to see whether we cover it for TV aerials, satellite dishes, Wi-Fi, Starlink and Ajax alarms, with the towns and villages of your district.",
  path: COVERAGE_PATH,
  crumb: "Postcode check",
});
