import { fixedHead } from "../../renderer/fixed-head";
import { HOME_HERO } from "./hero";

export default fixedHead({
  title: "TV Aerials, Satellite and Wi-Fi from Carterton",
  description:
    "TV aerials, satellite dishes, Wi-Fi, Starlink and Ajax alarms installed from Carterton across Oxfordshire, Gloucestershire, Wiltshire and Berkshire.",
  path: "/",
  preloadImage: { href: HOME_HERO.src, media: HOME_HERO.media },
});
