/**
 * Claims (VAT, guarantee, insurance, accreditations, rating, free quotes, no
 * call-out charge, same-day service) come only from
 * data/business.yaml. The generator refuses them typed into data/ and
 * templates/; this searches the text of the hand-written pages, components,
 * islands and server pages: every string literal and JSX text, comments aside.
 */
import fg from "fast-glob";
import { Node, Project } from "ts-morph";
import { describe, expect, test } from "vitest";
import { typedClaim } from "../../model/claims";

/** The text a source file shows to visitors: its string literals and JSX text. */
function shownTexts(file: string): { line: number; text: string }[] {
  const project = new Project({ useInMemoryFileSystem: false, skipAddingFilesFromTsConfig: true });
  const source = project.addSourceFileAtPath(file);
  const texts: { line: number; text: string }[] = [];
  source.forEachDescendant((node) => {
    if (
      Node.isStringLiteral(node) ||
      Node.isNoSubstitutionTemplateLiteral(node) ||
      Node.isTemplateHead(node) ||
      Node.isTemplateMiddle(node) ||
      Node.isTemplateTail(node) ||
      Node.isJsxText(node)
    ) {
      // Import paths and attribute names are not shown.
      if (Node.isImportDeclaration(node.getParent() ?? node)) return;
      const text = node.getText();
      // A page's address, such as "/guarantee", is not something the page says.
      if (/^["'`]\/[a-z0-9/-]*["'`]$/.test(text)) return;
      texts.push({ line: node.getStartLineNumber(), text });
    }
  });
  return texts;
}

const SOURCES = fg.sync(["site/**/*.{ts,tsx}"], {
  ignore: ["site/generated/**"],
});

describe("no hand-written page states a claim", () => {
  test("the search covers the site's pages and components", () => {
    expect(SOURCES.length).toBeGreaterThan(50);
    expect(SOURCES).toContain("site/pages/contact/+Page.tsx");
  });

  test("every shown string is free of typed claims", () => {
    const found = SOURCES.flatMap((file) =>
      shownTexts(file).flatMap(({ line, text }) => {
        const claim = typedClaim(text);
        return claim ? [`${file}:${line}: ${claim.claim} (${claim.matched})`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  test("the search would catch one", () => {
    expect(typedClaim("We do not charge VAT.")?.claim).toBe("VAT");
    expect(typedClaim("Installations come with our 5-year guarantee.")?.claim).toBe("a guarantee");
    expect(typedClaim("We are fully insured.")?.claim).toBe("insurance cover");
    expect(typedClaim("NSI Gold approved")?.claim).toBe("an accreditation");
    expect(typedClaim("Customers rate us 4.9 out of 5")?.claim).toBe("a rating");
    expect(typedClaim("Our work carries {{guarantee}}: see [what it covers](/guarantee).")).toBe(
      undefined,
    );
    expect(typedClaim("IP65-rated, private and elevated")).toBe(undefined);
    expect(typedClaim("Get a free quote")?.claim).toBe("free quotes");
    expect(typedClaim("Quotes are free.")?.claim).toBe("free quotes");
    expect(typedClaim("priced after a free survey")?.claim).toBe("free quotes");
    expect(typedClaim("There is no call-out charge.")?.claim).toBe("no call-out charge");
    expect(typedClaim("Aerials | No Call Out Charge")?.claim).toBe("no call-out charge");
    expect(typedClaim("Same-day visits for emergencies")?.claim).toBe("same-day service");
    expect(typedClaim("we aim to come the same day")?.claim).toBe("same-day service");
  });

  test("a switched claim is said only inside its own switch, nested blocks included", () => {
    expect(typedClaim("Call us{{#if noCallOutCharge}}; there is no call-out charge{{/if}}.")).toBe(
      undefined,
    );
    expect(
      typedClaim(
        "{{#if sameDayService}}We come the same day{{#if noCallOutCharge}}, with no call-out charge{{/if}}, for emergencies.{{else}}{{aerialLeadTime}}.{{/if}}",
      ),
    ).toBe(undefined);
    // The wrong switch, or the other branch, does not cover it.
    expect(typedClaim("{{#if freeQuotes}}There is no call-out charge.{{/if}}")?.claim).toBe(
      "no call-out charge",
    );
    expect(
      typedClaim("{{#if sameDayService}}Soon.{{else}}We come the same day.{{/if}}")?.claim,
    ).toBe("same-day service");
    // business.yaml's own text may be allowed a switch.
    expect(typedClaim("the same day for emergencies", ["sameDayService"])).toBe(undefined);
  });
});
