import { describe, expect, test } from "vitest";
import { renderEditReport, renderedAsChanged, timeTarget } from "../../bench/edit-report";
import type { BuildReading, EditFigures, EditTablesFigures } from "../../bench/edit-table";

const cold: BuildReading = {
  seconds: 10,
  cpuSeconds: 15,
  peakMb: 300,
  othersCores: 0.05,
  generateSeconds: 0.4,
  html: 1000,
  rendered: 1000,
  bundlesKept: false,
};

function edited(name: string, seconds: number, rendered: number, changed: number): EditFigures {
  return {
    ...cold,
    name,
    file: "data/locations.yaml",
    seconds,
    rendered,
    bundlesKept: true,
    changes: {
      pages: { changed, added: name.includes("added") ? 1 : 0, removed: 0 },
      others: { changed: 1, added: 0, removed: 0 },
    },
  };
}

const quick = edited("a town's write-up", 1, 1, 1);
const everything = edited("a key feature", 11, 1000, 3);
const added = edited("a village added", 1.2, 31, 30);
const price = edited("one price", 9, 200, 200);

describe("the edit table's targets", () => {
  test("rendered as changed: the pages that changed, give or take those naming the edit", () => {
    expect(renderedAsChanged(quick)).toBe(true);
    expect(renderedAsChanged(added)).toBe(true);
    expect(renderedAsChanged(everything)).toBe(false);
  });

  test("an edit of few pages within 0.15× the cold build, of many within the cold build", () => {
    expect(timeTarget(quick, cold)).toBe(0.15);
    expect(timeTarget(price, cold)).toBe(1);
  });

  test("the table marks each missed target, at each scale", async () => {
    const figures: EditTablesFigures = {
      commit: "abc1234",
      date: "2026-12-07",
      tables: [1, 10].map((factor) => ({
        factor,
        places: 438 * factor,
        cold,
        edits: [quick, everything, added, price],
      })),
    };
    const report = await renderEditReport(figures, "docs/benchmarks.md");
    const row = (name: string) => report.split("\n").find((line) => line.startsWith(`| ${name}`))!;
    expect(report).toContain("Commit abc1234, 2026-12-07; 1x 438 places, 1000 pages; 10x 4380");
    expect(row("cold build")).toMatch(
      /^\| cold build +\| 10\.00 +\| 15\.00 +\| 0\.40 +\| 1000 \/ 1000 /,
    );
    expect(row("a town's write-up")).not.toContain("✗");
    expect(row("a key feature").match(/✗/g)).toHaveLength(4);
    expect(row("a key feature")).toMatch(/ 11\.00 \(1\.10×\) ✗ +\| 15\.00 \(1\.00×\) +\| /);
    expect(row("a village added")).toContain("31 / 31 (+1 −0)");
    expect(row("one price")).not.toContain("✗");
  });
});
