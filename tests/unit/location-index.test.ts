import { describe, expect, test } from "vitest";
import {
  allowedEdits,
  assignSlugs,
  buildIndex,
  compareClaim,
  lookup,
  type IndexedPlace,
} from "../../model/location-index";

type Claim = Omit<IndexedPlace, "slug">;
const place = (name: string, county: string, extra: Partial<Claim> = {}): Claim => ({
  name,
  county,
  mainPostcode: "OX1",
  keyFeatureCount: 0,
  ...extra,
});

describe("who keeps a shared slug", () => {
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

describe("lookup order: own slug, compound, simple, partial, display-name fallback", () => {
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

describe("partial matches: whole words, the first ranked place", () => {
  const { places } = assignSlugs([
    place("Norton", "Gloucestershire"),
    place("Chipping Norton", "Oxfordshire", { population: 5719 }),
    place("Brize Norton", "Oxfordshire", { population: 2000 }),
    place("Hook Norton", "Oxfordshire", { officialName: "Hook Norton Parish" }),
    place("Ash", "Oxfordshire"),
  ]);
  const index = buildIndex(places);
  const slugOf = (given: string) => lookup(index, given)?.place.slug;

  test("a run of a name's words goes to the most populous place holding it", () => {
    expect(slugOf("chipping")).toBe("chipping-norton");
    expect(slugOf("norton-x")).toBe("norton");
    expect(slugOf("brize")).toBe("brize-norton");
    expect(slugOf("norton-parish")).toBe("hook-norton");
  });

  test("names within a longer slug: the first ranked of them, and none under 4 letters", () => {
    expect(slugOf("aerials-brize-norton-chipping-norton-today")).toBe("chipping-norton");
    expect(lookup(index, "ash-aerials")?.match).not.toBe("partial");
  });
});

describe("the last step: a conservative spelling correction", () => {
  const { places } = assignSlugs([
    place("Witney", "Oxfordshire", { population: 29103 }),
    place("Stow-on-the-Wold", "Gloucestershire"),
    place("Chipping Norton", "Oxfordshire", { population: 5719 }),
    place("Broadwell", "Oxfordshire", { mainPostcode: "GL7" }),
    place("Broadwell", "Gloucestershire", { mainPostcode: "GL56" }),
    place("Bradwell", "Oxfordshire"),
    place("Ablington", "Gloucestershire"),
    place("Arlington", "Gloucestershire"),
    place("Aston", "Oxfordshire"),
  ]);
  const index = buildIndex(places);
  const found = (given: string, avoid?: string[]) => {
    const match = lookup(index, given, { avoid });
    return match && `${match.place.slug} (${match.match})`;
  };

  test("edits allowed by the letters of the shorter name: 0 under 5, 1 from 5, 2 from 9", () => {
    expect([4, 5, 8, 9, 14].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });
  test.each([
    ["witny", "witney (spelling)"], // one letter dropped, 5 letters
    ["wintey", "witney (spelling)"], // two letters swapped: one edit
    ["witneyy", "witney (spelling)"],
    ["stowonthewold", "stow-on-the-wold (spelling)"], // hyphens do not count
    ["stow-on-the-wol", "stow-on-the-wold (spelling)"],
    ["chiping-nortn", "chipping-norton (spelling)"], // two edits, 14 letters
  ])("%s → %s", (given, want) => expect(found(given)).toBe(want));

  test.each([
    ["witn", "4 letters: too short for any edit"],
    ["wtny", "two edits from a 6-letter name"],
    ["chppng-nrtn", "three edits"],
    ["brodwell", "one edit from Broadwell and from Bradwell: a tie"],
    ["alington", "one edit from Ablington and from Arlington: a tie"],
    ["astn", "too short"],
    ["witn3y", "not town-like: a digit"],
  ])("%s is not corrected (%s)", (given) => expect(found(given)).toBeUndefined());

  test("two places of one name count as one: the one holding the name", () => {
    expect(found("broadwel")).toBe("broadwell (spelling)");
    expect(found("broadwel-oxfordshire")).toBe("broadwell-oxfordshire (spelling)");
  });
  test("a name to avoid (a section of the site) as near as the place means no guess", () => {
    expect(found("chipping-nortn", ["chipping-north"])).toBeUndefined();
    expect(found("chipping-nortn", ["chippings"])).toBe("chipping-norton (spelling)");
  });
});
