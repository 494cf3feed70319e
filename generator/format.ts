/**
 * One prettier pass over the files a run made, with the project's pinned
 * config. Formatting is the costliest step per file, so a large run is
 * shared among worker threads, one per core, in small batches; the result is
 * the same as a single pass (prettier is deterministic per file). Each batch
 * is formatted by format-batch.ts, in a worker or here. Prettier is loaded
 * only when there is something to format: a run that makes nothing never
 * loads it.
 */
import { availableParallelism } from "node:os";
import type { Options } from "prettier";
import type { OutputFile } from "./output";
import { formatBatch } from "./format-batch";
import { isDataModule, sliced } from "./format-slices";
import { digest } from "./made-from";
import { askedThread } from "./thread";

export type FormatOptions = Options;

/**
 * Files a worker is given at a time. Each batch goes back as soon as it is
 * formatted, so a worker holds one batch, not its whole share (which grows
 * with the places); and the main thread prints
 * the next modules while the workers format.
 */
const BATCH = 64;

// Plain JavaScript; the batch module it loads is TypeScript Node reads itself (format-batch.ts).
// It answers as thread.ts asks.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const loaded = import(${JSON.stringify(new URL("./format-batch.ts", import.meta.url).href)});
parentPort.on("message", (files) =>
  loaded
    .then(({ formatBatch }) => formatBatch(files, workerData.options))
    .then(
      (value) => parentPort.postMessage({ value }),
      (error) => parentPort.postMessage({ failure: error?.stack ?? String(error) }),
    ),
);
`;

/**
 * A worker's heap limit. Formatting one module needs little, but left
 * unlimited V8 lets a worker's heap grow far before it collects; much lower,
 * it collects all the time. A batch that does not fit is formatted in the
 * main thread instead, with no limit.
 */
const WORKER_HEAP_MB = 128;

/**
 * A worker's young generation. Prettier's garbage is short-lived: with V8's
 * default young generation each worker's heap stayed several times larger
 * than with this one, in the same time (docs/benchmarks.md).
 */
const WORKER_YOUNG_MB = 4;

/** One worker: `format` sends it a batch and resolves with the batch formatted. */
function formatWorker(options: FormatOptions, heapMb: number) {
  const thread = askedThread<OutputFile[], OutputFile[]>("a format worker", WORKER_SOURCE, {
    workerData: { options },
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
  });
  return { format: thread.ask, end: thread.end };
}

/** Files in batches of `size`, taken from `files` only as each batch is wanted. */
function* batches<T>(files: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const file of files) {
    batch.push(file);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Small runs are not worth a thread's start-up. */
const MIN_FILES_FOR_WORKERS = 400;

/** A run of `count` files is formatted in one thread, not shared among a pool. */
export const isSmallRun = (count: number): boolean => count < MIN_FILES_FOR_WORKERS;

const MAX_WORKERS = 4;

/**
 * Worker threads for a run of `count` files: one per core, up to
 * MAX_WORKERS, each with its own prettier. None for a small run; none on a
 * Node that strips no types either (Node 20, where the generator runs on
 * tsx in its main thread only): a worker loads format-batch.ts as Node
 * reads it, and there that stopped the run.
 */
export function formatWorkers(
  count: number,
  cores: number,
  nodeStripsTypes = Boolean(process.features.typescript),
): number {
  if (isSmallRun(count) || !nodeStripsTypes) return 0;
  return Math.min(cores, MAX_WORKERS);
}

/**
 * The formatted slices of the data modules, the last run's and this run's
 * (slice-cache.ts): a slice whose printed text the last run formatted is not
 * formatted again.
 */
export interface SliceMemo {
  /** The last run's formatted slices, by the hash of each one's printed text. */
  known(): Promise<ReadonlyMap<string, string>>;
  /** A data module formatted this run: each of its slices' hash and formatted text. */
  made(module: string, slices: [hash: string, formatted: string][]): void;
  /**
   * The slices of `module` read off its file as the last run formatted it, by
   * hash, for a module none of whose slices are known (a fresh clone has no
   * cache): none if the file is not as the last run left it.
   */
  onDisk(module: string, sliceChars: number): Promise<ReadonlyMap<string, string>>;
}

/** How a run is formatted, beyond its options. */
export interface FormatThreads {
  /** Each pool worker's heap limit. */
  workerHeapMb?: number;
  /** Formats a run too small for the pool: by default in this thread (the printer's is quicker to start). */
  small?: (files: OutputFile[]) => Promise<OutputFile[]>;
  /** The last run's formatted slices: given, every data module with a long list is formatted by slices. */
  slices?: SliceMemo;
}

/**
 * Each of `files` formatted, handed to `take` as its batch is done (in no
 * set order): the caller keeps what it needs (the build writes each file and
 * keeps its hash). `files` may be lazy (the emit stage prints each module as
 * it is taken), so a run never holds every module's text at once. `count`:
 * how many there are, to choose threads.
 */
export async function format(
  files: Iterable<OutputFile>,
  options: FormatOptions,
  count: number,
  take: (formatted: OutputFile) => Promise<void> | void,
  {
    workerHeapMb = WORKER_HEAP_MB,
    small = (batch) => formatBatch(batch, options),
    slices,
  }: FormatThreads = {},
): Promise<void> {
  if (count === 0) return;
  const workers = formatWorkers(count, availableParallelism());
  const each = async (batch: OutputFile[]) => {
    for (const file of batch) await take(file);
  };
  if (workers < 2) {
    const large: OutputFile[] = [];
    for (const batch of batches(setAside(files, large, slices), BATCH))
      await each(await small(batch));
    await each(await formatLarge(large, small, slices, { readOffDisk: true }));
    return;
  }
  const large: OutputFile[] = [];
  const pool = Array.from({ length: workers }, () => formatWorker(options, workerHeapMb));
  const queue = batches(setAside(files, large, slices), BATCH);
  // A batch formatted by the worker in `slot`; one past its heap limit is formatted here, and
  // the spent worker replaced.
  const inSlot = async (slot: number, batch: OutputFile[]) => {
    const { formatted, spent } = await formatInWorker(pool[slot]!, batch, options);
    if (spent) pool[slot] = formatWorker(options, workerHeapMb);
    return formatted;
  };
  try {
    // Each worker takes the next batch as it finishes one, and hands it on.
    await Promise.all(
      pool.map(async (_, slot) => {
        for (let taken = queue.next(); !taken.done; taken = queue.next())
          await each(await inSlot(slot, taken.value));
      }),
    );
    // The long data modules, in slices, by the first worker, warm; the others end first.
    await Promise.all(pool.slice(1).map((worker) => worker.end()));
    if (large.length > 0)
      await each(
        await formatLarge(large, (pieces) => inSlot(0, pieces), slices, { readOffDisk: false }),
      );
  } finally {
    await Promise.all(pool.map((worker) => worker.end()));
  }
}

/**
 * A data module's lists longer than this are cut into slices at most about
 * this long (format-slices.ts): prettier's memory grows with the text it is
 * given, and the slices are what the last run's formatted slices are matched by.
 */
const SLICE_CHARS = 16 * 1024;

/**
 * `large` formatted by `formatWith`, each long data module in slices, one
 * module at a time. With `memo`, only the slices the last run did not format.
 */
async function formatLarge(
  large: readonly OutputFile[],
  formatWith: (files: OutputFile[]) => Promise<OutputFile[]>,
  memo: SliceMemo | undefined,
  // A large run does not read slices off the files: the modules' values would be held through it.
  { readOffDisk }: { readOffDisk: boolean },
): Promise<OutputFile[]> {
  const formatted: OutputFile[] = [];
  const known = memo && large.length > 0 ? await memo.known() : new Map<string, string>();
  for (const file of large) {
    const slices = sliced(file, SLICE_CHARS);
    if (!slices) {
      formatted.push(...(await formatWith([file])));
      continue;
    }
    const hashes = slices.pieces.map((piece) => digest(piece.contents));
    // The rest of the module (its first piece) is short, and not read off the file.
    const unknown = hashes.slice(1).every((hash) => !known.has(hash));
    const seen = memo && unknown && readOffDisk ? await memo.onDisk(file.path, SLICE_CHARS) : known;
    const before = (i: number) => known.get(hashes[i]!) ?? seen.get(hashes[i]!);
    const missing = slices.pieces.filter((_, i) => before(i) === undefined);
    const fresh = missing.length > 0 ? await formatWith(missing) : [];
    let next = 0;
    const pieces = slices.pieces.map((piece, i) => {
      const kept = before(i);
      return kept === undefined ? fresh[next++]! : { path: piece.path, contents: kept };
    });
    memo?.made(
      file.path,
      pieces.map((piece, i) => [hashes[i]!, piece.contents]),
    );
    formatted.push(slices.assemble(pieces));
  }
  return formatted;
}

/**
 * A file this long (the manifest and the catalogue, at ten times the places)
 * is formatted after the others, in slices (format-slices.ts): prettier's
 * memory for a file grows with the file, and formatting one whole raised the
 * run's peak with the places.
 */
const LARGE_FILE = 256 * 1024;

/**
 * `files`, less those formatted in slices, which go to `large`: the large
 * ones and, with a memo of the last run's slices, every data module that has
 * a list long enough to be cut.
 */
function* setAside(
  files: Iterable<OutputFile>,
  large: OutputFile[],
  memo: SliceMemo | undefined,
): Generator<OutputFile> {
  for (const file of files) {
    const { length } = file.contents;
    if (length > LARGE_FILE || (memo && length > SLICE_CHARS && isDataModule(file)))
      large.push(file);
    else yield file;
  }
}

/**
 * `files` formatted by `worker`; past the worker's heap limit, here instead,
 * with no limit, and the worker is spent (it has ended).
 */
async function formatInWorker(
  worker: ReturnType<typeof formatWorker>,
  files: OutputFile[],
  options: FormatOptions,
): Promise<{ formatted: OutputFile[]; spent: boolean }> {
  try {
    return { formatted: await worker.format(files), spent: false };
  } catch (error) {
    if ((error as { code?: string }).code !== "ERR_WORKER_OUT_OF_MEMORY") throw error;
    return { formatted: await formatBatch(files, options), spent: true };
  }
}
