import { places } from "../../generated/catalogue-places";
import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Service Area Map",
  description: `A map of the ${places.length} towns and villages we cover across Oxfordshire, Gloucestershire, Wiltshire and Berkshire, from our base in Carterton.`,
  path: "/service-area-map",
  crumb: "Service area map",
});
