import { describe, expect, test } from "vitest";
import {
  normaliseDescription,
  normaliseTitle,
  pickTitle,
  proseList,
  uniqueKeywords,
  wouldBeCut,
} from "../../model/seo";
import { titleSuffixes } from "../../model/claims";

/** The suffixes while the business makes the no-call-out claim. */
const ON = titleSuffixes({ noCallOutCharge: true });

const chars = (n: number, fill = "x") => fill.repeat(n);

describe("normaliseTitle (a suffix under 55 characters, cut over 60)", () => {
  const cases: [string, { given: string; want: string }][] = [
    [
      "short title gets the long suffix",
      { given: "TV Aerials in Witney", want: "TV Aerials in Witney | No Call Out Charge" },
    ],
    [
      "39 characters still fits the long suffix (60)",
      { given: chars(39), want: `${chars(39)} | No Call Out Charge` },
    ],
    [
      "40 characters takes the short suffix",
      { given: chars(40), want: `${chars(40)} | No Call Out` },
    ],
    [
      "46 characters takes the short suffix (60)",
      { given: chars(46), want: `${chars(46)} | No Call Out` },
    ],
    [
      "47 characters: short suffix passes 60, so it is cut",
      { given: chars(47), want: `${chars(47)} | No Call...` },
    ],
    [
      "54 characters: suffixed then cut to 57 plus dots",
      { given: chars(54), want: `${chars(54)} | ...` },
    ],
    ["55 characters: left alone", { given: chars(55), want: chars(55) }],
    ["60 characters: left alone", { given: chars(60), want: chars(60) }],
    ["61 characters: cut to 57 plus dots", { given: chars(61), want: `${chars(57)}...` }],
    [
      "already has the phrase: not appended twice",
      { given: "Aerials | No Call Out Charge", want: "Aerials | No Call Out Charge" },
    ],
  ];
  test.each(cases)("%s", (_name, { given, want }) => {
    expect(normaliseTitle(given, ON)).toBe(want);
    expect(normaliseTitle(given, ON).length).toBeLessThanOrEqual(60);
  });

  test("with the no-call-out claim off, no suffix: a title stays as composed, cut only over 60", () => {
    const off = titleSuffixes({ noCallOutCharge: false });
    expect(off).toBe(null);
    expect(normaliseTitle("TV Aerials in Witney", off)).toBe("TV Aerials in Witney");
    expect(normaliseTitle(chars(54), off)).toBe(chars(54));
    expect(normaliseTitle(chars(61), off)).toBe(`${chars(57)}...`);
    expect(wouldBeCut(chars(50), off)).toBe(false);
    expect(pickTitle([chars(50), chars(30)], 0, off)).toBe(chars(50));
  });
});

describe("normaliseDescription (a suffix under 140 characters, cut over 160)", () => {
  const suffix = " Professional service guaranteed.";
  const cases: [string, { given: string; want: string }][] = [
    ["under 140 gets the suffix", { given: chars(100), want: chars(100) + suffix }],
    ["127 plus the suffix is exactly 160", { given: chars(127), want: chars(127) + suffix }],
    [
      "139 plus the suffix passes 160 and is cut",
      { given: chars(139), want: `${(chars(139) + suffix).slice(0, 157)}...` },
    ],
    ["140 is left alone", { given: chars(140), want: chars(140) }],
    ["160 is left alone", { given: chars(160), want: chars(160) }],
    ["161 is cut to 157 plus dots", { given: chars(161), want: `${chars(157)}...` }],
  ];
  test.each(cases)("%s", (_name, { given, want }) => {
    expect(normaliseDescription(given, suffix)).toBe(want);
    // No guarantee, no suffix: only the cut applies.
    if (given.length < 140) expect(normaliseDescription(given, "")).toBe(given);
  });
});

describe("keywords and prose", () => {
  test("keywords are lowercased and deduplicated in order", () => {
    expect(uniqueKeywords(["TV Aerial Witney", "tv aerial witney", " Wi-Fi Witney "])).toEqual([
      "tv aerial witney",
      "wi-fi witney",
    ]);
  });
  const lists: [string, { given: string[]; want: string }][] = [
    ["none", { given: [], want: "" }],
    ["one", { given: ["Alvescot"], want: "Alvescot" }],
    ["two", { given: ["Alvescot", "Filkins"], want: "Alvescot and Filkins" }],
    ["three", { given: ["A", "B", "C"], want: "A, B and C" }],
  ];
  test.each(lists)("proseList: %s", (_name, { given, want }) =>
    expect(proseList(given)).toBe(want),
  );
});

describe("titles the rule would cut", () => {
  test.each([
    [46, false],
    [47, true],
    [54, true],
    [55, false],
    [60, false],
    [61, true],
  ])("%s characters: cut %s", (length, want) => {
    expect(wouldBeCut(chars(length), ON)).toBe(want);
    expect(normaliseTitle(chars(length), ON).endsWith("...")).toBe(want);
  });

  test("a pattern the rule would cut gives way to the next one that fits, wrapping round", () => {
    expect(pickTitle([chars(20), chars(50), chars(50)], 1, ON)).toBe(chars(20));
    expect(pickTitle([chars(50), chars(30)], 0, ON)).toBe(chars(30));
    expect(pickTitle([chars(50), chars(51)], 1, ON)).toBe(chars(51));
  });
});
