/**
 * What `npm run build` prints: one line per phase, `name  seconds s  detail`
 * (the benchmark parses it), a counter while a long phase runs on a terminal,
 * and the phase's name with the error when one fails.
 */
import { collectIfGrown } from "./collect-grown";

export const phaseLine = (name: string, seconds: number, detail: string) =>
  `${name.padEnd(12)}${seconds.toFixed(2).padStart(5)} s  ${detail}`;

/** Raised where the phase has already said what went wrong (the generator's report). */
export class ReportedFailure extends Error {}

export interface Progress {
  /** Shown on a terminal, at most every 100 ms; nothing when the output is a file or pipe. */
  show(text: string): void;
}

const PROGRESS_INTERVAL_MS = 100;

function progressOf(name: string): Progress & { clear(): void } {
  const tty = process.stdout.isTTY;
  let shownAt = 0;
  let shown = false;
  return {
    show(text) {
      if (!tty) return;
      const now = performance.now();
      if (now - shownAt < PROGRESS_INTERVAL_MS) return;
      shownAt = now;
      shown = true;
      process.stdout.write(`\r\x1b[K${name.padEnd(12)}      ${text}`);
    },
    clear() {
      if (shown) process.stdout.write("\r\x1b[K");
    },
  };
}

/**
 * Runs one phase and prints its line; `work` returns the line's detail and
 * its value. On failure prints the phase's name and the error, and exits 1.
 *
 * Each phase starts with this process's heap collected when the phase
 * before left garbage that counts (collect-grown.ts): V8 left the garbage of
 * the pre-render (its threads' answers) and of the site files uncollected
 * while the next phase added its own, and at scale the build's peak came
 * there, with a heap five times what it kept live.
 */
export async function phase<T>(
  name: string,
  work: (progress: Progress) => Promise<{ detail: string; value: T }>,
): Promise<T> {
  collectIfGrown();
  const started = performance.now();
  const progress = progressOf(name);
  try {
    const { detail, value } = await work(progress);
    progress.clear();
    console.log(phaseLine(name, (performance.now() - started) / 1000, detail));
    return value;
  } catch (error) {
    progress.clear();
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(
      error instanceof ReportedFailure ? `${name}: ${error.message}` : `${name}: ${text}`,
    );
    process.exit(1);
  }
}
