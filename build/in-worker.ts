/**
 * Work run in a worker thread of the build's process: the pre-render's
 * threads (their memory counted in the build's own, and a heap limit that
 * ends the thread, not the build) and the dev server's photo stage (its image
 * library). What they print reaches the terminal unchanged. The build's
 * one-at-a-time phases run in child processes instead (in-child.ts).
 */
import { Worker } from "node:worker_threads";
import { TYPESCRIPT_IMPORTS } from "../loader/typescript-imports";
import type { ChildOptions } from "./in-child";
import type { PhotoBuild } from "./photo-build";
import type { ShardJob, ShardResult } from "./prerender-shard";

/** Room for the photo stage's image library. */
const WORKER_HEAP_MB = 4096;

/** A worker reached its heap limit: the worker ends, the build's process does not. */
export class OutOfMemory extends Error {
  readonly heapMb: number;
  constructor(heapMb: number) {
    super(`ran out of its ${heapMb} MB heap`);
    this.heapMb = heapMb;
  }
}

/** As a child process's (in-child.ts), with the worker's heap. */
interface WorkerOptions extends ChildOptions {
  heapMb?: number;
  /** Its young generation, where V8's default is larger than short-lived garbage needs. */
  youngMb?: number;
  /** An export of the module run as soon as it has loaded, before the call comes. */
  prepare?: string;
}

/** A worker that has started loading its module; `call` gives it the arguments. */
interface StartedWorker<T> {
  /**
   * Runs the module's export `name` with `args` once the module has loaded,
   * before the call: work the call will need, started as soon as what it
   * needs is ready. It answers nothing; its failure is the call's to meet.
   */
  ahead(name: string, args: unknown[]): void;
  /** What the function answered, once the worker has ended and its output has been passed on. */
  call(args: unknown[]): Promise<{ value?: T; problem?: string }>;
}

/**
 * Run in the worker, CommonJS as `eval` takes it: a worker thread does not
 * inherit the hook that lets Node load the project's TypeScript
 * (ts-imports.mjs), so it registers it, loads the module and runs its
 * `prepare` export at once, then runs what it is sent ahead until the
 * arguments of the call come (an array), and ends with the call. A thrown error
 * comes back as its message and whether it was of the class named
 * `expected`, whose instances report a problem of the input.
 */
const HARNESS = `const { parentPort, workerData: w } = require("node:worker_threads");
const loaded = import(w.typescript).then(async () => {
  const exports = await import(w.module);
  if (w.prepare) await exports[w.prepare]();
  return exports;
});
// A module that fails to load fails the call, when it comes.
loaded.catch(() => {});
const call = (args) =>
  loaded
    .then((exports) => exports[w.name](...args))
    .then(
      (value) => parentPort.postMessage({ value }),
      (error) => parentPort.postMessage(
        error?.constructor?.name === w.expected ? { problem: error.message } : { failure: error?.stack ?? String(error) },
      ),
    );
const onMessage = (message) => {
  if (!Array.isArray(message)) {
    loaded.then((exports) => exports[message.name](...message.args)).catch(() => {});
    return;
  }
  parentPort.off("message", onMessage);
  call(message);
};
parentPort.on("message", onMessage);`;

/**
 * Starts a worker that loads the TypeScript module `module` now and calls
 * its export `name` when given the arguments: the loading overlaps whatever
 * the caller does meanwhile. Past its heap limit the worker ends and the
 * call rejects with OutOfMemory.
 */
export function startWorker<T>(
  module: URL,
  name: string,
  { expected, heapMb = WORKER_HEAP_MB, youngMb, prepare }: WorkerOptions = {},
): StartedWorker<T> {
  const worker = new Worker(HARNESS, {
    eval: true,
    workerData: { typescript: TYPESCRIPT_IMPORTS, module: module.href, name, expected, prepare },
    resourceLimits: {
      maxOldGenerationSizeMb: heapMb,
      ...(youngMb !== undefined && { maxYoungGenerationSizeMb: youngMb }),
    },
  });
  // Waiting for its call, it does not hold the process open: a build that stops first just ends.
  worker.unref();
  let answer: { value?: T; problem?: string; failure?: string } | undefined;
  worker.once("message", (value: typeof answer) => (answer = value));
  const ended = new Promise<void>((resolve, reject) => {
    worker.once("error", (error: Error & { code?: string }) =>
      reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new OutOfMemory(heapMb) : error),
    );
    worker.once("exit", () => resolve());
  });
  // Its failure is the call's, reported there.
  ended.catch(() => {});
  return {
    ahead(aheadName, args) {
      worker.postMessage({ name: aheadName, args });
    },
    async call(args) {
      worker.ref();
      worker.postMessage(args);
      await ended;
      if (!answer) throw new Error(`${name}() ended without an answer`);
      if (answer.failure !== undefined) throw new Error(answer.failure);
      return answer;
    },
  };
}

/**
 * The photo stage in `root` (photo-build.ts), whose image library stays out
 * of the main thread: what it did, or the message of a PhotoSourceError.
 */
export function buildPhotosInWorker(
  root: string,
): Promise<{ value?: PhotoBuild & { photos: number }; problem?: string }> {
  return startWorker<PhotoBuild & { photos: number }>(
    new URL("./photo-build.ts", import.meta.url),
    "buildSitePhotos",
    { expected: "PhotoSourceError" },
  ).call([root]);
}

/**
 * A render thread's young generation. A page's garbage (its React elements
 * and HTML) is short-lived; V8's default young generation let each thread's
 * heap grow to twice what it kept live, for no time saved. Under `npm run build`,
 * whose process starts with 2 MB semi-spaces (in-child.ts), V8 gives the threads
 * those instead, in the same time.
 */
const RENDER_YOUNG_MB = 8;

/** A render thread (prerender-shard.ts), loading what every page needs until its job comes. */
export interface RenderThread {
  /**
   * Loads the built site in `root` (the server entry and its pages'
   * addresses) before the job comes: once the bundles and the data modules
   * are ready, while the build works out which pages to render.
   */
  loadSite(root: string): void;
  /** Renders the runs it claims: past the thread's heap limit it ends, and this rejects with OutOfMemory. */
  render(job: ShardJob): Promise<ShardResult>;
}

/**
 * Starts a render thread whose heap is limited to `heapMb`. It loads
 * React and Vike's server runtime at once, so that a thread started while
 * the build generates and bundles has only the built site left to load
 * when its job comes.
 */
export function startRenderThread(heapMb: number): RenderThread {
  const thread = startWorker<ShardResult>(
    new URL("./prerender-shard.ts", import.meta.url),
    "renderShard",
    { heapMb, youngMb: RENDER_YOUNG_MB, prepare: "loadRuntime" },
  );
  return {
    loadSite(root) {
      thread.ahead("loadSite", [root]);
    },
    async render(job) {
      const { value } = await thread.call([job]);
      if (!value) throw new Error("the pre-render thread ended without an answer");
      return value;
    },
  };
}
