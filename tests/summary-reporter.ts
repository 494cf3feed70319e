/**
 * Ends the test output with plain lines any CI can read: passed and failed
 * tests by kind (the folder under tests/, or the file for the site tests),
 * then "tests: N passed, N failed".
 */
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/** tests/unit/hash.test.ts → "unit"; tests/site/visitor.test.ts → "site/visitor". */
function kindOf(moduleId: string): string {
  const [folder, ...rest] = path.relative("tests", moduleId).split(path.sep);
  return folder === "site" ? `site/${rest.join("/").replace(/\.test\.ts$/, "")}` : folder!;
}

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const totals = { passed: 0, failed: 0, skipped: 0 };
    const byKind = new Map<string, { passed: number; failed: number }>();
    for (const module of testModules) {
      const kind = kindOf(module.moduleId);
      const counts = byKind.get(kind) ?? { passed: 0, failed: 0 };
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") {
          totals.passed++;
          counts.passed++;
        } else if (state === "failed") {
          totals.failed++;
          counts.failed++;
        } else totals.skipped++;
      }
      byKind.set(kind, counts);
    }
    console.log("\ntests by kind:");
    for (const [kind, counts] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(
        `  ${kind.padEnd(22)} ${counts.passed} passed${counts.failed ? `, ${counts.failed} failed` : ""}`,
      );
    }
    console.log(
      `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
    );
  }
}
