import { describe, expect, test } from "vitest";
import { wordingFor } from "../../generator/resolve";
import { RESERVED_TOP_LEVEL, pagePath } from "../../generator/routes";

describe("rural wording (SPEC §2)", () => {
  const cases: [
    string,
    {
      nearby: number;
      businessType: "residential" | "mixed" | "commercial" | "rural";
      want: string;
    },
  ][] = [
    ["two nearby areas", { nearby: 2, businessType: "residential", want: "rural" }],
    ["three nearby areas", { nearby: 3, businessType: "residential", want: "standard" }],
    ["none", { nearby: 0, businessType: "commercial", want: "rural" }],
    ["rural type with many neighbours", { nearby: 8, businessType: "rural", want: "rural" }],
  ];
  test.each(cases)("%s", (_name, { nearby, businessType, want }) => {
    expect(
      wordingFor({ nearbyAreas: Array.from({ length: nearby }, (_, i) => `P${i}`), businessType }),
    ).toBe(want);
  });
});

describe("page addresses", () => {
  test.each([
    ["town", "witney", "/witney"],
    ["starlink", "witney", "/starlink-installation-witney"],
    ["ajax", "witney", "/ajax-security-installation-witney"],
  ] as const)("%s page of %s", (kind, slug, want) => expect(pagePath(kind, slug)).toBe(want));

  test("the fixed sections of SPEC §2 are reserved", () => {
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
      expect(RESERVED_TOP_LEVEL.has(name)).toBe(true);
    }
  });
});
