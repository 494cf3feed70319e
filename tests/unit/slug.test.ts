import { describe, expect, test } from "vitest";
import { compoundSlug, displayNameFromSlug, nameVariants, slugify } from "../../model/slug";

describe("slugify (lowercase, spaces to hyphens, other symbols removed)", () => {
  const cases: [string, { given: string; want: string }][] = [
    ["plain", { given: "Witney", want: "witney" }],
    ["spaces", { given: "Chipping Norton", want: "chipping-norton" }],
    ["hyphens kept", { given: "Stow-on-the-Wold", want: "stow-on-the-wold" }],
    ["apostrophe removed", { given: "St John's", want: "st-johns" }],
    ["full stop removed", { given: "St. Briavels", want: "st-briavels" }],
    ["accents folded", { given: "Montréal", want: "montreal" }],
    ["repeated separators collapse", { given: "  Great   Rollright - ", want: "great-rollright" }],
  ];
  test.each(cases)("%s", (_name, { given, want }) => expect(slugify(given)).toBe(want));

  test("compound form is name-county", () => {
    expect(compoundSlug("Broadwell", "Oxfordshire")).toBe("broadwell-oxfordshire");
  });
});

describe("displayNameFromSlug", () => {
  const cases: [string, { given: string; want: string }][] = [
    ["capitalised words", { given: "chipping-norton", want: "Chipping Norton" }],
    ["'on the' lowercased", { given: "stow-on-the-wold", want: "Stow on the Wold" }],
    ["'under' lowercased", { given: "ascott-under-wychwood", want: "Ascott under Wychwood" }],
    ["'in' lowercased", { given: "moreton-in-marsh", want: "Moreton in Marsh" }],
    ["St becomes Saint", { given: "st-briavels", want: "Saint Briavels" }],
    ["a leading 'in' stays capitalised", { given: "in-the-vale", want: "In the Vale" }],
  ];
  test.each(cases)("%s", (_name, { given, want }) => expect(displayNameFromSlug(given)).toBe(want));
});

describe("nameVariants", () => {
  test("hyphen and space swaps", () => {
    expect(nameVariants("Stow on the Wold")).toContain("Stow-on-the-Wold");
  });
  test("St and Saint swaps", () => {
    expect(nameVariants("Saint Briavels")).toContain("St Briavels");
  });
  test.each(["Great", "Little", "Upper", "Lower", "North", "South", "East", "West"])(
    "drops the prefix %s",
    (prefix) => {
      expect(nameVariants(`${prefix} Rissington`)).toContain("Rissington");
    },
  );
  test("a lone prefix word is not dropped to nothing", () => {
    expect(nameVariants("North")).not.toContain("");
  });
});
