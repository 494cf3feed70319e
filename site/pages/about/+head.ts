import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "About Us: Local Installers in Carterton",
  description:
    "Who we are: a Carterton team fitting aerials, dishes, Wi-Fi, Starlink and Ajax alarms across four counties. How we work and what a visit is like.",
  path: "/about",
  crumb: "About us",
});
