import { formatOpeningHours } from "../../components/format";
import { telHref } from "../../components/links";
import { business } from "../../generated/business";

/** Where a plain (no-JavaScript) quote request lands after it is stored. */
export default function Page() {
  const { number } = business.phone.main;
  return (
    <section aria-labelledby="page-title" className="hero">
      <h1 id="page-title">Thank You: We Have Your Request</h1>
      <p>{`We will call you back about your quote, usually the same day. We are open ${formatOpeningHours(business.openingHours)}.`}</p>
      <p>
        {"If it is urgent, call us on "}
        <a href={telHref(number)}>{number}</a>.
      </p>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </section>
  );
}
