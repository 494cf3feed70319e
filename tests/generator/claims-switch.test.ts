/**
 * The switches of data/business.yaml, end to end through the generator:
 * with every claim off, no generated page says one; switched on, they appear.
 */
import { describe, expect, test } from "vitest";
import { CLAIM_SWITCHES, typedClaim, type ClaimSwitch } from "../../model/claims";
import { generateFixture } from "./fixture";

const BUSINESS = "data/business.yaml";

/** The fixture's business file with its claim fields (and any switches given) replaced. */
function withClaims(claims: string, switches: Partial<Record<ClaimSwitch, boolean>> = {}) {
  return (texts: Record<string, string | undefined>) => {
    const before = texts[BUSINESS]!;
    let after = before.replace(/^vat:[\s\S]*?^accreditations: \[\]\n/m, claims);
    for (const [name, on] of Object.entries(switches)) {
      const switched = after.replace(new RegExp(`^${name}: true$`, "m"), `${name}: ${on}`);
      if (switched === after) throw new Error(`test setup: ${name} was not found`);
      after = switched;
    }
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

const ALL_SWITCHES_OFF = Object.fromEntries(CLAIM_SWITCHES.map((name) => [name, false]));

const generatedText = async (
  claims: string,
  switches: Partial<Record<ClaimSwitch, boolean>> = {},
) =>
  (await generateFixture(withClaims(claims, switches))).files
    .filter(
      (file) =>
        file.path.startsWith("site/generated/") && file.path !== "site/generated/business.ts",
    )
    .map((file) => file.contents)
    .join("\n");

/** Every page title the generated modules give, as written there. */
const titlesIn = (text: string): string[] =>
  [...text.matchAll(/^\s*title: "(.*)",$/gm)].map((match) => match[1]!);

/** The lines of the generated pages that state `claim` (typedClaim's name for it). */
const linesSaying = (text: string, claim?: string): string[] =>
  text.split("\n").flatMap((line) => {
    const found = typedClaim(line);
    return found && (claim === undefined || found.claim === claim)
      ? [`${found.claim}: ${line.trim().slice(0, 120)}`]
      : [];
  });

describe("claims follow the switches in business.yaml", () => {
  test("all off: no generated page states one, and no title carries the call-out suffix", async () => {
    const text = await generatedText(OFF, ALL_SWITCHES_OFF);
    expect(linesSaying(text)).toEqual([]);
    expect(text).not.toMatch(/\{\{|\}\}/);
    const titles = titlesIn(text);
    expect(titles.length).toBeGreaterThan(20);
    expect(titles.filter((title) => /No Call/.test(title))).toEqual([]);
  });

  // Each switch alone: its own words go, the others' stay, so one switch turns off one claim.
  test.each([
    ["freeQuotes", "free quotes"],
    ["noCallOutCharge", "no call-out charge"],
    ["sameDayService", "same-day service"],
  ] as const)("%s off: no page says %s", async (name, claim) => {
    const text = await generatedText(ON, { [name]: false });
    expect(linesSaying(text, claim)).toEqual([]);
    expect(text).not.toMatch(/\{\{|\}\}/);
    const others = ["free quotes", "no call-out charge", "same-day service"].filter(
      (other) => other !== claim,
    );
    for (const other of others) expect(linesSaying(text, other).length).toBeGreaterThan(0);
    if (name === "noCallOutCharge")
      expect(titlesIn(text).filter((title) => /No Call/.test(title))).toEqual([]);
  });

  test("all on: each is said, in the owner's terms", async () => {
    const text = await generatedText(ON);
    expect(text).toContain("There is no VAT to add");
    expect(text).toContain("7-year guarantee");
    expect(text).toContain("£5,000,000 public liability insurance");
    expect(text).toContain("National Security Inspectorate (NSI)");
    expect(text).toContain("Professional service guaranteed.");
    for (const claim of ["free quotes", "no call-out charge", "same-day service"])
      expect(linesSaying(text, claim).length, claim).toBeGreaterThan(0);
    expect(titlesIn(text).some((title) => title.endsWith(" | No Call Out Charge"))).toBe(true);
  });
});
