import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Freeview Transmitter Dashboard",
  description:
    "The Freeview transmitters and relays serving Oxfordshire, Gloucestershire, Wiltshire and Berkshire: where they are and which places use them.",
  path: "/transmitter-dashboard",
  crumb: "Transmitter dashboard",
});
