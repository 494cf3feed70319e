import { formatOpeningHours } from "../../../model/text";
import { PhoneLink } from "../../components/phone-link";
import { business } from "../../generated/business";
import { selling } from "../../components/claims";

/** Where a plain (no-JavaScript) quote request lands after it is stored. */
export default function Page() {
  const { number } = business.phone.main;
  return (
    <section aria-labelledby="page-title" className="hero">
      <h1 id="page-title">Thank You: We Have Your Request</h1>
      <p>{`We will call you back about your quote${selling.sameDay ? `, ${selling.sameDay}` : ""}. We are open ${formatOpeningHours(business.openingHours)}.`}</p>
      <p>
        {"If it is urgent, call us on "}
        <PhoneLink number={number} />.
      </p>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </section>
  );
}
