import { describe, expect, test } from "vitest";
import {
  checkPostcode,
  describeAnswer,
  parsePostcode,
  type CoverageTable,
} from "../../model/coverage";
import { nearMissMiles } from "../../generator/compose/coverage-table";
import { formatMiles } from "../../model/geo";
import { coverage } from "../../site/generated/coverage";
import { manifest } from "../../site/generated/manifest";

/** A small table where every answer and boundary is known. */
const table: CoverageTable = {
  base: "Carterton",
  nearMissMiles: 30,
  covered: {
    OX18: {
      miles: 0.2,
      places: [
        { name: "Brize Norton", path: "/brize-norton" },
        { name: "Carterton", path: "/carterton" },
      ],
      pages: [],
    },
    OX28: {
      miles: 9.8,
      places: [{ name: "Witney", path: "/witney" }],
      pages: [{ name: "OX28 (Witney)", path: "/postcode/ox28" }],
    },
  },
  others: { CV36: 21.6, HP17: 30, HP14: 30.1 },
};

describe("reading what the visitor typed", () => {
  test.each([
    ["OX18 3AB", { postcode: "OX18 3AB", district: "OX18" }],
    ["ox183ab", { postcode: "OX18 3AB", district: "OX18" }],
    ["  ox18   3ab ", { postcode: "OX18 3AB", district: "OX18" }],
    ["o x 1 8 3 a b", { postcode: "OX18 3AB", district: "OX18" }],
    ["ox18", { postcode: "OX18", district: "OX18" }],
    // Six characters: a full postcode of a three-character district, not OX18 plus junk.
    ["ox18ab", { postcode: "OX1 8AB", district: "OX1" }],
    ["sw1a1aa", { postcode: "SW1A 1AA", district: "SW1A" }],
    ["W1", { postcode: "W1", district: "W1" }],
    ["", "empty"],
    ["   ", "empty"],
    ["<script>", "not-a-postcode"],
    ["OX18 3A", "not-a-postcode"],
    ["OX18-3AB", "not-a-postcode"],
    ["Carterton", "not-a-postcode"],
    ["OX18 3AB OX18 3AB", "not-a-postcode"],
  ] as const)("%j", (input, want) => expect(parsePostcode(input)).toEqual(want));
});

describe("the answer, from a table", () => {
  test("a district with places: yes, the places and the district's pages", () => {
    expect(checkPostcode(table, "ox28 1aa")).toEqual({
      kind: "covered",
      postcode: "OX28 1AA",
      district: "OX28",
      ...table.covered.OX28,
    });
  });
  test("a district we list nothing in, no farther than nearMissMiles: a near miss", () => {
    expect(checkPostcode(table, "CV36 4AB")).toEqual({
      kind: "near",
      postcode: "CV36 4AB",
      district: "CV36",
      miles: 21.6,
    });
    expect(checkPostcode(table, "HP17").kind).toBe("near");
  });
  test("farther: outside, with the distance; a district with no known centre: outside, without", () => {
    expect(checkPostcode(table, "HP14 4AA")).toEqual({
      kind: "outside",
      postcode: "HP14 4AA",
      district: "HP14",
      miles: 30.1,
    });
    expect(checkPostcode(table, "SW1A 1AA")).toEqual({
      kind: "outside",
      postcode: "SW1A 1AA",
      district: "SW1A",
    });
  });
  test("not a postcode, or nothing: invalid, with the reason", () => {
    expect(checkPostcode(table, "")).toEqual({ kind: "invalid", reason: "empty" });
    expect(checkPostcode(table, "<script>")).toEqual({ kind: "invalid", reason: "not-a-postcode" });
  });
});

