import { fixedHead } from "../../../renderer/fixed-head";

export default fixedHead({
  title: "TV Aerials and Wi-Fi in Berkshire",
  description:
    "Every town and village in Berkshire we cover for TV aerials, satellite dishes, Wi-Fi, Starlink and Ajax alarms, with links to each local page.",
  path: "/areas/berkshire",
  crumb: "Berkshire",
  trail: [{ name: "Areas we cover", path: "/areas" }],
});
