import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Transmitter Comparison",
  description:
    "Oxford, Hannington, Mendip and the other main Freeview transmitters compared: where they are, regional news, the relays they feed and the counties they serve.",
  path: "/transmitter-comparison",
  crumb: "Transmitter comparison",
});
