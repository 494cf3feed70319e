import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { withSection } from "../../bench/doc-section";

const page = readFileSync("docs/benchmarks.md", "utf8");

describe("the sections of docs/benchmarks.md the bench writes", () => {
  test("a section's text is replaced and the hand-written text around it kept", () => {
    const written = withSection(page, "scale", "## Build at scale\n\nNew figures.\n");
    expect(written).toContain(
      "<!-- bench:scale -->\n\n## Build at scale\n\nNew figures.\n\n<!-- /bench:scale -->",
    );
    expect(written).not.toContain("| 10x ");
    const [before] = page.split("<!-- bench:scale -->");
    const [, after] = page.split("<!-- /bench:scale -->");
    expect(written.startsWith(`${before}<!-- bench:scale -->`)).toBe(true);
    expect(written.endsWith(`<!-- /bench:scale -->${after}`)).toBe(true);
  });

  test("writing a section's own text again leaves the page as it is", () => {
    for (const name of ["report", "scale", "edits"] as const) {
      const body = page.split(`<!-- bench:${name} -->`)[1]!.split(`<!-- /bench:${name} -->`)[0]!;
      expect(withSection(page, name, body)).toBe(page);
    }
  });

  test("a page without the section's markers is refused, naming them", () => {
    expect(() => withSection("# Benchmarks\n", "report", "x")).toThrow(
      "<!-- bench:report --> and <!-- /bench:report -->",
    );
  });
});
