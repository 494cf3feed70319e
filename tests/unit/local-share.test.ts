/** The place-page measures and targets of the content report, each shown passing and failing on made-up pages. */
import { describe, expect, test } from "vitest";
import { tellApart } from "../../model/location-index";
import { parseBuiltPage, type BuiltPage } from "../../build/built-site";
import {
  countWords,
  cutTitles,
  groupFigures,
  localShares,
  overLimit,
  PLACE_TOKEN,
  quantile,
  shareFailures,
  wordsWithPlace,
  type Share,
} from "../../scripts/lib/local-share";
import { placePagesOf, placeReport, type PlacePage } from "../../scripts/lib/place-report";

const P = PLACE_TOKEN;

describe("a page's own name becomes one token, however it is written", () => {
  test.each([
    ["plain name", "Aerials in Kencot today", ["Kencot"], ["aerials", "in", P, "today"]],
    [
      "hyphenated name",
      "Aerials in Stow-on-the-Wold today",
      ["Stow-on-the-Wold"],
      ["aerials", "in", P, "today"],
    ],
    ["apostrophe in the name", "Perrott's Brook homes", ["Perrott's Brook"], [P, "homes"]],
    ["typographic apostrophe", "Perrott’s Brook homes", ["Perrott's Brook"], [P, "homes"]],
    ["possessive", "Witney's market", ["Witney"], [`${P}'s`, "market"]],
    [
      "told-apart name and plain name on one page",
      "Broadwell, Oxfordshire GL7: aerials in Broadwell",
      ["Broadwell, Oxfordshire", "Broadwell"],
      [P, "gl7", "aerials", "in", P],
    ],
    [
      "name told apart by district",
      "Milton (OX15) and Milton",
      ["Milton (OX15)", "Milton"],
      [P, "and", P],
    ],
    [
      "official name beside the name",
      "Lechlade-on-Thames, or Lechlade",
      ["Lechlade-on-Thames", "Lechlade"],
      [P, "or", P],
    ],
    ["no match inside a longer word", "Astonishing Aston", ["Aston"], ["astonishing", P]],
    ["another place is left alone", "Kencot and Filkins", ["Kencot"], [P, "and", "filkins"]],
  ])("%s", (_, text, names, expected) => {
    expect(wordsWithPlace(text, names)).toEqual(expected);
  });
});

const tokens = (text: string) => text.split(" ");
// Six words give two 5-word shingles.
const TEMPLATE = "we fit aerials in every village";

describe("local share: shingles at most 2 pages of the kind carry, over all the page's shingles", () => {
  test.each<[string, string[], number[]]>([
    [
      "three pages with the same text share nothing of their own",
      [TEMPLATE, TEMPLATE, TEMPLATE],
      [0, 0, 0],
    ],
    ["two pages with the same text: carried by 2, so local", [TEMPLATE, TEMPLATE], [1, 1]],
    [
      "a page with its own text next to copies",
      [TEMPLATE, TEMPLATE, TEMPLATE, "the mill house by the ford"],
      [0, 0, 0, 1],
    ],
    [
      "half template, half own",
      [
        "we fit aerials in every village red kite hill",
        "we fit aerials in every village blue lake road",
        "we fit aerials in every village green moor lane",
      ],
      // 2 of 5 shingles ("we fit aerials in every", "fit aerials in every village") are everyone's.
      [3 / 5, 3 / 5, 3 / 5],
    ],
    ["a page too short for one shingle counts as 0", ["too short"], [0]],
  ])("%s", (_, texts, expected) => {
    const pages = texts.map((text, i) => ({ path: `/p${i}`, tokens: tokens(text) }));
    expect(localShares(pages).map((s) => s.share)).toEqual(expected);
  });

  test("carriers can be counted over a larger population", () => {
    const own = { path: "/own", tokens: tokens(TEMPLATE) };
    const others = [1, 2].map((i) => ({ path: `/t${i}`, tokens: tokens(TEMPLATE) }));
    expect(localShares([own]).map((s) => s.share)).toEqual([1]);
    expect(localShares([own], [own, ...others]).map((s) => s.share)).toEqual([0]);
    expect(() => localShares([own], others)).toThrow(/not in the population/);
  });
});

