import { describe, expect, test } from "vitest";
import { bundlesKept, phaseLines, phaseOf, prerenderCounts } from "../../bench/build-lines";
import { phaseLine } from "../../build/build-log";

// What a build prints, each phase line made as the build makes it.
const output = [
  "> aerial-site@0.1.0 build",
  phaseLine("generate", 0.42, "1619 pages, 1 file made, 2 files written"),
  phaseLine("bundle", 0.08, "kept from the last build with the server app"),
  `\x1b[32m${phaseLine("prerender", 0.21, "1648 HTML files: 1 rendered in 1 thread, 1647 kept")}\x1b[0m`,
  phaseLine("site files", 12.5, "sitemap.xml (1639 pages), robots.txt"),
  "build: 1648 pages, 30 files written in 1.98 s, peak memory 227 MB",
].join("\n");

describe("reading the build's output", () => {
  test("each phase line: its name, seconds and detail, colours or not", () => {
    expect(phaseLines(output).map((line) => [line.name, line.seconds])).toEqual([
      ["generate", 0.42],
      ["bundle", 0.08],
      ["prerender", 0.21],
      ["site files", 12.5],
    ]);
    expect(phaseOf(output, "site files").detail).toBe("sitemap.xml (1639 pages), robots.txt");
  });

  test("a phase the build did not print is an error naming the phases it did", () => {
    expect(() => phaseOf(output, "render")).toThrow(
      'no "render" phase line (phases printed: generate, bundle, prerender, site files)',
    );
    expect(() => phaseOf("build: failed", "generate")).toThrow("phases printed: none");
  });

  test("the pre-render's counts, by their words", () => {
    expect(prerenderCounts(phaseOf(output, "prerender").detail)).toEqual({
      html: 1648,
      rendered: 1,
      kept: 1647,
      removed: 0,
    });
    expect(
      prerenderCounts("1650 HTML files: 40 rendered in 2 threads, 1610 kept, 3 removed"),
    ).toEqual({
      html: 1650,
      rendered: 40,
      kept: 1610,
      removed: 3,
    });
    // Worded otherwise: kept, unsaid, is what was not rendered.
    expect(prerenderCounts("1 HTML file: 1 rendered")).toEqual({
      html: 1,
      rendered: 1,
      kept: 0,
      removed: 0,
    });
  });

  test("a pre-render line without its counts is an error quoting it", () => {
    expect(() => prerenderCounts("1648 pages written")).toThrow(
      '"N HTML files: R rendered …, K kept": "1648 pages written"',
    );
  });

  test("whether the bundles were kept", () => {
    expect(bundlesKept(phaseOf(output, "bundle").detail)).toBe(true);
    expect(bundlesKept("client and server bundles, 216 files; server app, 3 files")).toBe(false);
  });
});
