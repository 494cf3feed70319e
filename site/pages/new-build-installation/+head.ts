import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "New-Build TV, Data and Wi-Fi Installation",
  description:
    "TV, data cabling, Wi-Fi and Ajax security for new builds, barn conversions and extensions: first-fix cabling, aerials fitted while the scaffold is up.",
  path: "/new-build-installation",
  crumb: "New-build installation",
  trail: [{ name: "Services", path: "/services" }],
});
