import { business } from "../generated/business";
import { PhoneIcon, QuoteIcon } from "./icons";
import { keepTogether } from "../../model/phone";
import { PhoneLink } from "./phone-link";
import { selling } from "./claims";

/** The phone and quote buttons every page ends (and usually starts) with. */
export function CallToAction({ quoteLabel = selling.getQuote }: { quoteLabel?: string }) {
  const { number } = business.phone.main;
  return (
    <p className="cta">
      <PhoneLink className="button button-primary" number={number}>
        <PhoneIcon />
        {keepTogether(`Call ${number}`)}
      </PhoneLink>
      <a className="button button-secondary" href="/contact">
        <QuoteIcon />
        {quoteLabel}
      </a>
    </p>
  );
}