describe("words, quantiles and titles", () => {
  test.each([
    ["Aerials in Stow-on-the-Wold", 3],
    ["Call us — 01632 960000", 4],
    ["One\ntwo\n\nthree", 3],
    ["", 0],
  ])("countWords(%j) = %i", (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });

  test.each([
    [[], 0.5, 0],
    [[0.1], 0.1, 0.1],
    [[0.1, 0.2, 0.3, 0.4], 0.5, 0.2],
    [[...Array(11).keys()], 0.1, 1],
    [[...Array(11).keys()], 0.5, 5],
  ])("quantile(%j, %d) = %d", (sorted, q, expected) => {
    expect(quantile(sorted, q)).toBe(expected);
  });

  test("a title ending in ... is cut; others are not", () => {
    const pages = [
      { path: "/a", title: "Ajax Home Security in Broadwell, Gloucestershire | No Cal..." },
      { path: "/b", title: "Aerials in Kencot | No Call Out Charge" },
      { path: "/c", title: "Dots…" },
    ];
    expect(cutTitles(pages).map((page) => page.path)).toEqual(["/a"]);
  });

  test("pages over the word limit are listed longest first; the limit itself passes", () => {
    const pages = [
      { path: "/a", words: 700 },
      { path: "/b", words: 701 },
      { path: "/c", words: 900 },
    ];
    expect(overLimit(pages, 700)).toEqual([pages[2], pages[1]]);
    expect(overLimit(pages, 900)).toEqual([]);
  });
});

const shares = (values: number[]): Share[] =>
  values.map((share, i) => ({ path: `/p${i}`, share, shingles: 10 }));

describe("share targets", () => {
  // Ten pages: the median is the 5th lowest, the p10 the lowest.
  test.each<[string, string, number[], string[]]>([
    ["town pages that pass", "town", [0.2, 0.3, 0.3, 0.3, 0.3, 0.4, 0.4, 0.4, 0.4, 0.4], []],
    [
      "town median missed",
      "town",
      [0.2, 0.2, 0.2, 0.2, 0.29, 0.4, 0.4, 0.4, 0.4, 0.4],
      ["FAIL: town pages: local share median 0.290 < 0.30"],
    ],
    [
      "town p10 missed",
      "town",
      [0.19, 0.3, 0.3, 0.3, 0.3, 0.4, 0.4, 0.4, 0.4, 0.4],
      ["FAIL: town pages: local share p10 0.190 < 0.20"],
    ],
    [
      "both missed on ajax pages",
      "ajax",
      [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1],
      [
        "FAIL: ajax pages: local share median 0.100 < 0.20",
        "FAIL: ajax pages: local share p10 0.100 < 0.12",
      ],
    ],
    [
      "starlink pages that pass",
      "starlink",
      [0.12, 0.2, 0.2, 0.2, 0.2, 0.3, 0.3, 0.3, 0.3, 0.3],
      [],
    ],
    [
      "starlink p10 missed",
      "starlink",
      [0.11, 0.2, 0.2, 0.2, 0.2, 0.3, 0.3, 0.3, 0.3, 0.3],
      ["FAIL: starlink pages: local share p10 0.110 < 0.12"],
    ],
    ["a group without a target never fails", "town, dedicated", [0, 0, 0], []],
    ["no pages to measure", "town", [], ["FAIL: town pages: none to measure"]],
  ])("%s", (_, group, values, expected) => {
    expect(shareFailures(groupFigures(group, shares(values), []))).toEqual(expected);
  });

  test("figures: count, median, p10, five lowest, words", () => {
    const figures = groupFigures("town", shares([0.5, 0.1, 0.4, 0.2, 0.3, 0.6, 0.7]), [10, 30, 20]);
    expect(figures).toMatchObject({ group: "town", count: 7, median: 0.4, p10: 0.1 });
    expect(figures.lowest.map((s) => s.share)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5]);
    expect([figures.wordsMedian, figures.wordsMax]).toEqual([20, 30]);
  });
});

