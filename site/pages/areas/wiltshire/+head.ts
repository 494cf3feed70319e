import { fixedHead } from "../../../renderer/fixed-head";

export default fixedHead({
  title: "TV Aerials and Wi-Fi in Wiltshire",
  description:
    "Every town and village in Wiltshire we cover for TV aerials, satellite dishes, Wi-Fi, Starlink and Ajax alarms, with links to each local page.",
  path: "/areas/wiltshire",
  crumb: "Wiltshire",
  trail: [{ name: "Areas we cover", path: "/areas" }],
});
