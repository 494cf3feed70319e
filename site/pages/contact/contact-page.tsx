import { CoverageCheck } from "../../components/coverage-check";
import { Section } from "../../components/section";
import { formatOpeningHours } from "../../../model/text";
import { messagingHref } from "../../../model/phone";
import { PhoneLines } from "../../components/phone-lines";
import { business } from "../../generated/business";
import { afterHours, quoteConfirmation, selling } from "../../components/claims";
import type { QuoteFormSetup } from "../../../model/quote";
import { PageQuoteForm } from "../../islands/quote/quote-form";

/**
 * The contact page. With a server to take it, the quote form (and, rendered
 * again by the server, a failed post's errors and values); without one, the
 * phone numbers in its place.
 */
export function ContactPage({ quote }: { quote?: QuoteFormSetup }) {
  const hours = `Open ${formatOpeningHours(business.openingHours)}. ${afterHours}`;
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">{`Contact Us for ${selling.aQuoteTitle}`}</h1>
        <p>{`${selling.quotesAndCallOut ? `${selling.quotesAndCallOut} ` : ""}Tell us your postcode and what is wrong or what you would like fitted, and we will give you a price before any work starts.`}</p>
      </section>
      {quote ? (
        <Section id="quote" title={`Ask for ${selling.aQuote}`}>
          <p>{`Send the form and we will call you back${selling.sameDay ? `, ${selling.sameDay}` : ""} (we are open ${formatOpeningHours(business.openingHours)}).`}</p>
          <PageQuoteForm quote={quote} sourcePage="/contact" confirmation={quoteConfirmation} />
        </Section>
      ) : (
        <Section id="quote" title={`Phone us for ${selling.aQuote}`}>
          <p>Please phone us for your quote, on the main line or the line for your area:</p>
          <PhoneLines />
          {/* Not afterHours: the owner's words may offer the form this page does not have. */}
          <p>{`Open ${formatOpeningHours(business.openingHours)}.`}</p>
        </Section>
      )}
      <Section id="do-we-cover-you" title="Do we cover you?">
        <CoverageCheck />
      </Section>
      {quote && (
        <Section id="phone" title="Phone">
          <PhoneLines />
          <p>{hours}</p>
        </Section>
      )}
      <Section id="message" title="Message or e-mail">
        <p>
          <a
            href={messagingHref(business)}
            target="_blank"
            rel="noopener"
          >{`Message us on ${business.messaging.label} (opens in a new tab)`}</a>
        </p>
        <p>
          <a href={`mailto:${business.email}`}>{business.email}</a>
        </p>
      </Section>
    </>
  );
}
