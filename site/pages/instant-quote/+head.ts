import { selling } from "../../components/claims";
import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Instant Quote: Starting Prices",
  description: `Starting prices for Sky dishes, Starlink and Ajax alarms, and a ${selling.freeQuotesSurvey} for TV aerials. Work out an estimate and send it to us for a fixed quote.`,
  path: "/instant-quote",
  crumb: "Instant quote",
});
