/**
 * `npm run generate [-- --check] [--quiet] [--verbose] [--root DIR]`
 *
 * Regenerates site/generated/ (one page component per town, Starlink and Ajax
 * page, plus the manifest) and data/schema/ from data/ and templates/.
 * Exit codes: 0 done (or up to date), 1 invalid data or --check found stale
 * files, 2 wrong usage or an internal error.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { formatProblem, sortProblems } from "./errors";
import { keepValues, loadStage, type Loaded, type UpToDate } from "./load/stage";
import type { Generated, Source } from "./pipeline";
import { startPrinter, surelyLarge } from "./printer";
import { skipLine, Stages, STAGES, type StageReport } from "./stages";
import { PLACE_KINDS } from "../model/place-kinds";
import { compareText, plural } from "../model/text";
import { keepDigests, writer, type Written } from "./write";
import { FormattedSlices } from "./slice-cache";
import { intact } from "./made-from";
import { EditorialListings } from "./listing-cache";
import { NearestCache } from "./nearest-cache";
import { ReceptionCache } from "./reception-cache";

const USAGE = "usage: npm run generate -- [--check] [--quiet] [--verbose] [--root DIR]";

interface Describable {
  slug: string;
  location: { name: string; county: string; mainPostcode: string };
}

const describe = ({ location }: Describable) =>
  `${location.name} (${location.county}, ${location.mainPostcode})`;

function collisionLine(collision: {
  slug: string;
  winner: Describable;
  others: Describable[];
}): string {
  const others = collision.others.map((other) => `${describe(other)} at /${other.slug}`).join("; ");
  return `slug "${collision.slug}": ${describe(collision.winner)} keeps it; ${others}`;
}

/** What a run did, for a caller that prints its own line (the build). */
export interface GenerateResult {
  /** 0 done (or up to date), 1 invalid data or stale files under --check, 2 usage or internal error. */
  code: number;
  pages: number;
  written: number;
  made: number;
}

/** A run that prints nothing but problems and errors: the build says what it did in its own line. */
export const runQuietly = (argv: string[]): Promise<GenerateResult> => run(argv, () => {});

/** The command's exit code; its lines go to the console. */
export async function main(argv: string[]): Promise<number> {
  return (await run(argv)).code;
}

interface Flags {
  check: boolean;
  quiet: boolean;
  verbose: boolean;
  root: string;
}

/** The flags, or undefined (after saying why) when they are not the command's. */
function parseFlags(argv: string[]): Flags | undefined {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        check: { type: "boolean" },
        quiet: { type: "boolean" },
        verbose: { type: "boolean" },
        root: { type: "string" },
      },
      strict: true,
    });
    return {
      check: values.check ?? false,
      quiet: values.quiet ?? false,
      verbose: values.verbose ?? false,
      root: path.resolve(values.root ?? "."),
    };
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return undefined;
  }
}

const failed = (code: number): GenerateResult => ({ code, pages: 0, written: 0, made: 0 });

/**
 * One run of the command. `print` takes every line but problems and errors
 * (which go to stderr): the build passes one that drops them and says the
 * result in its own line.
 */
export async function run(
  argv: string[],
  print: (line: string) => void = console.log,
): Promise<GenerateResult> {
  const flags = parseFlags(argv);
  if (!flags) return failed(2);
  const started = performance.now();
  try {
    const stages = new Stages();
    const { root, check } = flags;
    const outcome = await loadStage(stages, root);
    const { generated: seen } = outcome;
    if (outcome.loaded && "upToDate" in outcome.loaded) {
      await keepDigests(root, seen, [], check);
      return nothingToDo(stages, outcome.loaded, flags, started, print);
    }
    // What load read is held only until validate takes it, and the pieces parsed are kept for
    // the next run now, not held through the run: both grow with the places. A run that stops on
    // a problem keeps the pieces too.
    const source: Source = { loaded: outcome.loaded };
    const keepingValues = keepValues(root, outcome.parsed, check);
    // Awaited after the stages: marked handled now, so a failed write is not taken for an unhandled one.
    keepingValues.catch(() => {});
    Object.assign(outcome, { loaded: undefined, parsed: undefined });
    const { printer, write, slices, listings, nearest, receptions } = runTools(
      source.loaded,
      root,
      check,
    );
    // The stages themselves are loaded only for a run that needs them.
    const { runStages } = await import("./pipeline");
    let generated;
    try {
      generated = await runStages(stages, source, write.take, {
        printer,
        slices,
        listings,
        nearest,
        receptions,
      });
    } finally {
      await Promise.all([printer?.end(), keepingValues]);
    }
    if (!flags.quiet)
      generated?.plan.collisions.forEach((collision) => print(collisionLine(collision)));
    const written = await stages.runIfClean("write", generated, async ({ outputs, record }) => {
      const done = await write.finish(outputs, record);
      await Promise.all([
        keepDigests(root, seen, [...done.changed, ...done.stale], check),
        check ? undefined : slices?.keep(outputs),
        check ? undefined : listings?.keep(),
        check ? undefined : nearest?.keep(),
        check ? undefined : receptions?.keep(),
      ]);
      return done;
    });
    return report(stages, generated, written, flags, started, print);
  } catch (error) {
    console.error("generate: internal error (a bug in the generator, not in your data):");
    console.error(error);
    return failed(2);
  }
}

