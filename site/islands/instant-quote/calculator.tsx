/**
 * The instant-quote calculator: choose a service and its options, see the
 * starting price, and copy the estimate into the quote form below.
 */
import { useState } from "react";
import { formatMoney } from "../../../model/text";
import {
  AJAX_KITS,
  MAX_WIFI_POINTS,
  estimate,
  type EstimateChoice,
  type EstimateTerms,
} from "./estimate";

/** The page's container of the calculator, which carries the terms it was rendered with (data-terms). */
export const CALCULATOR_ID = "instant-quote-calculator";

type Service = EstimateChoice["service"];

const SERVICE_LABELS: Record<Service, string> = {
  "tv-aerial": "TV aerial",
  "satellite-dish": "Sky dish",
  starlink: "Starlink",
  "ajax-security": "Ajax alarm",
};

/** Puts the estimate into the quote form (a separate island) and moves the visitor there. */
function fillQuoteForm(service: string, summary: string): void {
  const select = document.getElementById("quote-service") as HTMLSelectElement | null;
  const message = document.getElementById("quote-message") as HTMLTextAreaElement | null;
  if (select) select.value = service;
  if (message) message.value = message.value ? `${summary}\n${message.value}` : summary;
  document.getElementById("quote-name")?.focus();
}

/**
 * `withForm`: the page has a quote form for the estimate to go into (not where
 * visitors must phone). `terms`: the prices and their wording, as the page has them.
 */
export function Calculator({ withForm, terms }: { withForm: boolean; terms: EstimateTerms }) {
  const [service, setService] = useState<Service>("starlink");
  const [mounting, setMounting] = useState<"standard" | "complex">("standard");
  const [wifiPoints, setWifiPoints] = useState(0);
  const [kit, setKit] = useState<keyof typeof AJAX_KITS>("starter");

  const choice: EstimateChoice =
    service === "starlink"
      ? { service, mounting, wifiPoints }
      : service === "ajax-security"
        ? { service, kit }
        : { service };
  const result = estimate(choice, terms);

  return (
    <section aria-labelledby="calculator-title" className="section calculator">
      <h2 id="calculator-title">Work out an estimate</h2>
      <fieldset>
        <legend>Service</legend>
        {(Object.keys(SERVICE_LABELS) as Service[]).map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="calc-service"
              value={value}
              checked={service === value}
              onChange={() => setService(value)}
            />
            {SERVICE_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {service === "starlink" && (
        <fieldset>
          <legend>Starlink options</legend>
          <label className="choice">
            <input
              type="radio"
              name="calc-mounting"
              checked={mounting === "standard"}
              onChange={() => setMounting("standard")}
            />
            Standard mounting
          </label>
          <label className="choice">
            <input
              type="radio"
              name="calc-mounting"
              checked={mounting === "complex"}
              onChange={() => setMounting("complex")}
            />
            Complex mounting (tall pole, chimney or long cable run)
          </label>
          <label className="field">
            Extra Wi-Fi access points
            <input
              type="number"
              min={0}
              max={MAX_WIFI_POINTS}
              value={wifiPoints}
              onChange={(event) => setWifiPoints(Number(event.target.value) || 0)}
            />
          </label>
        </fieldset>
      )}
      {service === "ajax-security" && (
        <fieldset>
          <legend>Ajax package</legend>
          {(Object.keys(AJAX_KITS) as (keyof typeof AJAX_KITS)[]).map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="calc-kit"
                checked={kit === value}
                onChange={() => setKit(value)}
              />
              {AJAX_KITS[value]}
            </label>
          ))}
        </fieldset>
      )}
      <p className="estimate" aria-live="polite">
        {result.from === undefined
          ? `TV aerial work: ${terms.surveyQuote}.`
          : `Estimate: from ${formatMoney(result.from, terms.currency)}${terms.vatAfterPrice}.`}
      </p>
      {withForm && (
        <p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => fillQuoteForm(result.service, result.summary)}
          >
            Send me this quote
          </button>
        </p>
      )}
    </section>
  );
}
