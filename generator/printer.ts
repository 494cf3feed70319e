/**
 * A thread that prints and formats a small run's files (most runs after an
 * edit make a handful). It is started as soon as the load stage finds work,
 * and loads ts-morph and prettier (printer-thread.ts) while this thread
 * validates, resolves and composes; here they would load after compose, one
 * after the other. A large run prints here and formats in format.ts's pool,
 * and the printer is ended unused. The libraries' loading is the larger part
 * of a small run's emit and format, so overlapping it with the earlier stages
 * shortens the edit loop, though the threads share the cores meanwhile.
 */
import type { Emittable } from "./emit/emittable";
import type { OutputFile } from "./output";
import { isSmallRun, type FormatOptions } from "./format";
import type { Loaded } from "./load/stage";
import type { PrinterRequest } from "./printer-thread";
import { TYPESCRIPT_IMPORTS } from "../loader/typescript-imports";
import { askedThread } from "./thread";

export interface Printer {
  /** `items` printed, in order (emit.ts). */
  print(items: Emittable[]): Promise<OutputFile[]>;
  /** `files` formatted (format-batch.ts). */
  format(files: OutputFile[]): Promise<OutputFile[]>;
  end(): Promise<void>;
}

/**
 * The project's import hook (which lets Node load the generator's TypeScript in
 * a thread) and the thread's module. It answers as thread.ts asks.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
// Node's compile cache, which a thread does not inherit: ts-morph's compiled code from the last run.
require("node:module").enableCompileCache?.();
const ready = import(workerData.hook)
  .then(() => import(workerData.thread))
  .then(async (thread) => { await thread.warmUp(workerData.options); return thread; });
// A thread that fails to load fails the first request, with the reason.
ready.catch(() => {});
parentPort.on("message", (request) =>
  ready
    .then((thread) => thread.handle(request, workerData.options))
    .then(
      (value) => parentPort.postMessage({ value }),
      (error) => parentPort.postMessage({ failure: error?.stack ?? String(error) }),
    ),
);
`;

/**
 * The printer, started now; none on a Node that strips no types (Node 20, where
 * the generator runs on tsx in its main thread only), which could not load
 * the thread's TypeScript.
 */
export function startPrinter(
  options: FormatOptions,
  nodeStripsTypes = Boolean(process.features.typescript),
): Printer | undefined {
  if (!nodeStripsTypes) return undefined;
  const thread = askedThread<PrinterRequest, OutputFile[]>("the printer's thread", THREAD_SOURCE, {
    workerData: {
      hook: TYPESCRIPT_IMPORTS,
      thread: new URL("./printer-thread.ts", import.meta.url).href,
      options,
    },
  });
  return {
    print: (items) => thread.ask({ print: items }),
    format: (files) => thread.ask({ format: files }),
    end: thread.end,
  };
}

/**
 * Whether a run is sure, as load leaves it, to make more files than the
 * printer takes: then format.ts's pool formats them and a printer started
 * now would only be ended. A run with no record of this generator's makes
 * every file, at least a page of each of `kinds` for each place.
 */
export function surelyLarge({ record, version, input }: Loaded, kinds: number): boolean {
  if (record?.generator === version) return false;
  const places = Array.isArray(input.locations.value) ? input.locations.value.length : 0;
  return !isSmallRun(Math.max(places * kinds, Object.keys(record?.files ?? {}).length));
}
