import { describe, expect, test } from "vitest";
import { wordingFor } from "../../generator/resolve/places";
import { pagePath } from "../../model/routes";
import { manifest } from "../../site/generated/manifest";

describe("rural wording, from the place's own type and size", () => {
  type Given = Parameters<typeof wordingFor>[0];
  const cases: [string, { given: Given; want: string }][] = [
    ["a hamlet", { given: { type: "hamlet", businessType: "rural" }, want: "rural" }],
    [
      "a village with no recorded population",
      { given: { type: "village", businessType: "residential" }, want: "rural" },
    ],
    [
      "a village of 1,500",
      { given: { type: "village", businessType: "residential", population: 1500 }, want: "rural" },
    ],
    [
      "a village of 6,000",
      {
        given: { type: "village", businessType: "residential", population: 6000 },
        want: "standard",
      },
    ],
    [
      "a large village marked rural",
      { given: { type: "village", businessType: "rural", population: 6000 }, want: "rural" },
    ],
    [
      "a small town marked rural",
      { given: { type: "town", businessType: "rural", population: 1200 }, want: "standard" },
    ],
    [
      "a town of 40,000",
      { given: { type: "town", businessType: "mixed", population: 40000 }, want: "standard" },
    ],
    ["a city", { given: { type: "city", businessType: "mixed" }, want: "standard" }],
  ];
  test.each(cases)("%s", (_name, { given, want }) => expect(wordingFor(given)).toBe(want));
});

describe("page addresses", () => {
  test.each([
    ["town", "witney", "/witney"],
    ["starlink", "witney", "/starlink-installation-witney"],
    ["ajax", "witney", "/ajax-security-installation-witney"],
  ] as const)("%s page of %s", (kind, slug, want) => expect(pagePath(kind, slug)).toBe(want));

  test("the site's fixed sections are reserved, as the generator derived them", () => {
    for (const name of [
      "blog",
      "areas",
      "contact",
      "postcode",
      "problems",
      "sitemap",
      "gl7-lechlade",
      "home",
    ]) {
      expect(manifest.reserved, name).toContain(name);
    }
  });
});
