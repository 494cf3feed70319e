import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "TV Aerials, Satellite and Wi-Fi from Carterton",
  description:
    "TV aerials, satellite dishes, Wi-Fi, Starlink and Ajax alarms installed from Carterton across Oxfordshire, Gloucestershire, Wiltshire and Berkshire.",
  path: "/",
});
