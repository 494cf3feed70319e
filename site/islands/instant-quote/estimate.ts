/**
 * The instant estimate: starting prices from the business data, added up for
 * the options chosen. TV aerial work has no list price; it is quoted after a
 * free survey, and the estimate says so rather than inventing a figure.
 */
import type { Business } from "../../../model/business";
import type { QuoteRequest } from "../../../model/quote";
import { formatMoney, plural } from "../../../model/text";

/**
 * What the page tells the calculator of the business: its prices and how it
 * words them. Given by the page, not imported, so that the browser's bundle
 * holds none of the business and a price edit leaves it as it was.
 */
export interface EstimateTerms {
  prices: Business["prices"];
  currency: Business["currency"];
  /** TV aerial work's price: "fixed quote after a free survey". */
  surveyQuote: string;
  /** ", no VAT", ", plus VAT", or "". */
  vatAfterPrice: string;
}

export type EstimateChoice =
  | { service: "tv-aerial" }
  | { service: "satellite-dish" }
  | { service: "starlink"; mounting: "standard" | "complex"; wifiPoints: number }
  | { service: "ajax-security"; kit: "starter" | "standard" | "complete" };

export interface Estimate {
  /** Starting price in whole pounds; undefined when a survey sets the price. */
  from: number | undefined;
  /** One line per priced part, e.g. "Starlink dish installation: from £150". */
  lines: { label: string; from: number }[];
  /** What the estimate is, in words, for the quote request's message. */
  summary: string;
  service: QuoteRequest["service"];
}

export const MAX_WIFI_POINTS = 4;

export const AJAX_KITS = {
  starter: "Starter Kit",
  standard: "Standard Security",
  complete: "Complete Protection",
} as const;

export function estimate(choice: EstimateChoice, terms: EstimateTerms): Estimate {
  const { prices, vatAfterPrice } = terms;
  const formatPrice = (amount: number) => formatMoney(amount, terms.currency);
  const priced = (service: QuoteRequest["service"], lines: Estimate["lines"]): Estimate => {
    const from = lines.reduce((sum, line) => sum + line.from, 0);
    return {
      from,
      lines,
      service,
      summary: `Instant estimate: ${lines.map((line) => `${line.label} from ${formatPrice(line.from)}`).join("; ")}. Total from ${formatPrice(from)}${vatAfterPrice}.`,
    };
  };
  switch (choice.service) {
    case "tv-aerial":
      return {
        from: undefined,
        lines: [],
        service: "tv-aerial",
        summary: `TV aerial work: ${terms.surveyQuote}.`,
      };
    case "satellite-dish":
      return priced("satellite-dish", [
        { label: "Sky dish installation", from: prices.skyDishFrom },
      ]);
    case "starlink": {
      const points = Math.max(0, Math.min(MAX_WIFI_POINTS, Math.trunc(choice.wifiPoints)));
      const lines = [
        choice.mounting === "complex"
          ? { label: "Starlink complex mounting", from: prices.starlink.complexMountingFrom }
          : { label: "Starlink dish installation", from: prices.starlink.dishFrom },
      ];
      if (points > 0) {
        lines.push({
          label: plural(points, "Wi-Fi access point"),
          from: points * prices.starlink.wifiAccessPointFrom,
        });
      }
      return priced("starlink", lines);
    }
    case "ajax-security": {
      const from = {
        starter: prices.ajax.starterKitFrom,
        standard: prices.ajax.standardSecurityFrom,
        complete: prices.ajax.completeProtectionFrom,
      }[choice.kit];
      return priced("ajax-security", [{ label: `Ajax ${AJAX_KITS[choice.kit]}`, from }]);
    }
  }
}
