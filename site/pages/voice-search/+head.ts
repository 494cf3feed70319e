import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Quick Answers: TV, Wi-Fi and Alarms",
  description:
    "Short answers to spoken questions: who fixes TV aerials near Witney, why Freeview stops, Sky dish prices, Starlink in the Cotswolds, Ajax alarms near Oxford.",
  path: "/voice-search",
  crumb: "Quick answers",
});
