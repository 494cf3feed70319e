/**
 * One prettier pass over the files a run made, with the project's pinned
 * config. Formatting is the costliest step per file, so a large batch is
 * shared among worker threads, one per core; the result is the same as a
 * single pass (prettier is deterministic per file). TypeScript is parsed by
 * oxc (@prettier/plugin-oxc), which prints the same text from a faster parse:
 * a third less time per page. Prettier is loaded only when there is something
 * to format: a run that makes nothing never loads it.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Options } from "prettier";
import type { OutputFile } from "./emit/output";

export type FormatOptions = Options;

/**
 * The project's .prettierrc.json, read once by the CLI and passed in, so this
 * stage stays pure. It is plain JSON (no overrides), read as such: loading
 * prettier to resolve it would cost a run that formats nothing its start-up.
 */
export async function loadFormatOptions(root: string): Promise<FormatOptions> {
  try {
    return JSON.parse(await readFile(path.join(root, ".prettierrc.json"), "utf8")) as FormatOptions;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
}

/** The oxc parser for TypeScript modules; other files (JSON) keep prettier's own. */
const OXC_TS = /\.tsx?$/.source;

// Plain JavaScript, so the worker needs no TypeScript loader.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
Promise.all([import("prettier"), import("@prettier/plugin-oxc")]).then(async ([prettier, oxc]) => {
  const out = [];
  for (const file of workerData.files) {
    const parser = new RegExp(${JSON.stringify(OXC_TS)}).test(file.path) ? { plugins: [oxc], parser: "oxc-ts" } : {};
    out.push({ path: file.path, contents: await prettier.format(file.contents, { ...workerData.options, filepath: file.path, ...parser }) });
  }
  parentPort.postMessage(out);
}, (error) => { throw error; });
`;

function formatInWorker(files: OutputFile[], options: FormatOptions): Promise<OutputFile[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { files, options } });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

/** Small batches are not worth a thread's start-up. */
const MIN_FILES_PER_WORKER = 200;

export async function format(files: OutputFile[], options: FormatOptions): Promise<OutputFile[]> {
  if (files.length === 0) return [];
  const workers = Math.min(availableParallelism(), Math.floor(files.length / MIN_FILES_PER_WORKER));
  if (workers < 2) {
    const [prettier, oxc] = await Promise.all([import("prettier"), import("@prettier/plugin-oxc")]);
    return Promise.all(
      files.map(async (file) => {
        const parser = new RegExp(OXC_TS).test(file.path)
          ? { plugins: [oxc], parser: "oxc-ts" }
          : {};
        const contents = await prettier.format(file.contents, {
          ...options,
          filepath: file.path,
          ...parser,
        });
        return { path: file.path, contents };
      }),
    );
  }
  const chunks = Array.from({ length: workers }, (_, i) =>
    files.filter((_, j) => j % workers === i),
  );
  const formatted = await Promise.all(chunks.map((chunk) => formatInWorker(chunk, options)));
  // Back in the original order.
  const byPath = new Map(formatted.flat().map((file) => [file.path, file]));
  return files.map((file) => byPath.get(file.path)!);
}
