/** og:image:alt tells every line the preview card draws, from the same words. */
import { describe, expect, test } from "vitest";
import { PLACE_KINDS } from "../../model/place-kinds";
import { socialCardText, socialImageAlt } from "../../model/social-images";

const BUSINESS = {
  name: "Aerials Ltd",
  base: { town: "Carterton", county: "Oxfordshire" },
  socialCardPoints: ["Free quotes", "No call-out charge"],
  freeQuotes: true,
  noCallOutCharge: true,
  sameDayService: true,
};

describe("socialImageAlt", () => {
  test.each(PLACE_KINDS.map((kind) => [kind.socialImage, kind] as const))(
    "%s: every line of its card, in order",
    (image, kind) => {
      const alt = socialImageAlt(image, BUSINESS);
      const text = socialCardText(kind.socialCard, BUSINESS);
      const lines = [text.business, text.heading, text.line, ...text.points];
      const at = lines.map((line) => alt.indexOf(line));
      expect(at.every((index) => index >= 0)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      expect(alt).toContain("Based in Carterton, Oxfordshire");
    },
  );

  test("the card's points are business.yaml's: one switched off there is gone from card and alt", () => {
    const [town] = PLACE_KINDS;
    const alt = (points: string[]) =>
      socialImageAlt(town!.socialImage, { ...BUSINESS, socialCardPoints: points });
    expect(alt(["Free quotes", "No call-out charge"])).toContain(
      "Based in Carterton, Oxfordshire. Free quotes. No call-out charge.",
    );
    expect(alt(["Free quotes"])).not.toContain("call-out");
    expect(alt([])).toMatch(/Based in Carterton, Oxfordshire\.$/);
    // The claim's own switch takes its point off the card, whatever socialCardPoints lists.
    expect(socialImageAlt(town!.socialImage, { ...BUSINESS, noCallOutCharge: false })).toContain(
      "Based in Carterton, Oxfordshire. Free quotes.",
    );
    expect(
      socialImageAlt(town!.socialImage, { ...BUSINESS, noCallOutCharge: false }),
    ).not.toContain("call-out");
    expect(socialCardText(town!.socialCard, { ...BUSINESS, socialCardPoints: [] }).points).toEqual([
      "Based in Carterton, Oxfordshire",
    ]);
  });

  test("an image that is no card has no description to give", () => {
    expect(() => socialImageAlt("/photos/roof.jpg", BUSINESS)).toThrow(/\/photos\/roof\.jpg/);
  });
});
