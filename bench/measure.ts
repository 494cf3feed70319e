/** Timing a command, its peak memory, and the median of repeated runs. */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";

const TIME = "/usr/bin/time";

export interface Measured {
  seconds: number;
  /** Peak resident memory of the command (its largest process), when /usr/bin/time exists. */
  peakMb: number | undefined;
  stdout: string;
  stderr: string;
  /**
   * CPU seconds (user and system) of the command and its children, from GNU
   * time: less moved than the wall time by others sharing the machine.
   */
  cpuSeconds: number | undefined;
  /** The one-minute load average as the command started. */
  load: number;
  /**
   * Cores that other processes kept busy on average while it ran: the
   * machine's busy CPU time less the command's own, over the wall time.
   * Above a few tenths, someone else's work slowed the figure.
   */
  othersCores: number | undefined;
}

export interface Repeated {
  seconds: number;
  peakMb: number | undefined;
  /** The median CPU seconds of the runs. */
  cpuSeconds: number | undefined;
  /** The highest one-minute load average any run started under. */
  load: number;
  /** The most cores other processes used during any run. */
  othersCores: number | undefined;
  /** Every run, for what it printed. */
  runs: Measured[];
}

/** Progress goes to stderr, so stdout stays the Markdown document. */
export const progress = (line: string) => console.error(`bench: ${line}`);

/** The one-minute load average now, beside each heavy figure: others may share the machine. */
export const loadNow = () => os.loadavg()[0]!;

/** Seconds of CPU time the whole machine has spent busy (all cores), from /proc/stat. */
function machineBusySeconds(): number | undefined {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
    // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
    const ticks = fields.slice(1, 9).map(Number);
    const busy = ticks.reduce((sum, value, i) => (i === 3 || i === 4 ? sum : sum + value), 0);
    return busy / 100; // USER_HZ
  } catch {
    return undefined;
  }
}

const timeField = (report: string, name: string) =>
  Number(new RegExp(`${name} \\(seconds\\): ([\\d.]+)`).exec(report)?.[1] ?? NaN);

/** "load 1.20, others used 0.35 cores", for progress lines. */
export const busyNote = (run: Measured) =>
  `load ${run.load.toFixed(2)}, others used ${run.othersCores?.toFixed(2) ?? "n/a"} cores`;

export function medianCpu(runs: readonly Measured[]): number | undefined {
  const values = runs.map((run) => run.cpuSeconds);
  return values.every((value): value is number => value !== undefined) ? median(values) : undefined;
}

export function mostOthers(runs: readonly Measured[]): number | undefined {
  const values = runs.map((run) => run.othersCores);
  return values.every((value): value is number => value !== undefined)
    ? Math.max(...values)
    : undefined;
}

/** Runs a command in `cwd`, timing it and, through GNU time, reading its peak memory. */
export function measure(
  cwd: string,
  command: readonly string[],
  env: Record<string, string> = {},
): Measured {
  const load = loadNow();
  const busyBefore = machineBusySeconds();
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
  const busyAfter = machineBusySeconds();
  const ownCpu = timeField(result.stderr, "User time") + timeField(result.stderr, "System time");
  const othersCores =
    busyBefore === undefined || busyAfter === undefined || Number.isNaN(ownCpu)
      ? undefined
      : Math.max(0, busyAfter - busyBefore - ownCpu) / seconds;
  const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1];
  return {
    seconds,
    peakMb: kb ? Number(kb) / 1024 : undefined,
    stdout: result.stdout,
    stderr: result.stderr,
    cpuSeconds: Number.isNaN(ownCpu) ? undefined : ownCpu,
    load,
    othersCores,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Cores others may use during a run before it is taken again (BENCH_OTHERS,
 * default 0.25): on a shared machine, a build of someone else's in the
 * middle of ours would make the figure theirs.
 */
export const OTHERS_LIMIT = Number(process.env.BENCH_OTHERS ?? 0.25);
const RETRIES = 2;

const QUIET_WAIT_SECONDS = 20;

/**
 * Waits (up to QUIET_WAIT_SECONDS) for half a second in which the machine
 * is busy with no more than OTHERS_LIMIT cores: others' work comes in bursts
 * (builds, test runs), and starting between them saves a retry.
 */
async function quiet(label: string): Promise<void> {
  const started = performance.now();
  let said = false;
  while (performance.now() - started < QUIET_WAIT_SECONDS * 1000) {
    const before = machineBusySeconds();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = machineBusySeconds();
    if (before === undefined || after === undefined || (after - before) / 0.5 <= OTHERS_LIMIT) {
      return;
    }
    if (!said) progress(`${label}: waiting for the machine to be quiet`);
    said = true;
  }
}

/**
 * `setup` then `run`, again (up to twice more) while others used more than
 * OTHERS_LIMIT cores; the least disturbed attempt is kept.
 */
export async function undisturbed<T>(
  label: string,
  setup: () => Promise<void>,
  run: () => T,
  others: (result: T) => number | undefined,
): Promise<T> {
  let best: { result: T; used: number } | undefined;
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    await setup();
    await quiet(label);
    const result = run();
    const used = others(result);
    if (used === undefined || used <= OTHERS_LIMIT) return result;
    if (!best || used < best.used) best = { result, used };
    if (attempt < RETRIES) {
      progress(`${label}: others used ${used.toFixed(2)} cores meanwhile; running it again`);
    }
  }
  return best!.result;
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
    const result = await undisturbed(label, setup, run, (measured) => measured.othersCores);
    progress(`${label} ${i}/${runs}: ${result.seconds.toFixed(2)} s (${busyNote(result)})`);
    results.push(result);
  }
  const peaks = results.map((result) => result.peakMb);
  return {
    seconds: median(results.map((result) => result.seconds)),
    peakMb: peaks.every((peak): peak is number => peak !== undefined) ? median(peaks) : undefined,
    cpuSeconds: medianCpu(results),
    load: Math.max(...results.map((result) => result.load)),
    othersCores: mostOthers(results),
    runs: results,
  };
}

/** A positive whole number from the environment, or the fallback. */
export function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}
