/** The names no place may take are derived from what the site has, not kept by hand. */
import { describe, expect, test } from "vitest";
import { readFixedPaths, readPagePaths, readPublicNames } from "../../generator/load/load";
import { BUILT_IN_RESERVED, reservedNames } from "../../model/routes";
import { manifest } from "../../site/generated/manifest";

describe("reservedNames, from its sources", () => {
  const derived = reservedNames({
    fixedPaths: ["/", "/pricing", "/areas/oxfordshire", "/working-hours"],
    editorialPaths: ["/problems/no-signal", "/tv-aerial-installation-oxford", "/ox7", "/postcode"],
    publicNames: ["favicon.svg", "images"],
    redirects: { "/old-page/part": "/pricing" },
  });

  test.each([
    ["a fixed page", "pricing"],
    ["a fixed page's section", "areas"],
    ["a prose page", "working-hours"],
    ["a content family", "problems"],
    ["a family with no entry in the data", "guides"],
    ["a family's list page", "services"],
    ["a local-services path", "tv-aerial-installation-oxford"],
    ["a postcode page", "ox7"],
    ["the postcode service pages' folder", "postcode"],
    ["a public file", "favicon.svg"],
    ["a public folder", "images"],
    ["a redirect source", "old-page"],
    ["a name the server or build owns", "api"],
  ])("%s: %s", (_, name) => expect(derived).toContain(name));

  test("sorted, each name once, and no empty name for the home page", () => {
    expect(derived).toEqual([...new Set(derived)].sort());
    expect(derived).not.toContain("");
  });
});

describe("the site's derived set, as the manifest carries it", () => {
  test.each([
    ["a hand-written page (site/pages)", "pricing"],
    ["a prose page (data/pages)", "about"],
    ["a content family", "comparisons"],
    ["a local-services path", "tv-aerial-installation-oxford"],
    ["a postcode page", "gl7-lechlade"],
    ["a public file", "sw.js"],
    ["a public folder", "images"],
    ["an old address that redirects", "aerial-vs-satellite"],
    ["the server's prefix", "api"],
  ])("%s: %s", (_, name) => expect(manifest.reserved).toContain(name));

  test("no place holds a reserved name as its slug", () => {
    const reserved = new Set(manifest.reserved);
    expect(manifest.places.filter((place) => reserved.has(place.slug))).toEqual([]);
  });
});

test("the built-in list holds only names no page, prose page or public file yields", async () => {
  const [fixed, prose, publicNames] = await Promise.all([
    readFixedPaths("."),
    readPagePaths("."),
    readPublicNames("."),
  ]);
  const yielded = new Set([
    ...[...fixed, ...prose].map((path) => path.slice(1).split("/")[0]),
    ...publicNames,
  ]);
  expect(BUILT_IN_RESERVED.filter((name) => yielded.has(name))).toEqual([]);
});

describe("readPublicNames", () => {
  test("lists the top of site/public, and nothing where there is none", async () => {
    expect(await readPublicNames(".")).toEqual(expect.arrayContaining(["favicon.svg", "sw.js"]));
    expect(await readPublicNames("tests/fixtures/small")).toEqual([]);
  });
});
