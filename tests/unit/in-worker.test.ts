// The harness of the build's worker threads (build/in-worker.ts): a
// worker loads its module at once and is called later, as the pre-render's
// first thread is while the build generates and bundles.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, expect, test } from "vitest";
import { OutOfMemory, startWorker } from "../../build/in-worker";

const folder = mkdtempSync(path.join(tmpdir(), "in-worker-"));
const probe = pathToFileURL(path.join(folder, "probe.ts"));
writeFileSync(
  probe,
  `let prepared = 0;
export class ProbeProblem extends Error {}
export function prepare(): void { prepared += 1; }
export function answer(n: number): { n: number; prepared: number } { return { n, prepared }; }
export function addAhead(n: number): void { prepared += n; }
export function failAhead(): never { throw new Error("failed ahead"); }
export function problem(): never { throw new ProbeProblem("the input is wrong"); }
export function fail(): never { throw new Error("a bug"); }
export function fill(): number[][] { const kept: number[][] = []; for (;;) kept.push(new Array(1e5).fill(1)); }
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

test("what is sent ahead runs before the call, and a failure there leaves the call to answer", async () => {
  const worker = startWorker<{ n: number; prepared: number }>(probe, "answer", {
    prepare: "prepare",
  });
  worker.ahead("failAhead", []);
  worker.ahead("addAhead", [10]);
  expect(await worker.call([7])).toEqual({ value: { n: 7, prepared: 11 } });
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