describe("what the visitor reads", () => {
  const say = (input: string) =>
    describeAnswer(checkPostcode(table, input), table.base, "a free quote");
  test("yes: the district's distance, its places and its postcode page", () => {
    expect(say("OX28")).toEqual({
      tone: "yes",
      heading: "Yes, we cover OX28",
      lines: ["OX28 is about 10 miles from our base in Carterton. The places we cover in OX28:"],
      places: [{ name: "Witney", path: "/witney" }],
      pages: [{ name: "OX28 (Witney)", path: "/postcode/ox28" }],
      call: "For a free quote, call us on",
    });
  });
  test("near, outside and invalid each end with the phone number", () => {
    expect(say("CV36").heading).toBe("Just outside our usual area: call us");
    expect(say("CV36").lines[0]).toContain("about 22 miles from our base in Carterton");
    expect(say("HP14 4AA").heading).toBe("HP14 4AA is outside our area");
    expect(say("SW1A 1AA").lines[0]).toContain("not one of the postcode districts around");
    expect(say("").heading).toBe("Please enter your postcode");
    expect(say("<script>").heading).toBe("That does not look like a UK postcode");
    for (const input of ["CV36", "HP14", "SW1A 1AA", "", "<script>"])
      expect(say(input).call).toMatch(/call us on$/i);
  });
  test("the input is never repeated when it is not a postcode", () => {
    const message = say("<script>");
    expect(JSON.stringify(message)).not.toContain("script");
  });
  test.each([
    [0.2, "under a mile"],
    [1.2, "about 1 mile"],
    [9.8, "about 10 miles"],
  ])("%s miles reads %j", (miles, want) => expect(formatMiles(miles)).toBe(want));
});

describe("the generated table of the real data", () => {
  const answer = (input: string) => checkPostcode(coverage, input);
  test("the near-miss reach is the farthest place's distance from the base", () => {
    expect(nearMissMiles([{ kmFromBase: 10 }, { kmFromBase: 53.6 }])).toBe(33.4);
    const farthestCovered = Math.max(...Object.values(coverage.covered).map((d) => d.miles));
    // District centres can lie a little beyond the farthest place, but not far.
    expect(Math.abs(farthestCovered - coverage.nearMissMiles)).toBeLessThan(5);
  });
  test.each([
    ["OX18 3AB", "OX18", "/carterton"],
    ["ox18", "OX18", "/brize-norton"],
    ["ox183ab", "OX18", "/carterton"],
    ["GL7", "GL7", "/cirencester"],
    ["SN1 1AA", "SN1", "/swindon"],
    ["RG9", "RG9", "/henley-on-thames"],
    [" gl50  1aa ", "GL50", "/cheltenham"],
    ["OX5", "OX5", "/kidlington"],
  ])("%j: yes, in %s, with %s", (input, district, page) => {
    const found = answer(input);
    expect(found.kind).toBe("covered");
    if (found.kind !== "covered") return;
    expect(found.district).toBe(district);
    expect(found.places.map((place) => place.path)).toContain(page);
  });
  test("every place of the table is listed under its main district, and every link is its page", () => {
    const pages = new Set(manifest.pages.map((page) => page.path));
    for (const place of manifest.places) {
      const listed = coverage.covered[place.mainPostcode]?.places.map((p) => p.path) ?? [];
      expect(listed, place.name).toContain(`/${place.slug}`);
    }
    for (const district of Object.values(coverage.covered))
      for (const link of [...district.places, ...district.pages])
        expect(pages.has(link.path), link.path).toBe(true);
  });
  test("near misses and places outside, by the table's own distances", () => {
    for (const [input, kind] of [
      ["CV36 4AB", "near"],
      ["HP17 8AA", "near"],
      ["HP14 4AA", "outside"],
      ["SW1A 1AA", "outside"],
    ] as const) {
      const found = answer(input);
      expect(found.kind, input).toBe(kind);
      if (found.kind === "near") expect(found.miles).toBeLessThanOrEqual(coverage.nearMissMiles);
      if (found.kind === "outside" && found.miles !== undefined)
        expect(found.miles).toBeGreaterThan(coverage.nearMissMiles);
    }
    expect(answer("SW1A 1AA")).not.toHaveProperty("miles");
  });
});
