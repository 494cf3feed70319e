import { describe, expect, test } from "vitest";
import {
  claimPoints,
  descriptionSuffix,
  guaranteePhrase,
  ratingSentence,
  termsSentence,
  typedClaim,
  vatNote,
  type Claims,
} from "../../model/claims";

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
