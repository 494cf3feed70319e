// A child process of the build (build/in-child.ts) keeps its compiled
// code in Node's compile cache, in Node's default folder unless the owner sets one.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { callInChild } from "../../build/in-child";

const folder = mkdtempSync(path.join(tmpdir(), "in-child-"));
const probe = path.join(folder, "probe.ts");
const saved = { cache: process.env.NODE_COMPILE_CACHE, tmp: process.env.TMPDIR };
beforeAll(() => {
  writeFileSync(
    probe,
    `import { getCompileCacheDir } from "node:module";\nexport const cacheDir = (): string | null => getCompileCacheDir() ?? null;\n`,
  );
  // The children inherit this environment: no cache set from outside, and Node's
  // default folder (in the system's temporary directory) inside this test's.
  delete process.env.NODE_COMPILE_CACHE;
  process.env.TMPDIR = folder;
});
afterAll(() => {
  if (saved.cache === undefined) delete process.env.NODE_COMPILE_CACHE;
  else process.env.NODE_COMPILE_CACHE = saved.cache;
  if (saved.tmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = saved.tmp;
  rmSync(folder, { recursive: true, force: true });
});

test("a child compiles into Node's default folder", async () => {
  const { value } = await callInChild<string | null>(pathToFileURL(probe), "cacheDir", []);
  expect(value?.startsWith(path.join(folder, "node-compile-cache"))).toBe(true);
});

test("a folder the owner sets wins", async () => {
  process.env.NODE_COMPILE_CACHE = path.join(folder, "chosen");
  try {
    const { value } = await callInChild<string | null>(pathToFileURL(probe), "cacheDir", []);
    expect(value?.startsWith(path.join(folder, "chosen"))).toBe(true);
  } finally {
    delete process.env.NODE_COMPILE_CACHE;
  }
});
