/**
 * The stage runner: the generator's stages by name, each timed, with the
 * problems it found, or why it did not run. Kept apart from the stages
 * themselves (pipeline.ts) so the CLI can report a run that needed none of
 * them without loading them.
 */
import { DataError, type Problem } from "./errors";
import { plural } from "../model/text";

export const STAGES = [
  "load",
  "validate",
  "resolve",
  "compose",
  "emit",
  "format",
  "write",
] as const;
export type StageName = (typeof STAGES)[number];

export interface StageReport {
  stage: StageName;
  ms: number;
  problems: Problem[];
  /** Why the stage did not run ("validate found 3 problems"), or stopped part way. */
  skipped?: string;
  /** What stopped a stage part way, for --verbose (it ran on data an earlier stage faulted). */
  stoppedBy?: unknown;
}

const count = (n: number) => plural(n, "problem");

/** "not run: validate found 3 problems", "stopped part way: …", or undefined for a stage that ran. */
export function skipLine(report: StageReport): string | undefined {
  if (report.skipped === undefined) return undefined;
  return report.stoppedBy === undefined
    ? `not run: ${report.skipped}`
    : `stopped part way: it relies on data where ${report.skipped}`;
}

/**
 * Runs the stages in order: times each, keeps its problems, and decides
 * whether the next can run. A stage's body puts its problems in `found` and
 * returns its output, or undefined when it could not make one.
 */
export class Stages {
  readonly reports: StageReport[] = [];

  get problems(): Problem[] {
    return this.reports.flatMap((report) => report.problems);
  }

  /** Why a stage lacks its input: the reason the stage before did not run, or the first to find problems. */
  private cause(): string {
    const last = this.reports.at(-1);
    if (last?.skipped !== undefined && last.stoppedBy === undefined) return last.skipped;
    const first = this.reports.find((report) => report.problems.length > 0);
    return first
      ? `${first.stage} found ${count(first.problems.length)}`
      : "an earlier stage failed";
  }

  /** Runs `body` on `input`, or records the stage as not run when an earlier stage left none. */
  async run<In, Out>(
    stage: StageName,
    input: In | undefined,
    body: (input: In, found: Problem[]) => Out | undefined | Promise<Out | undefined>,
  ): Promise<Out | undefined> {
    if (input === undefined) {
      this.reports.push({ stage, ms: 0, problems: [], skipped: this.cause() });
      return undefined;
    }
    const faultedBefore = this.problems.length > 0;
    const found: Problem[] = [];
    const report: StageReport = { stage, ms: 0, problems: found };
    const started = performance.now();
    try {
      return await body(input, found);
    } catch (error) {
      // A stage that cannot read its input says so with a DataError (load does).
      if (error instanceof DataError) found.push(...error.problems);
      // On data an earlier stage faulted, a failure is that fault's echo, not a new problem.
      else if (faultedBefore) {
        report.skipped = this.cause();
        report.stoppedBy = error;
      } else throw error;
      return undefined;
    } finally {
      report.ms = performance.now() - started;
      this.reports.push(report);
    }
  }

  /** Records a stage as not run for `reason` (the CLI's "nothing changed since the last run"). */
  skip(stage: StageName, reason: string): void {
    this.reports.push({ stage, ms: 0, problems: [], skipped: reason });
  }

  /** Like run, but only when no stage has found a problem: these stages lead to writing. */
  runIfClean<In, Out>(
    stage: StageName,
    input: In | undefined,
    body: (input: In, found: Problem[]) => Out | undefined | Promise<Out | undefined>,
  ): Promise<Out | undefined> {
    const problems = this.problems.length;
    // A missing input is the first reason to give: it names the stage that caused it.
    if (problems === 0 || input === undefined) return this.run(stage, input, body);
    const are = problems === 1 ? "is 1 problem" : `are ${problems} problems`;
    this.reports.push({
      stage,
      ms: 0,
      problems: [],
      skipped: `nothing is written while there ${are}`,
    });
    return Promise.resolve(undefined);
  }
}
