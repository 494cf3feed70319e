/**
 * A generated module read again in one process (the dev server generates
 * again after each save) is its text now, not the module imported before.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { importAsIs } from "../../generator/load/generated";

const dir = await mkdtemp(path.join(os.tmpdir(), "import-as-is-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

test("a module rewritten is imported as it is now", async () => {
  const file = path.join(dir, "values.ts");
  const first = "export const values: number[] = [1, 2];\n";
  await writeFile(file, first);
  expect((await importAsIs(file, first)).values).toEqual([1, 2]);
  const second = "export const values: number[] = [1, 2, 3];\n";
  await writeFile(file, second);
  expect((await importAsIs(file, second)).values).toEqual([1, 2, 3]);
});
