import { fixedHead } from "../../../renderer/fixed-head";

export default fixedHead({
  title: "TV Aerials and Wi-Fi in Gloucestershire",
  description:
    "Every town and village in Gloucestershire we cover for TV aerials, satellite dishes, Wi-Fi, Starlink and Ajax alarms, with links to each local page.",
  path: "/areas/gloucestershire",
  crumb: "Gloucestershire",
  trail: [{ name: "Areas we cover", path: "/areas" }],
});
