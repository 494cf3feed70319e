/**
 * The switches of data/business.yaml, end to end through the generator:
 * with every claim off, no generated page says one; switched on, they appear.
 */
import { describe, expect, test } from "vitest";
import { typedClaim } from "../../model/claims";
import { generateFixture } from "./fixture";

const BUSINESS = "data/business.yaml";

/** The fixture's business file with its claim fields replaced. */
function withClaims(claims: string) {
  return (texts: Record<string, string | undefined>) => {
    const before = texts[BUSINESS]!;
    const after = before.replace(/^vat:[\s\S]*?^accreditations: \[\]\n/m, claims);
    if (after === before) throw new Error("test setup: the claim fields were not found");
    texts[BUSINESS] = after;
  };
}

const OFF = "vat: null\nguarantee: null\ninsurance: null\naccreditations: []\n";
const ON = `vat: not-registered
guarantee: { years: 7, covers: [Workmanship], excludes: [], howToClaim: Call us. }
insurance: { cover: 5000000 }
accreditations: [{ name: National Security Inspectorate, short: NSI }]
`;

const generatedText = async (claims: string) =>
  (await generateFixture(withClaims(claims))).files
    .filter(
      (file) =>
        file.path.startsWith("site/generated/") && file.path !== "site/generated/business.ts",
    )
    .map((file) => file.contents)
    .join("\n");

describe("claims follow the switches in business.yaml", () => {
  test("all off: no generated page states one", async () => {
    const text = await generatedText(OFF);
    const found = text.split("\n").flatMap((line) => {
      const claim = typedClaim(line);
      return claim ? [`${claim.claim}: ${line.trim().slice(0, 120)}`] : [];
    });
    expect(found).toEqual([]);
  });

  test("all on: each is said, in the owner's terms", async () => {
    const text = await generatedText(ON);
    expect(text).toContain("There is no VAT to add");
    expect(text).toContain("7-year guarantee");
    expect(text).toContain("£5,000,000 public liability insurance");
    expect(text).toContain("National Security Inspectorate (NSI)");
    expect(text).toContain("Professional service guaranteed.");
  });
});