describe("the place report on a made-up build", () => {
  const place = (name: string, county: string, slug: string) => ({
    name,
    county,
    mainPostcode: "OX18",
    keyFeatureCount: 1,
    slug,
  });
  const manifest = {
    places: [
      place("Kencot", "Oxfordshire", "kencot"),
      place("Broadwell", "Oxfordshire", "broadwell-oxfordshire"),
      place("Broadwell", "Gloucestershire", "broadwell"),
      place("Witney", "Oxfordshire", "witney"),
    ],
    pages: [
      { path: "/kencot", kind: "town" as const, file: "towns/kencot.tsx" },
      { path: "/broadwell", kind: "town" as const, file: "towns/broadwell.tsx" },
      {
        path: "/broadwell-oxfordshire",
        kind: "town" as const,
        file: "towns/broadwell-oxfordshire.tsx",
      },
      { path: "/witney", kind: "town" as const, file: "towns/witney.tsx" },
      { path: "/problems/x", kind: "content" as const, file: "content/x.tsx" },
    ],
  };
  const placePages = placePagesOf(manifest, new Set(["witney"]));

  test("place pages carry their told-apart names; the dedicated ones are marked", () => {
    expect(placePages).toEqual<PlacePage[]>([
      { path: "/kencot", kind: "town", names: ["Kencot"], dedicated: false },
      {
        path: "/broadwell",
        kind: "town",
        names: ["Broadwell, Gloucestershire", "Broadwell"],
        dedicated: false,
      },
      {
        path: "/broadwell-oxfordshire",
        kind: "town",
        names: ["Broadwell, Oxfordshire", "Broadwell"],
        dedicated: false,
      },
      { path: "/witney", kind: "town", names: ["Witney"], dedicated: true },
    ]);
    expect(tellApart(manifest.places)(manifest.places[0]!)).toBe("Kencot");
  });

  const built = (path: string, main: string, title = `Aerials at ${path}`): BuiltPage =>
    parseBuiltPage(
      path,
      `<html><head><title>${title}</title></head><body><main>${main}</main></body></html>`,
    )!;
  const template = (name: string) =>
    `<h1>Aerials in ${name}</h1><p>We fit aerials and dishes in ${name} and the villages around it every week.</p>`;

  test("template pages that only swap the name fail, and so do long pages and cut titles", () => {
    const report = placeReport(
      [
        built("/kencot", template("Kencot")),
        built("/broadwell", template("Broadwell, Gloucestershire")),
        built("/broadwell-oxfordshire", template("Broadwell, Oxfordshire"), `${"x".repeat(57)}...`),
        built("/witney", `<p>${"Witney market ".repeat(400)}</p>`),
        built("/problems/x", "<p>A guide</p>", `${"y".repeat(57)}...`),
      ],
      placePages,
    );
    expect(report.groups.map((g) => [g.group, g.count, g.median])).toEqual([
      ["town", 3, 0],
      ["town, dedicated", 1, 1],
      ["starlink", 0, 0],
      ["ajax", 0, 0],
    ]);
    expect(report.unnamed).toEqual([]);
    // The dedicated page is 800 words: over the limit, but excepted.
    expect(report.long).toEqual([]);
    expect(report.failures).toEqual([
      "FAIL: town pages: local share median 0.000 < 0.30",
      "FAIL: town pages: local share p10 0.000 < 0.20",
      "FAIL: starlink pages: none to measure",
      "FAIL: ajax pages: none to measure",
      'FAIL: 2 titles cut to 57 characters + "...": ' +
        `/broadwell-oxfordshire "${"x".repeat(57)}...", /problems/x "${"y".repeat(57)}..."`,
    ]);
  });

  test("pages written for their place pass; a long template page fails on its words", () => {
    const own = {
      "/kencot": "<p>Kencot sits on the brook below the old manor farm.</p>",
      "/broadwell": "<p>Broadwell, Gloucestershire lies north of Stow on the Fosse Way.</p>",
      "/broadwell-oxfordshire": `<p>Broadwell church has a tall spire over the green. ${"word ".repeat(700)}</p>`,
      "/witney": "<p>Witney's blanket mills.</p>",
    };
    const report = placeReport(
      Object.entries(own).map(([path, main]) => built(path, main)),
      placePages,
    );
    expect(report.groups[0]).toMatchObject({ group: "town", count: 3, median: 1, p10: 1 });
    expect(report.long.map((page) => page.path)).toEqual(["/broadwell-oxfordshire"]);
    expect(report.failures.filter((line) => !line.includes("none to measure"))).toEqual([
      "FAIL: 1 place pages over 700 words of <main>: /broadwell-oxfordshire (709)",
    ]);
  });

  test("a place page missing from the build, or never naming its place, is reported", () => {
    const report = placeReport(
      [built("/kencot", "<p>Aerials fitted here, all year.</p>")],
      placePages,
    );
    expect(report.missing).toEqual(["/broadwell", "/broadwell-oxfordshire", "/witney"]);
    expect(report.unnamed).toEqual(["/kencot"]);
    expect(report.failures).toContain(
      "FAIL: 3 place pages not built: /broadwell /broadwell-oxfordshire /witney",
    );
  });
});
