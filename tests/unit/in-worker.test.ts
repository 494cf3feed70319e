// The harness of the build's worker threads (scripts/lib/in-worker.ts): a
// worker loads its module at once and is called later, as the pre-render's
// first thread is while the build generates and bundles; before its call it
// answers what it is asked, as that thread transforms the page modules.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, expect, test } from "vitest";
import { TYPESCRIPT_IMPORTS } from "../../scripts/lib/in-child";
import { OutOfMemory, startWorker } from "../../scripts/lib/in-worker";

const folder = mkdtempSync(path.join(tmpdir(), "in-worker-"));
const probe = pathToFileURL(path.join(folder, "probe.ts"));
writeFileSync(
  probe,
  `let prepared = 0;
export class ProbeProblem extends Error {}
export function prepare(): void { prepared += 1; }
export function answer(n: number): { n: number; prepared: number } { return { n, prepared }; }
export function problem(): never { throw new ProbeProblem("the input is wrong"); }
export function fail(): never { throw new Error("a bug"); }
export function fill(): number[][] { const kept: number[][] = []; for (;;) kept.push(new Array(1e5).fill(1)); }
let asked = 0;
export function tally(n: number): number { asked += n; return asked; }
`,
);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

test("a worker prepares as it starts and answers the call given later", async () => {
  const worker = startWorker<{ n: number; prepared: number }>(probe, "answer", {
    prepare: "prepare",
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await worker.call([7])).toEqual({ value: { n: 7, prepared: 1 } });
});

test("an error of the expected class comes back as a problem, any other fails the call", async () => {
  const expected = startWorker(probe, "problem", { expected: "ProbeProblem" });
  expect(await expected.call([])).toEqual({ problem: "the input is wrong" });
  await expect(startWorker(probe, "fail").call([])).rejects.toThrow("a bug");
});

test("a worker past its heap limit fails its call with OutOfMemory", async () => {
  const call = startWorker(probe, "fill", { heapMb: 32 }).call([]);
  await expect(call).rejects.toBeInstanceOf(OutOfMemory);
  await expect(call).rejects.toThrow("ran out of its 32 MB heap");
});

test("a module that fails to load fails the call", async () => {
  const missing = pathToFileURL(path.join(folder, "missing.ts"));
  await expect(startWorker(missing, "answer").call([])).rejects.toThrow(/missing\.ts/);
});

test("a worker answers what it is asked, in its own state, and then its call", async () => {
  const worker = startWorker<{ n: number; prepared: number }>(probe, "answer", {
    prepare: "prepare",
  });
  expect(await worker.ask("tally", [2])).toBe(2);
  expect(await worker.ask("tally", [3])).toBe(5);
  await expect(worker.ask("fail", [])).rejects.toThrow("a bug");
  expect(await worker.call([7])).toEqual({ value: { n: 7, prepared: 1 } });
});

test("a process that asked a worker and never called it still ends", () => {
  // As a build whose bundler fails after the first render thread was asked its share.
  const main = path.join(folder, "asks-only.ts");
  writeFileSync(
    main,
    `import { startWorker } from ${JSON.stringify(pathToFileURL(path.resolve("scripts/lib/in-worker.ts")).href)};
const worker = startWorker(new URL(${JSON.stringify(probe.href)}), "answer");
console.log("asked", await worker.ask("tally", [4]));
`,
  );
  const run = spawnSync(process.execPath, ["--import", TYPESCRIPT_IMPORTS, main], {
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(run.stderr).toBe("");
  expect(run.stdout).toBe("asked 4\n");
  expect(run.status).toBe(0);
});
