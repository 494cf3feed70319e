import { expect, test } from "vitest";
import { business } from "../../site/generated/business";
import { selling, vatAfterPrice } from "../../site/components/claims";
import {
  estimate,
  type EstimateChoice,
  type EstimateTerms,
} from "../../site/islands/instant-quote/estimate";

/** As the instant-quote page gives them. */
const terms: EstimateTerms = {
  prices: business.prices,
  currency: business.currency,
  surveyQuote: selling.surveyQuote,
  vatAfterPrice,
};

const table: [string, { given: EstimateChoice; from: number | undefined }][] = [
  ["aerial: no list price", { given: { service: "tv-aerial" }, from: undefined }],
  ["Sky dish", { given: { service: "satellite-dish" }, from: 80 }],
  [
    "Starlink, standard, no Wi-Fi points",
    { given: { service: "starlink", mounting: "standard", wifiPoints: 0 }, from: 150 },
  ],
  [
    "Starlink, complex, two Wi-Fi points",
    { given: { service: "starlink", mounting: "complex", wifiPoints: 2 }, from: 250 + 2 * 180 },
  ],
  [
    "Starlink Wi-Fi points are capped at 4",
    { given: { service: "starlink", mounting: "standard", wifiPoints: 99 }, from: 150 + 4 * 180 },
  ],
  ["Ajax Standard Security", { given: { service: "ajax-security", kit: "standard" }, from: 899 }],
  [
    "Ajax Complete Protection",
    { given: { service: "ajax-security", kit: "complete" }, from: 1499 },
  ],
];

test.each(table)("%s", (_name, { given, from }) => {
  expect(estimate(given, terms).from).toBe(from);
});

test("the summary goes into the quote message", () => {
  expect(
    estimate({ service: "starlink", mounting: "standard", wifiPoints: 1 }, terms).summary,
  ).toBe(
    "Instant estimate: Starlink dish installation from £150; 1 Wi-Fi access point from £180. Total from £330, no VAT.",
  );
  expect(estimate({ service: "tv-aerial" }, terms).summary).toBe(
    "TV aerial work: fixed quote after a free survey.",
  );
});
