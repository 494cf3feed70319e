/**
 * One prettier pass over every emitted file, with the project's pinned
 * config. Formatting is most of the generator's time, so the files are
 * shared among worker threads, one per core; the result is the same as a
 * single pass (prettier is deterministic per file).
 *
 * A generated module ends with a stamp: a hash of what was formatted (the
 * emitted text, prettier's version and options) and of the result. When the
 * file on disk carries the stamp of the same input and its text still hashes
 * to the stamped result, it is kept as it is, unformatted again: a run with
 * nothing changed formats nothing, on a fresh clone too, since the stamp is in
 * the committed file; a hand-edited file fails its hash and is remade.
 */
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import * as prettier from "prettier";
import type { OutputFile } from "./emit/emit";

export type FormatOptions = prettier.Options;

/** The project's .prettierrc.json, read once by the CLI and passed in, so this stage stays pure. */
export async function loadFormatOptions(root: string): Promise<FormatOptions> {
  return (await prettier.resolveConfig(`${root}/generator/cli.ts`, { editorconfig: false })) ?? {};
}

// Plain JavaScript, so the worker needs no TypeScript loader.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
import("prettier").then(async (prettier) => {
  const out = [];
  for (const file of workerData.files) {
    out.push({ path: file.path, contents: await prettier.format(file.contents, { ...workerData.options, filepath: file.path }) });
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

/** Bump when this stage's output changes for the same input, so every stamp goes stale. */
const FORMAT_VERSION = 1;

const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/** JSON has no comments: schema files are formatted every time (there are few). */
const stamped = (path: string) => /\.tsx?$/.test(path);

const stampLine = (input: string, output: string) =>
  `// Formatted from input ${input} to output ${output}; both hashes are checked before reuse.\n`;

const STAMP = /\n\/\/ Formatted from input ([0-9a-f]{16}) to output ([0-9a-f]{16});[^\n]*\n$/;

/** The file on disk, when it is exactly what formatting `input` made before. */
function reusable(previous: string | undefined, input: string): string | undefined {
  const stamp = previous === undefined ? null : STAMP.exec(previous);
  if (!previous || !stamp || stamp[1] !== input) return undefined;
  const body = previous.slice(0, stamp.index + 1);
  return hash(body) === stamp[2] ? previous : undefined;
}

export async function format(
  files: OutputFile[],
  options: FormatOptions,
  previous: ReadonlyMap<string, string> = new Map(),
): Promise<OutputFile[]> {
  const settings = `${FORMAT_VERSION}|${prettier.version}|${JSON.stringify(options)}`;
  const inputs = new Map(
    files
      .filter((file) => stamped(file.path))
      .map((file) => [file.path, hash(`${settings}|${file.path}|${file.contents}`)]),
  );
  const kept = new Map<string, string>();
  for (const [path, input] of inputs) {
    const same = reusable(previous.get(path), input);
    if (same !== undefined) kept.set(path, same);
  }
  const formatted = await formatAll(
    files.filter((file) => !kept.has(file.path)),
    options,
  );
  const made = new Map(
    formatted.map((file) => {
      const input = inputs.get(file.path);
      const contents =
        input === undefined ? file.contents : file.contents + stampLine(input, hash(file.contents));
      return [file.path, contents];
    }),
  );
  return files.map((file) => ({
    path: file.path,
    contents: kept.get(file.path) ?? made.get(file.path)!,
  }));
}

async function formatAll(files: OutputFile[], options: FormatOptions): Promise<OutputFile[]> {
  const workers = Math.min(availableParallelism(), Math.floor(files.length / MIN_FILES_PER_WORKER));
  if (workers < 2) {
    return Promise.all(
      files.map(async (file) => ({
        path: file.path,
        contents: await prettier.format(file.contents, { ...options, filepath: file.path }),
      })),
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
