import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Our Services: Aerials, Wi-Fi, Starlink, Ajax",
  description:
    "TV aerials, Sky and Freesat dishes, mesh Wi-Fi, Starlink and Ajax alarms and CCTV from a Carterton team, plus commercial, new-build and student TV systems.",
  path: "/services",
  crumb: "Services",
});
