/**
 * Phases that run one at a time (the generator, the photo stage, the
 * bundler) in a child process rather than a worker thread: when a process
 * ends, all its memory goes back to the system, whereas a worker's native
 * allocations stay in the build's process (most of the bundler's peak stayed
 * resident through the pre-render). What they print reaches
 * the terminal unchanged; each answers with its peak memory, which the build
 * adds to its own.
 */
import { spawn } from "node:child_process";
import { TYPESCRIPT_IMPORTS } from "../loader/typescript-imports";
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
 * posts the answer with the process's peak. The compile cache costs a child
 * no memory that shows.
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
 * keep: lower peaks in the same time (docs/benchmarks.md).
 * `--expose-gc`: the generator collects its heap every so many files
 * (model/heap.ts). `npm run build` starts Node with the same flags
 * (package.json; tests/unit/child-flags.test.ts holds them together), so its
 * own heap, loading its modules, does not grow and stay grown through the pre-render.
 */
export const CHILD_V8_FLAGS = ["--max-semi-space-size=2", "--expose-gc"];

/**
 * The generator's: 8 MB semi-spaces. Its garbage is more than 2 MB let die
 * young, and collecting it took a large share of a run after an edit; the
 * larger young generation is quicker for little more memory. `npm run generate`
 * starts Node with these too.
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
