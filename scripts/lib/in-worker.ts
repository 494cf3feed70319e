/**
 * Work run in a worker thread of the build's process: the pre-render's
 * threads (their memory counted in the build's own, and a heap limit that
 * ends the thread, not the build) and the dev server's photo stage (its image
 * library). What they print reaches the terminal unchanged. The build's
 * one-at-a-time phases run in child processes instead (in-child.ts).
 */
import { Worker } from "node:worker_threads";
import type { ChildOptions } from "./in-child";
import type { PhotoBuild } from "./photo-build";
import type { ShardJob, ShardResult } from "./prerender-shard";

/** Room for the photo stage's image library. */
const WORKER_HEAP_MB = 4096;

/** A worker reached its heap limit: the worker ends, the build's process does not. */
export class OutOfMemory extends Error {
  constructor(readonly heapMb: number) {
    super(`ran out of its ${heapMb} MB heap`);
  }
}

/**
 * Runs `script` (CommonJS, given `workerData`) in a worker; resolves to what
 * it posts, once the worker has ended and its output has been passed on.
 */
function inWorker<T>(
  script: string,
  workerData: unknown,
  heapMb = WORKER_HEAP_MB,
  youngMb?: number,
): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    let result: T | undefined;
    const worker = new Worker(script, {
      eval: true,
      workerData,
      resourceLimits: {
        maxOldGenerationSizeMb: heapMb,
        ...(youngMb !== undefined && { maxYoungGenerationSizeMb: youngMb }),
      },
    });
    worker.once("message", (value: T) => (result = value));
    worker.once("error", (error: Error & { code?: string }) =>
      reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new OutOfMemory(heapMb) : error),
    );
    worker.once("exit", () => resolve(result));
  });
}

/**
 * As a child process's (in-child.ts); in a render thread tsx's hooks ran on
 * every import Vike makes per page (0.4 s of a 5.6 s pre-render).
 */
interface WorkerOptions extends ChildOptions {
  heapMb?: number;
  /** Its young generation, where V8's default is larger than short-lived garbage needs. */
  youngMb?: number;
}

/**
 * Calls `name`(...args) exported by the TypeScript module `module` in a
 * worker; a worker thread does not inherit tsx's loader, so it registers it.
 * A thrown error comes back as its message and whether it was of the class
 * named `expected`, whose instances report a problem of the input.
 */
async function callInWorker<T>(
  module: URL,
  name: string,
  args: unknown[],
  { expected, heapMb, youngMb, typescriptAfterLoad = true }: WorkerOptions = {},
): Promise<{ value?: T; problem?: string }> {
  const answer = await inWorker<{ value?: T; problem?: string; failure?: string }>(
    `const { parentPort, workerData: w } = require("node:worker_threads");
import("tsx/esm/api")
  .then(async ({ register }) => {
    const unregister = register();
    const exports = await import(w.module);
    if (!w.typescriptAfterLoad) await unregister();
    return exports;
  })
  .then((exports) => exports[w.name](...w.args))
  .then(
    (value) => parentPort.postMessage({ value }),
    (error) => parentPort.postMessage(
      error?.constructor?.name === w.expected ? { problem: error.message } : { failure: error?.stack ?? String(error) },
    ),
  );`,
    { module: module.href, name, args, expected, typescriptAfterLoad },
    heapMb,
    youngMb,
  );
  if (!answer) throw new Error(`${name}() ended without an answer`);
  if (answer.failure !== undefined) throw new Error(answer.failure);
  return answer;
}

/**
 * The photo stage in `root` (photo-build.ts), whose image library stays out
 * of the main thread (29 MB): what it did, or the message of a PhotoSourceError.
 */
export function buildPhotosInWorker(
  root: string,
): Promise<{ value?: PhotoBuild & { photos: number }; problem?: string }> {
  return callInWorker<PhotoBuild & { photos: number }>(
    new URL("./photo-build.ts", import.meta.url),
    "buildSitePhotos",
    [root],
    { expected: "PhotoSourceError" },
  );
}

/**
 * A render thread's young generation. A page's garbage (its React elements
 * and HTML) is short-lived; V8's default young generation kept each thread's
 * heap near 230 MB with about 100 MB live. Measured at ten times the places:
 * the build's process through the pre-render, 804 MB → 550 MB; its time the
 * same within the noise (at today's size too). Under `npm run build`, whose
 * process starts with 2 MB semi-spaces (in-child.ts), V8 gives the threads
 * those instead: 4 MB, in the same time (three alternated builds at 1x).
 */
const RENDER_YOUNG_MB = 8;

/**
 * One share of the pre-render (prerender-shard.ts) in a worker whose heap
 * is limited to `heapMb`: past it, the worker ends and this rejects with
 * OutOfMemory.
 */
export async function renderShardInWorker(job: ShardJob, heapMb: number): Promise<ShardResult> {
  const { value } = await callInWorker<ShardResult>(
    new URL("./prerender-shard.ts", import.meta.url),
    "renderShard",
    [job],
    // The shard's own modules are TypeScript; what it imports next (Vike, the bundle, page modules
    // through page-loader.ts) is not.
    { heapMb, youngMb: RENDER_YOUNG_MB, typescriptAfterLoad: false },
  );
  if (!value) throw new Error("the pre-render thread ended without an answer");
  return value;
}
