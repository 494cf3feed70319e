import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Blog: TV, Wi-Fi, Starlink and Security Advice",
  description:
    "Articles on TV aerials, Freeview, satellite, mesh Wi-Fi, Starlink and Ajax alarms for homes and businesses in Oxfordshire and the Cotswolds.",
  path: "/blog",
  crumb: "Blog",
});
