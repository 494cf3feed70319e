// The build's compile cache reaches what it starts: a child process inherits
// it through NODE_COMPILE_CACHE (scripts/lib/compile-cache.ts).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";

const folder = mkdtempSync(path.join(tmpdir(), "compile-cache-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

test("a process that imports it compiles into the cache, and so does its child", () => {
  const script = `
    await import(${JSON.stringify(path.resolve("scripts/lib/compile-cache.ts"))});
    const { execFileSync } = await import("node:child_process");
    const child = "console.log(require('node:module').getCompileCacheDir() ?? 'none')";
    console.log(execFileSync(process.execPath, ["-e", child], { encoding: "utf8" }).trim());`;
  const { NODE_COMPILE_CACHE: _, ...env } = process.env;
  const printed = execFileSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    {
      encoding: "utf8",
      // Node's default folder is in the system's temporary directory: this test's, here.
      env: { ...env, TMPDIR: folder },
    },
  ).trim();
  // The child's cache is the parent's folder (Node adds one per version inside it).
  expect(printed.startsWith(path.join(folder, "node-compile-cache"))).toBe(true);
  expect(readdirSync(folder).length).toBeGreaterThan(0);
});
