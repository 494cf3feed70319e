import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Starlink or Fibre Broadband?",
  description:
    "Starlink or full fibre? A fair comparison of speed, latency, availability, weather and set-up, with our Starlink installation prices and who each one suits.",
  path: "/starlink-vs-fibre",
  crumb: "Starlink or fibre?",
});
