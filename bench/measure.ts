/** Timing a command, its peak memory, and the median of repeated runs. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";

const TIME = "/usr/bin/time";

export interface Measured {
  seconds: number;
  /** Peak resident memory of the command (its largest process), when /usr/bin/time exists. */
  peakMb: number | undefined;
  stdout: string;
  stderr: string;
  /** The one-minute load average as the command started. */
  load: number;
}

export interface Repeated {
  seconds: number;
  peakMb: number | undefined;
  /** The highest one-minute load average any run started under. */
  load: number;
  /** Every run, for what it printed. */
  runs: Measured[];
}

/** Progress goes to stderr, so stdout stays the Markdown document. */
export const progress = (line: string) => console.error(`bench: ${line}`);

/** The one-minute load average now, beside each heavy figure: others may share the machine. */
export const loadNow = () => os.loadavg()[0]!;

/** Runs a command in `cwd`, timing it and, through GNU time, reading its peak memory. */
export function measure(
  cwd: string,
  command: readonly string[],
  env: Record<string, string> = {},
): Measured {
  const load = loadNow();
  const useTime = existsSync(TIME);
  const [program, ...args] = useTime ? [TIME, "-v", ...command] : command;
  const started = performance.now();
  const result = spawnSync(program!, args, {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 * 2 ** 20,
    env: { ...process.env, ...env },
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(`${command.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  }
  const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1];
  return {
    seconds,
    peakMb: kb ? Number(kb) / 1024 : undefined,
    stdout: result.stdout,
    stderr: result.stderr,
    load,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `runs` times: `setup` (untimed), then `run` (timed); the medians of the runs. */
export async function repeat(
  label: string,
  runs: number,
  setup: () => Promise<void>,
  run: () => Measured,
): Promise<Repeated> {
  const results: Measured[] = [];
  for (let i = 1; i <= runs; i++) {
    await setup();
    const result = run();
    progress(
      `${label} ${i}/${runs}: ${result.seconds.toFixed(2)} s (load ${result.load.toFixed(2)})`,
    );
    results.push(result);
  }
  const peaks = results.map((result) => result.peakMb);
  return {
    seconds: median(results.map((result) => result.seconds)),
    peakMb: peaks.every((peak): peak is number => peak !== undefined) ? median(peaks) : undefined,
    load: Math.max(...results.map((result) => result.load)),
    runs: results,
  };
}

/** A positive whole number from the environment, or the fallback. */
export function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}
