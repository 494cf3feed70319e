import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Student Accommodation TV and Wi-Fi",
  description:
    "TV points in every room and Wi-Fi that reaches every bedroom for student houses, HMOs and halls, fitted between tenancies. Free survey, no call-out charge.",
  path: "/student-accommodation-tv",
  crumb: "Student accommodation",
  trail: [{ name: "Services", path: "/services" }],
});
