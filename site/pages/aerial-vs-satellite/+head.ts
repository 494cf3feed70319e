import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "TV Aerial or Satellite Dish?",
  description:
    "Freeview aerial or Freesat and Sky dish? A fair comparison of reception, weather, extra rooms, regional news and cost, and which suits which kind of home.",
  path: "/aerial-vs-satellite",
  crumb: "Aerial or satellite?",
});
