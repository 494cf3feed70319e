/**
 * End to end: no page reads a generated module its recorded inputs do not
 * name. The fixture site is built; then every data module is wrapped so that
 * a read of it, while a page renders, is noted (read-probe.ts), every page is
 * rendered again in a child process, and what each page read is held against
 * what the build recorded it reads (build/page-inputs.ts). A page that read
 * more would be kept stale by the incremental build after an edit of that
 * module. The family lists (routes-*.ts) are left unwatched: routing reads
 * them for every page of the family, and what they answer for a page, its own
 * module, is in its key already.
 */
import { execFile } from "node:child_process";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { main as generate } from "../../generator/cli";
import { GENERATED_DIR } from "../../generator/output";
import type { PrerenderRecord } from "../../build/prerender-keys";
import { ROUTE_FAMILIES, routesModule } from "../../model/routes";
import { bundleAndPrerender, fixtureSite } from "../fixture-prerender";
import { watchedModule } from "./read-probe";

const SCRATCH = path.resolve("tests/.tmp/e2e-page-reads");

let recorded: PrerenderRecord;
let actual: Record<string, string[]>;

beforeAll(async () => {
  await fixtureSite(SCRATCH);
  vi.spyOn(console, "log").mockImplementation(() => {});
  expect(await generate(["--root", SCRATCH, "--quiet"])).toBe(0);
  vi.restoreAllMocks();
  await bundleAndPrerender(SCRATCH);
  recorded = (
    JSON.parse(await readFile(path.join(SCRATCH, ".cache/prerender.json"), "utf8")) as {
      pages: PrerenderRecord;
    }
  ).pages;
  const routing = new Set(ROUTE_FAMILIES.map((family) => `${routesModule(family)}.ts`));
  const generatedDir = path.join(SCRATCH, GENERATED_DIR);
  for (const entry of await readdir(generatedDir, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts") || routing.has(entry.name)) continue;
    const file = path.join(generatedDir, entry.name);
    await writeFile(file, watchedModule(await readFile(file, "utf8"), entry.name));
  }
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "./loader/ts-imports.mjs", "tests/e2e/read-probe.ts", SCRATCH],
    { maxBuffer: 64 * 2 ** 20, env: { ...process.env, NODE_ENV: "production" } },
  );
  actual = JSON.parse(stdout) as Record<string, string[]>;
}, 600_000);

describe("what a page reads", () => {
  test("the watch sees reads: every page reads the business, the areas page the places", () => {
    expect(Object.keys(actual).length).toBe(Object.keys(recorded).length);
    for (const reads of Object.values(actual)) expect(reads).toContain("business.ts");
    expect(actual["/areas"]).toContain("catalogue-places.ts");
  });

  test("every generated module a page reads is among the inputs recorded for it", () => {
    const unnamed = Object.entries(actual).flatMap(([url, reads]) =>
      reads
        .filter((read) => !recorded[url]?.reads.includes(read))
        .map((read) => `${url} reads ${read}`),
    );
    expect(unnamed).toEqual([]);
  });
});
