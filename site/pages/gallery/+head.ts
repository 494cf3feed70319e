import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Gallery of Typical Installations",
  description:
    "Illustrations of typical jobs: a chimney aerial, a wall-mounted dish, mesh Wi-Fi, a Starlink pole mount and an Ajax alarm. Photos of similar work on request.",
  path: "/gallery",
  crumb: "Gallery",
});
