import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Contact Us for a Free Quote",
  description:
    "Phone, message or e-mail for a free quote on TV aerials, dishes, Wi-Fi, Starlink or Ajax alarms. Open every day 07:00-20:00, no call-out charge.",
  path: "/contact",
  crumb: "Contact",
});
