import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Areas We Cover: Oxfordshire, Gloucestershire, Wiltshire",
  description:
    "Every town and village we cover for TV aerials, satellite, Wi-Fi, Starlink and Ajax alarms: Oxfordshire, Gloucestershire, Wiltshire and Berkshire.",
  path: "/areas",
  crumb: "Areas we cover",
});
