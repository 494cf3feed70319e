import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "What Professional Installers Do",
  description:
    "What a professional aerial installer does that DIY does not: a survey, meter readings, proper cable and fixings, earthing where needed, safe work at height.",
  path: "/professional-installers",
  crumb: "Professional installers",
});
