import { describe, expect, test } from "vitest";
import {
  assignSlugs,
  buildIndex,
  compareClaim,
  lookup,
  type IndexedPlace,
} from "../../generator/location-index";

type Claim = Omit<IndexedPlace, "slug">;
const place = (name: string, county: string, extra: Partial<Claim> = {}): Claim => ({
  name,
  county,
  mainPostcode: "OX1",
  keyFeatureCount: 0,
  ...extra,
});

describe("who keeps a shared slug (SPEC §4)", () => {
  const cases: [string, { a: Claim; b: Claim; winner: "a" | "b" }][] = [
    [
      "higher population wins",
      {
        a: place("Lyneham", "Oxfordshire", { population: 100 }),
        b: place("Lyneham", "Wiltshire", { population: 5000 }),
        winner: "b",
      },
    ],
    [
      "a known population beats none",
      { a: place("X", "Berkshire", { population: 1 }), b: place("X", "Oxfordshire"), winner: "a" },
    ],
    [
      "then Oxfordshire, Gloucestershire or Wiltshire over Berkshire",
      { a: place("X", "Berkshire"), b: place("X", "Wiltshire"), winner: "b" },
    ],
    [
      "then more keyFeatures",
      {
        a: place("X", "Oxfordshire", { keyFeatureCount: 2 }),
        b: place("X", "Gloucestershire", { keyFeatureCount: 3 }),
        winner: "b",
      },
    ],
    [
      "then county name alphabetically",
      {
        a: place("Broadwell", "Oxfordshire"),
        b: place("Broadwell", "Gloucestershire"),
        winner: "b",
      },
    ],
    [
      "last, postcode district in number order",
      {
        a: place("Milton", "Oxfordshire", { mainPostcode: "OX15" }),
        b: place("Milton", "Oxfordshire", { mainPostcode: "OX14" }),
        winner: "b",
      },
    ],
    [
      "district numbers compare as numbers",
      {
        a: place("Upton", "Oxfordshire", { mainPostcode: "OX11" }),
        b: place("Upton", "Oxfordshire", { mainPostcode: "OX9" }),
        winner: "b",
      },
    ],
  ];
  test.each(cases)("%s", (_name, { a, b, winner }) => {
    expect(compareClaim(a, b) < 0 ? "a" : "b").toBe(winner);
    expect(compareClaim(b, a) < 0 ? "b" : "a").toBe(winner);
  });
});

describe("assignSlugs: every place one unique address", () => {
  const places = [
    place("Broadwell", "Oxfordshire", { mainPostcode: "GL7" }),
    place("Broadwell", "Gloucestershire", { mainPostcode: "GL56" }),
    place("Milton", "Oxfordshire", { mainPostcode: "OX14" }),
    place("Milton", "Oxfordshire", { mainPostcode: "OX15" }),
    place("Witney", "Oxfordshire", { mainPostcode: "OX28" }),
  ];
  const { places: slugged, collisions } = assignSlugs(places);

  test("winner takes the simple slug, a loser the compound one, a same-county loser adds its district", () => {
    expect(slugged.map((p) => p.slug)).toEqual([
      "broadwell-oxfordshire",
      "broadwell",
      "milton",
      "milton-oxfordshire-ox15",
      "witney",
    ]);
  });
  test("one collision per shared name, winner first", () => {
    expect(collisions.map((c) => [c.slug, c.winner.slug, c.others.map((o) => o.slug)])).toEqual([
      ["broadwell", "broadwell", ["broadwell-oxfordshire"]],
      ["milton", "milton", ["milton-oxfordshire-ox15"]],
    ]);
  });
  test("the result does not depend on input order", () => {
    const reversed = assignSlugs([...places].reverse())
      .places.map((p) => p.slug)
      .reverse();
    expect(reversed).toEqual(slugged.map((p) => p.slug));
  });
});

describe("lookup order (SPEC §2): own slug, compound, simple, partial, display-name fallback", () => {
  const { places } = assignSlugs([
    place("Broadwell", "Oxfordshire", { mainPostcode: "GL7" }),
    place("Broadwell", "Gloucestershire", { mainPostcode: "GL56" }),
    place("Abingdon", "Oxfordshire", { officialName: "Abingdon-on-Thames", population: 38676 }),
    place("Stow-on-the-Wold", "Gloucestershire"),
    place("Great Rissington", "Gloucestershire"),
    place("St Briavels", "Gloucestershire"),
    place("Chipping Norton", "Oxfordshire", { population: 5719 }),
    place("Norton", "Gloucestershire"),
  ]);
  const index = buildIndex(places);
  const cases: [string, { given: string; want?: string; match?: string }][] = [
    ["own slug", { given: "broadwell-oxfordshire", want: "Broadwell/Oxfordshire", match: "exact" }],
    [
      "compound slug of the winner",
      { given: "broadwell-gloucestershire", want: "Broadwell/Gloucestershire", match: "compound" },
    ],
    [
      "official name",
      { given: "abingdon-on-thames", want: "Abingdon/Oxfordshire", match: "simple" },
    ],
    [
      "any case and symbols",
      { given: "Stow-On-The-Wold!", want: "Stow-on-the-Wold/Gloucestershire", match: "exact" },
    ],
    [
      "partial: the slug inside a longer one",
      { given: "rissington", want: "Great Rissington/Gloucestershire", match: "partial" },
    ],
    [
      "partial: a longer slug around a place",
      {
        given: "witney-chipping-norton-aerials",
        want: "Chipping Norton/Oxfordshire",
        match: "partial",
      },
    ],
    [
      "fallback: St to Saint and back",
      { given: "saint-briavels", want: "St Briavels/Gloucestershire", match: "fallback" },
    ],
    [
      "fallback: spaces and hyphens",
      { given: "stow-on-the-wold-", want: "Stow-on-the-Wold/Gloucestershire", match: "exact" },
    ],
    ["no match", { given: "atlantis" }],
    ["empty", { given: "---" }],
  ];
  test.each(cases)("%s", (_name, { given, want, match }) => {
    const found = lookup(index, given);
    expect(found && `${found.place.name}/${found.place.county}`).toBe(want);
    expect(found?.match).toBe(match);
  });
});
