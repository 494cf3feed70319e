import { CoverageCheck } from "../../components/coverage-check";
import { Section } from "../../components/section";
import { formatOpeningHours } from "../../../model/text";
import { messagingHref } from "../../../model/phone";
import { PhoneLink } from "../../components/phone-link";
import { business } from "../../generated/business";
import { QuoteForm } from "../../islands/quote/quote-form";
import {
  EMPTY_QUOTE,
  type QuoteFieldErrors,
  type QuoteFormValues,
} from "../../islands/quote/schema";

export interface QuoteFormState {
  values: QuoteFormValues;
  errors: QuoteFieldErrors;
  formError?: string;
}

/** The contact page; the server renders it again with a failed form's errors and values. */
export function ContactPage({ form }: { form?: QuoteFormState }) {
  const { main, regional } = business.phone;
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Contact Us for a Free Quote</h1>
        <p>{`Quotes are free and there is no call-out charge. Tell us your postcode and what is wrong or what you would like fitted, and we will give you a price before any work starts.`}</p>
      </section>
      <Section id="quote" title="Ask for a free quote">
        <p>{`Send the form and we will call you back, usually the same day (we are open ${formatOpeningHours(business.openingHours)}).`}</p>
        <div id="quote-form-island" data-source-page="/contact">
          <QuoteForm
            values={form?.values ?? EMPTY_QUOTE}
            errors={form?.errors ?? {}}
            formError={form?.formError}
            sourcePage="/contact"
          />
        </div>
      </Section>
      <Section id="do-we-cover-you" title="Do we cover you?">
        <CoverageCheck />
      </Section>
      <Section id="phone" title="Phone">
        <p>
          {`${main.label}: `}
          <PhoneLink number={main.number} />
        </p>
        <ul className="link-list">
          {regional.map((line) => (
            <li key={line.number}>
              {`${line.label}: `}
              <PhoneLink number={line.number} />
            </li>
          ))}
        </ul>
        <p>{`Open ${formatOpeningHours(business.openingHours)}. ${business.afterHours}`}</p>
      </Section>
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
