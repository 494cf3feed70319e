import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Prices: Aerials, Dishes, Starlink and Ajax",
  description:
    "Starting prices for Sky dishes, Starlink installation, Wi-Fi access points and Ajax alarm packages. No call-out charge, free fixed quotes.",
  path: "/pricing",
  crumb: "Prices",
});
