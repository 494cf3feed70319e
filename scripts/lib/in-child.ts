/**
 * Phases that run one at a time (the generator, the photo stage, the
 * bundler) in a child process rather than a worker thread: when a process
 * ends, all its memory goes back to the system, whereas a worker's native
 * allocations stay in the build's process (after the bundler's worker ended,
 * 330 MB of the 580 MB it peaked at stayed resident for the pre-render, and
 * the generator left more at ten times the places). What they print reaches
 * the terminal unchanged; each answers with its peak memory, which the build
 * adds to its own.
 */
import { spawn } from "node:child_process";
import { ReportedFailure } from "./build-log";

/** A child's answer: its function's value, or the message of an expected error, and its peak resident memory. */
interface Answer<T> {
  value?: T;
  problem?: string;
  failure?: string;
  peakMb: number;
}

/**
 * Run in the child: registers the hook that lets Node load the project's
 * TypeScript and turns on Node's compile cache (ts-imports.mjs: a child
 * started by `node -e` has neither), loads the module, calls the function and
 * posts the answer with the process's peak. Each child's peak was the same
 * with the compile cache as without, within the noise (the bundlers'
 * 416-432 MB either way).
 * CommonJS, as `-e` takes it: a flag making it a module would pass to the
 * generator's own eval'd workers through execArgv and break them.
 */
const CHILD = `
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
process.once("message", (w) => {
  import(w.typescript)
    .then(() => import(w.module))
    .then((exports) => exports[w.name](...w.args))
    .then(
      (value) => ({ value, peakMb: peakMb() }),
      (error) => error?.constructor?.name === w.expected
        ? { problem: error.message, peakMb: peakMb() }
        : { failure: error?.stack ?? String(error), peakMb: peakMb() },
    )
    .then((answer) => process.send(answer, () => process.disconnect()));
});`;

/**
 * Each child's young generation: 2 MB semi-spaces instead of V8's default,
 * which let the heap hold far more short-lived garbage than these phases
 * keep. Measured peaks, same time within the noise: the generator making
 * every file, 515 → 400 MB at today's size (medians of three runs); the
 * bundler at ten times the places, 686 → 580 MB (two runs each). The
 * generator at ten times moves too much from run to run to tell.
 * `--expose-gc`: the generator collects its heap every so many files
 * (model/heap.ts). `npm run build` starts Node with the same flags
 * (package.json; tests/unit/child-flags.test.ts holds them together).
 * Without the first, making every file at ten times the places peaked at
 * 638 MB, with it at 477 MB (the generator now takes 8 MB: below); and the
 * build's own process, loading its modules with tsx's cache empty (a fresh
 * clone), grew its heap to 93 MB, not 34, and kept it through the
 * pre-render: 562 MB against 518 MB.
 */
export const CHILD_V8_FLAGS = ["--max-semi-space-size=2", "--expose-gc"];

/**
 * The generator's: 8 MB semi-spaces. Its garbage is more than 2 MB let die
 * young (0.4 s of collection in a 2.2 s run after a one-town edit). Measured
 * against 2 MB, in one sitting: after a one-town edit 2.71 → 2.31 s (medians
 * of three alternated runs), 260 → 270 MB; making every file 10.2-11.0 →
 * 9.9-10.4 s, 381-386 → 393-411 MB; at ten times the places, every file 531
 * → 535 MB and after an edit 346-381 → 392-401 MB. `npm run generate` starts
 * Node with these too.
 */
export const GENERATOR_V8_FLAGS = ["--max-semi-space-size=8", "--expose-gc"];

/** A child ran out of heap: V8 aborted it, and the build says so in one line. */
export class ChildOutOfMemory extends ReportedFailure {
  constructor(what: string) {
    super(
      `ran out of memory in ${what}(): give Node a larger heap (NODE_OPTIONS=--max-old-space-size=MB, within the machine's free memory) and build again`,
    );
  }
}

/** How V8 starts its report when a heap is full; from there on, the child's stderr is not passed on. */
const V8_OUT_OF_MEMORY = /FATAL ERROR: .*heap limit|JavaScript heap out of memory/;

let togetherPeakMb = 0;
/**
 * The most memory this process and one child of it held at once, in MB: a
 * child's peak and this process's resident memory as that child ended (the
 * build's first render thread loads in it while the children run).
 */
export const peakWithChildrenMb = () => togetherPeakMb;

export interface ChildOptions {
  /** The class of error that reports a problem of the input: it comes back as its message. */
  expected?: string;
}

/** The hook that lets Node load the project's TypeScript, which a child or worker registers first. */
export const TYPESCRIPT_IMPORTS = new URL("./ts-imports.mjs", import.meta.url).href;

/** A child process's: a child's, and Node's flags for it (CHILD_V8_FLAGS unless given). */
interface ProcessOptions extends ChildOptions {
  v8Flags?: readonly string[];
}

/**
 * Calls `name`(...args) exported by the TypeScript module `module` in a child
 * process. A thrown error comes back as its message and whether it was of
 * the class named `expected`, whose instances report a problem of the input.
 */
export function callInChild<T>(
  module: URL,
  name: string,
  args: unknown[],
  { expected, v8Flags = CHILD_V8_FLAGS }: ProcessOptions = {},
): Promise<{ value?: T; problem?: string }> {
  return new Promise((resolve, reject) => {
    let answer: Answer<T> | undefined;
    // After the code, the function's name: what process.argv[1] holds (Vike reads it).
    const child = spawn(process.execPath, [...v8Flags, "-e", CHILD, name], {
      stdio: ["ignore", "inherit", "pipe", "ipc"],
    });
    // Passed on as it comes, but for V8's report of a full heap (a stack trace and a
    // dump): ChildOutOfMemory says it in one line.
    let outOfMemory = false;
    child.stderr?.on("data", (chunk: Buffer) => {
      outOfMemory ||= V8_OUT_OF_MEMORY.test(chunk.toString());
      if (!outOfMemory) process.stderr.write(chunk);
    });
    child.on("message", (message: Answer<T>) => (answer = message));
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (!answer && outOfMemory) {
        reject(new ChildOutOfMemory(name));
        return;
      }
      if (!answer) {
        reject(new Error(`${name}() ended without an answer (${signal ?? `exit code ${code}`})`));
        return;
      }
      const ownMb = Math.round(process.memoryUsage().rss / 2 ** 20);
      togetherPeakMb = Math.max(togetherPeakMb, answer.peakMb + ownMb);
      if (answer.failure !== undefined) reject(new Error(answer.failure));
      else resolve({ value: answer.value, problem: answer.problem });
    });
    child.send({ typescript: TYPESCRIPT_IMPORTS, module: module.href, name, args, expected });
  });
}
