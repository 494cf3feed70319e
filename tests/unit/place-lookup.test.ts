import { describe, expect, test } from "vitest";
import { compoundSlug, slugify } from "../../model/slug";
import { createMissingPathResolver } from "../../model/missing-path";
import { kindPath, PLACE_KINDS } from "../../model/place-kinds";
import { parsePlaceLookup, placeLookupOf, resolverOfLookup } from "../../model/place-lookup";
import { manifest } from "../../site/generated/manifest";
import { FIXTURE_PAGES } from "../server/fixture-site";

/** The file as the browser gets it: written as JSON by the build, parsed from the fetch. */
const fetched = (known: ReadonlySet<string>) =>
  parsePlaceLookup(JSON.parse(JSON.stringify(placeLookupOf(manifest, known))));

/** A letter dropped from the middle: the misspelling the lookup's last step corrects. */
const dropped = (slug: string) =>
  slug.slice(0, slug.length >> 1) + slug.slice((slug.length >> 1) + 1);

/** Addresses people mistype, of every place and kind: compound, misspelt, the page itself. */
const mistyped = manifest.places.flatMap((place, i) => {
  const kind = PLACE_KINDS[i % PLACE_KINDS.length]!;
  return [
    kindPath(kind, place.slug),
    kindPath(kind, compoundSlug(place.name, place.county)),
    kindPath(kind, dropped(place.slug)),
    ...(place.officialName ? [kindPath(kind, slugify(place.officialName))] : []),
  ];
});
const others = [
  "/witny",
  "/great-risington",
  "/galery",
  "/contat",
  "/directory-submission-guide",
  "/blog/freeview-play-explained",
  "/nowhere-at-all",
  ...manifest.reserved.map((name) => `/${dropped(name)}`),
];

describe("the not-found page's lookup file", () => {
  test.each([
    [
      "every page the manifest names",
      new Set(["/", ...manifest.pages.map((page) => page.path)]),
      manifest.places.length,
    ],
    ["some of a place's pages missing", new Set(FIXTURE_PAGES), 5],
  ])("answers as the server's resolver, with %s", (_, known, atLeast) => {
    const server = createMissingPathResolver(manifest, known);
    const browser = resolverOfLookup(fetched(known));
    const paths = [...mistyped, ...others];
    const differ = paths.filter(
      (path) => JSON.stringify(browser.resolve(path)) !== JSON.stringify(server.resolve(path)),
    );
    expect(differ).toEqual([]);
    // The sweep reaches real answers, not only "not found".
    const redirects = paths.filter((path) => server.resolve(path).kind === "redirect");
    expect(redirects.length).toBeGreaterThan(atLeast);
  });

  test("a mistyped address goes where the server sends it", () => {
    const known = new Set(["/", ...manifest.pages.map((page) => page.path)]);
    const browser = resolverOfLookup(fetched(known));
    expect(browser.resolve("/witny")).toEqual({ kind: "redirect", location: "/witney" });
    expect(browser.resolve("/ajax-security-installation-witney-oxfordshire")).toEqual({
      kind: "redirect",
      location: "/ajax-security-installation-witney",
    });
    expect(browser.resolve("/galery")).toEqual({ kind: "not-found" });
  });

  test("holds names and addresses only: nothing the build or the ranking reads", () => {
    const file = placeLookupOf(manifest, new Set(manifest.pages.map((page) => page.path)));
    const fields = new Set(file.places.flatMap((place) => Object.keys(place)));
    expect([...fields].sort()).toEqual(["county", "kinds", "name", "officialName", "slug"]);
    const text = JSON.stringify(file);
    expect(text).not.toContain(".tsx");
    // A place's pages are named by their kinds, not listed.
    expect(file.pages).not.toContain("/witney");
    expect(file.pages).toContain("/problems");
    const witney = file.places.find((place) => place.name === "Witney");
    expect(witney).toEqual({
      name: "Witney",
      county: "Oxfordshire",
      kinds: ["town", "starlink", "ajax"],
    });
    // A slug only where the place lost its name's own slug to another place.
    const kept = file.places.filter((place) => place.slug !== undefined);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((place) => place.slug !== slugify(place.name))).toBe(true);
  });

  test.each([
    [null, "not an object"],
    [{ places: "x", reserved: [], pages: [] }, "places is not a list"],
    [{ places: [{ name: "Witney" }], reserved: [], pages: [] }, "places[0] is not a place"],
    [{ places: [], reserved: [1], pages: [] }, "reserved is not a list of names"],
    [{ places: [], reserved: [] }, "pages is not a list of addresses"],
  ])("a file not as the build writes it is refused, naming the field: %j", (value, message) => {
    expect(() => parsePlaceLookup(value)).toThrow(message);
  });
});
