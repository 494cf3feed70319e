import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Ajax Security Systems Installed",
  description:
    "Ajax wireless alarms and cameras: Hub 2, MotionCam photo verification, DoorProtect, FireProtect, keypads and sirens, run from the Ajax app. Packages and prices.",
  path: "/ajax-security-systems",
  crumb: "Ajax security systems",
  trail: [{ name: "Services", path: "/services" }],
});
