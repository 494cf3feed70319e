import { business } from "../generated/business";
import { PhoneIcon, QuoteIcon } from "./Icons";
import { telHref } from "./links";

/** The phone and quote buttons every page ends (and usually starts) with. */
export function CallToAction({ quoteLabel = "Get a free quote" }: { quoteLabel?: string }) {
  const { number } = business.phone.main;
  return (
    <p className="cta">
      <a className="button button-primary" href={telHref(number)}>
        <PhoneIcon />
        {`Call ${number}`}
      </a>
      <a className="button button-secondary" href="/contact">
        <QuoteIcon />
        {quoteLabel}
      </a>
    </p>
  );
}
