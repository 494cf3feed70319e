import { fixedHead } from "../../../renderer/fixed-head";

export default fixedHead({
  title: "TV Aerials and Wi-Fi in Oxfordshire",
  description:
    "Every town and village in Oxfordshire we cover for TV aerials, satellite dishes, Wi-Fi, Starlink and Ajax alarms, with links to each local page.",
  path: "/areas/oxfordshire",
  crumb: "Oxfordshire",
  trail: [{ name: "Areas we cover", path: "/areas" }],
});
