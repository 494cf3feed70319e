import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "TV Aerials, Satellite and Wi-Fi from Carterton",
  description:
    "TV aerial and satellite installation, Wi-Fi and mesh networks, Starlink and Ajax alarms from Carterton, across Oxfordshire, Gloucestershire, Wiltshire and Berkshire.",
  path: "/",
});
