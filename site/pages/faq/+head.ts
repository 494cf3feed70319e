import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "FAQ: Aerials, Dishes, Wi-Fi, Starlink",
  description:
    "Answers to common questions on TV aerials, satellite dishes, Wi-Fi, Starlink, Ajax alarms, prices and booking, from a Carterton installer. No call-out charge.",
  path: "/faq",
  crumb: "FAQ",
});