/** What a run needs beside its input: the printer, the writer and the caches of the last run. */
function runTools(loaded: Loaded | undefined, root: string, check: boolean) {
  // A generated file as the last run left it: what the caches may read off it.
  const asLeft = (file: string) =>
    loaded !== undefined && intact(loaded.record, loaded.version, loaded.onDisk, file);
  return {
    // The printer's thread starts loading ts-morph and prettier now, while this one works.
    printer:
      loaded && !surelyLarge(loaded, PLACE_KINDS.length)
        ? startPrinter(loaded.formatOptions)
        : undefined,
    // The format stage runs, and so writes, only when no stage found a problem in the data.
    write: writer(root, loaded?.onDisk ?? new Map<string, string>(), check),
    slices: loaded && new FormattedSlices(root, loaded.version, asLeft),
    listings: loaded && new EditorialListings(root, loaded.version, asLeft),
    nearest: loaded && new NearestCache(root, loaded.version),
    receptions: loaded && new ReceptionCache(root, loaded.version),
  };
}

/** The run's lines for a project the last run's record shows as it left it. */
function nothingToDo(
  stages: Stages,
  { upToDate }: UpToDate,
  flags: Flags,
  started: number,
  print: (line: string) => void,
): GenerateResult {
  for (const stage of STAGES.slice(1)) stages.skip(stage, "nothing changed since the last run");
  if (flags.verbose) stages.reports.forEach((report) => print(timingLine(report)));
  const files = Object.keys(upToDate.files);
  const pages = files.filter((file) => file.endsWith(".tsx")).length;
  const seconds = secondsSince(started);
  print(
    flags.check
      ? `generate --check: ${pages} pages up to date (${seconds} s)`
      : `generate: ${pages} pages, 0 written, ${files.length + 1} unchanged, 0 removed in ${seconds} s (nothing changed since the last run)`,
  );
  return { code: 0, pages, written: 0, made: 0 };
}

/** The run's closing lines and result: its problems, what --check found stale, or what it wrote. */
function report(
  stages: Stages,
  generated: Generated | undefined,
  written: Written | undefined,
  flags: Flags,
  started: number,
  print: (line: string) => void,
): GenerateResult {
  // --verbose: each stage by name and how long it took, in the order they ran.
  if (flags.verbose) stages.reports.forEach((report) => print(timingLine(report)));
  if (flags.verbose && generated) madeLines(generated.made).forEach((line) => print(line));
  if (!generated || !written) {
    console.error(problemReport(stages.reports, flags.verbose));
    return failed(1);
  }
  const { pageCount } = generated;
  const made = generated.made.length;
  const seconds = secondsSince(started);
  if (flags.check) {
    const stale = [
      ...written.changed.map((file) => `changed: ${file}`),
      ...written.stale.map((file) => `removed: ${file}`),
    ].sort((a, b) => compareText(a.slice(a.indexOf(" ")), b.slice(b.indexOf(" "))));
    stale.forEach((line) => print(line));
    print(
      stale.length === 0
        ? `generate --check: ${pageCount} pages up to date (${seconds} s)`
        : `generate --check: ${stale.length} generated file${stale.length === 1 ? " is" : "s are"} stale; run \`npm run generate\``,
    );
    return { code: stale.length === 0 ? 0 : 1, pages: pageCount, written: 0, made };
  }
  print(
    `generate: ${pageCount} pages, ${written.changed.length} written, ${written.unchanged} unchanged, ${written.stale.length} removed in ${seconds} s (${made} made)`,
  );
  return {
    code: 0,
    pages: pageCount,
    written: written.changed.length + written.stale.length,
    made,
  };
}

/** The files a run made: each by name when they are few, else how many in each folder. */
function madeLines(made: readonly string[]): string[] {
  if (made.length <= 20) return made.map((file) => `  made ${file}`);
  const byFolder = new Map<string, number>();
  for (const file of made) {
    const folder = path.posix.dirname(file);
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
  }
  return [...byFolder].map(([folder, n]) => `  made ${plural(n, "file")} in ${folder}/`);
}

/** The stage's name and its milliseconds, or its reason for not running. */
function timingLine(report: StageReport): string {
  const time = `${report.ms.toFixed(0).padStart(6)} ms`;
  return `  ${report.stage.padEnd(10)} ${skipLine(report) ?? time}`;
}

/**
 * Every problem, grouped by the stage that found it, each with its name from
 * the catalogue; the stages that did not run and why; then one summary line.
 */
function problemReport(reports: readonly StageReport[], verbose = false): string {
  const lines: string[] = [];
  for (const report of reports) {
    const { problems } = report;
    const found = problems.length === 0 ? "no problems" : count(problems.length);
    const skipped = skipLine(report);
    lines.push(`${report.stage}: ${skipped ?? found}`);
    if (skipped && problems.length > 0) lines.push(`  (before it stopped: ${found})`);
    for (const problem of sortProblems(problems))
      lines.push(`  [${problem.code}] ${formatProblem(problem).replaceAll("\n", "\n  ")}`);
    if (verbose && report.stoppedBy !== undefined)
      lines.push(`  stopped by: ${String(report.stoppedBy)}`);
  }
  const faulted = reports.filter((report) => report.problems.length > 0);
  const total = faulted.reduce((sum, report) => sum + report.problems.length, 0);
  const byStage = faulted.map((report) => `${report.stage} ${report.problems.length}`).join(", ");
  lines.push(`generate: ${count(total)} in data/ or templates/ (${byStage}); nothing was written.`);
  return lines.join("\n");
}

const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(2);

const count = (n: number) => plural(n, "problem");

// Run only as a command, so tests can import main() without side effects.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
