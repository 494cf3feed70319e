import { describe, expect, test } from "vitest";
import {
  allSellingPoints,
  claimPoints,
  descriptionSuffix,
  guaranteePhrase,
  leadTimeWords,
  ratingSentence,
  sellingWords,
  termsSentence,
  titleSuffixes,
  typedClaim,
  vatNote,
} from "../../model/claims";
import type { Claims } from "../../model/claims";

const GUARANTEE = { years: 5, covers: ["Workmanship"], excludes: [], howToClaim: "Call us." };
const ALL_OFF: Claims = {
  vat: null,
  guarantee: null,
  insurance: null,
  accreditations: [],
  rating: { value: 4.9, count: 147, best: 5, worst: 1 },
  reviewsProfile: null,
  currency: "GBP",
  freeQuotes: false,
  noCallOutCharge: false,
  sameDayService: false,
};
const ALL_ON: Claims = {
  ...ALL_OFF,
  vat: "not-registered",
  guarantee: GUARANTEE,
  insurance: { cover: 2_000_000 },
  accreditations: [{ name: "Confederation of Aerial Industries", short: "CAI" }],
  reviewsProfile: { label: "Google", url: "https://example.org/reviews" },
  freeQuotes: true,
  noCallOutCharge: true,
  sameDayService: true,
};

describe("each claim is said only while business.yaml sets it", () => {
  test("switched off, nothing is said", () => {
    expect(termsSentence(ALL_OFF)).toBe("");
    expect(vatNote(ALL_OFF)).toBe("");
    expect(guaranteePhrase(ALL_OFF)).toBe("");
    expect(claimPoints(ALL_OFF)).toEqual([]);
    expect(ratingSentence(ALL_OFF)).toBe("");
    expect(descriptionSuffix(ALL_OFF)).toBe("");
  });

  test("switched on, one sentence says them all", () => {
    expect(termsSentence(ALL_ON)).toBe(
      "There is no VAT to add, our work carries a 5-year guarantee, we hold £2,000,000 public liability insurance and we are accredited by Confederation of Aerial Industries (CAI).",
    );
    expect(claimPoints(ALL_ON)).toEqual([
      "No VAT to add",
      "5-year guarantee",
      "£2,000,000 public liability cover",
      "Accredited: CAI",
    ]);
    expect(descriptionSuffix(ALL_ON)).toBe(" Professional service guaranteed.");
  });

  test("the VAT note follows the business's VAT status", () => {
    expect(vatNote({ vat: "not-registered" })).toBe("no VAT");
    expect(vatNote({ vat: "included" })).toBe("VAT included");
    expect(vatNote({ vat: "added" })).toBe("plus VAT");
    expect(termsSentence({ ...ALL_OFF, vat: "included" })).toBe("Our prices include VAT.");
  });

  test("a rating is said only beside the page where its reviews can be read", () => {
    expect(ratingSentence({ ...ALL_OFF, reviewsProfile: null })).toBe("");
    expect(ratingSentence(ALL_ON)).toBe("Rated 4.9 out of 5 from 147 reviews on Google");
  });

  test("what each says would be refused if it were typed into a template", () => {
    for (const text of [termsSentence(ALL_ON), ...claimPoints(ALL_ON), ratingSentence(ALL_ON)])
      expect(typedClaim(text), text).toBeDefined();
  });
});

describe("the switched selling points", () => {
  test("on: the words as the site has always said them", () => {
    const words = sellingWords(ALL_ON);
    expect(words.getQuote).toBe("Get a free quote");
    expect(words.quotesAndCallOut).toBe("Quotes are free and there is no call-out charge.");
    expect(words.quoteTerms).toBe("free quotes and no call-out charge");
    expect(titleSuffixes(ALL_ON)).toEqual({
      long: " | No Call Out Charge",
      short: " | No Call Out",
    });
    expect(leadTimeWords({ ...ALL_ON, aerialLeadTime: "Usually within 24-48 hours" })).toBe(
      "Usually within 24-48 hours; the same day for emergencies",
    );
    expect(allSellingPoints({ ...ALL_ON, sellingPoints: ["Local"] }).slice(0, 4)).toEqual([
      "Same-day service",
      "No call-out charge",
      "Free quotes",
      "Local",
    ]);
  });

  test("off: plainer words that still read whole, and nothing of the claim", () => {
    const words = sellingWords(ALL_OFF);
    expect(words.getQuote).toBe("Get a quote");
    expect(words.getQuoteButton).toBe("Get a Quote");
    expect(words.quotesAndCallOut).toBe("");
    expect(words.quoteTerms).toBe("");
    expect(words.sameDay).toBe("");
    expect(titleSuffixes(ALL_OFF)).toBe(null);
    expect(leadTimeWords({ ...ALL_OFF, aerialLeadTime: "Usually within 24-48 hours" })).toBe(
      "Usually within 24-48 hours",
    );
    expect(allSellingPoints({ ...ALL_OFF, sellingPoints: ["Local"] })).toEqual(["Local"]);
    // One on alone says only its own half.
    expect(sellingWords({ ...ALL_OFF, noCallOutCharge: true }).quotesAndCallOut).toBe(
      "There is no call-out charge.",
    );
  });
});
