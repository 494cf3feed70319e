import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Preparing for an Aerial Installation",
  description:
    "What to do before we arrive to fit your TV aerial: clear access for ladders, the loft, pets, parking, and deciding where your TVs and TV points should go.",
  path: "/prepare-for-aerial-installation",
  crumb: "Preparing for a visit",
});
