import { PricingCard, standardPriceNotes } from "../../components/pricing-card";
import { Section } from "../../components/section";
import { PhoneLink } from "../../components/phone-link";
import { business } from "../../generated/business";
import { CALCULATOR_ID, Calculator } from "../../islands/instant-quote/calculator";
import type { EstimateTerms } from "../../islands/instant-quote/estimate";
import { PhoneLines } from "../../components/phone-lines";
import type { QuoteFormSetup } from "../../../model/quote";
import { PageQuoteForm } from "../../islands/quote/quote-form";
import {
  quoteConfirmation,
  selling,
  sentence,
  terms,
  vatAfterPrice,
} from "../../components/claims";
import { capitalise } from "../../../model/text";

/**
 * Starting prices from the business data, and the quote form (or, with no
 * server to take it, the phone numbers). Without JavaScript it is a price
 * table and a form; the island adds a calculator above them that fills the
 * form in. The calculator is rendered with the page
 * and hydrated, so its arrival does not push the prices down (a layout shift);
 * islands.css hides it where scripting is off.
 */
export function InstantQuotePage({ quote }: { quote?: QuoteFormSetup }) {
  const { prices } = business;
  const phone = business.phone.main.number;
  const estimateTerms: EstimateTerms = {
    prices,
    currency: business.currency,
    surveyQuote: selling.surveyQuote,
    vatAfterPrice,
  };
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Instant Quote</h1>
        <p>{`Starting prices for our most asked-for work${selling.noCallOut ? `, with ${selling.noCallOut}` : ""}.${sentence(terms)} Every job is confirmed with a fixed price before we start.`}</p>
      </section>
      <div
        id={CALCULATOR_ID}
        data-with-form={quote !== undefined}
        data-terms={JSON.stringify(estimateTerms)}
      >
        <Calculator withForm={quote !== undefined} terms={estimateTerms} />
      </div>
      <Section id="prices" title="Starting prices">
        <div className="card-grid">
          <div className="card pricing-card">
            <h3>TV aerials</h3>
            <p>
              {`${capitalise(selling.surveyQuote)}: the right aerial depends on your signal, so we measure it first.`}
            </p>
          </div>
          <PricingCard
            title="Satellite"
            rows={[{ label: "Sky dish installation", price: prices.skyDishFrom }]}
            notes={standardPriceNotes}
          />
          <PricingCard
            title="Starlink"
            rows={[
              { label: "Dish installation", price: prices.starlink.dishFrom },
              { label: "Complex mounting", price: prices.starlink.complexMountingFrom },
              { label: "Wi-Fi access point, each", price: prices.starlink.wifiAccessPointFrom },
            ]}
            notes={standardPriceNotes}
          />
          <PricingCard
            title="Ajax security"
            rows={[
              { label: "Starter Kit", price: prices.ajax.starterKitFrom },
              { label: "Standard Security", price: prices.ajax.standardSecurityFrom },
              { label: "Complete Protection", price: prices.ajax.completeProtectionFrom },
            ]}
            notes={standardPriceNotes}
          />
        </div>
      </Section>
      {quote ? (
        <Section id="send-quote" title="Send me this quote">
          <p>
            {"Tell us where you are and what you need, and we will confirm the price. Or call "}
            <PhoneLink number={phone} />.
          </p>
          <PageQuoteForm
            quote={quote}
            sourcePage="/instant-quote"
            confirmation={quoteConfirmation}
          />
        </Section>
      ) : (
        <Section id="send-quote" title="Ask for this quote">
          <p>
            Please phone us, on the main line or the line for your area: tell us where you are and
            what you need, and we will confirm the price.
          </p>
          <PhoneLines />
        </Section>
      )}
    </>
  );
}
