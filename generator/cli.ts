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
import { readDigestCache, withoutFiles, writeDigestCache, type DigestCache } from "./digest-cache";
import { formatProblem, sortProblems } from "./errors";
import { GENERATED_DIR, SCHEMA_DIR, type OutputFile } from "./emit/output";
import { loadFormatOptions } from "./format";
import { inputDigests, parseRaw, readRaw } from "./load/load";
import { generatorVersion } from "./load/version";
import {
  digest,
  keyOf,
  parseRecord,
  RECORD_FILE,
  recordText,
  unchangedInputs,
  upToDate,
  type MadeFrom,
} from "./made-from";
import type { Loaded } from "./pipeline";
import { startPrinter } from "./printer";
import { skipLine, Stages, STAGES, type StageReport } from "./stages";
import { collectEvery } from "../model/heap";
import { compareText, plural } from "../model/text";
import { readGenerated, removeFiles, staleFiles, writeIfChanged } from "./write";
import { PieceValues } from "./load/pieces";
import { readValueCache, writeValueCache } from "./value-cache";

/** The load stage's answer when the last run's record shows there is nothing to do. */
interface UpToDate {
  upToDate: MadeFrom;
}

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

/**
 * One run of the command. `print` takes every line but problems and errors
 * (which go to stderr): the build passes one that drops them and says the
 * result in its own line.
 */
export async function run(
  argv: string[],
  print: (line: string) => void = console.log,
): Promise<GenerateResult> {
  const failed = (code: number): GenerateResult => ({ code, pages: 0, written: 0, made: 0 });
  let flags;
  try {
    flags = parseArgs({
      args: argv,
      options: {
        check: { type: "boolean" },
        quiet: { type: "boolean" },
        verbose: { type: "boolean" },
        root: { type: "string" },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return failed(2);
  }
  const root = path.resolve(flags.root ?? ".");
  const started = performance.now();
  const log = (line: string) => {
    if (!flags.quiet) print(line);
  };

  // What the load stage found on disk, kept for the next run (digest-cache.ts); --check writes
  // nothing, and neither does a run that found every file as the last left it and wrote none.
  let seen: DigestCache | undefined;
  let seenAsCached = false;
  const keepSeen = async (written: readonly string[]) => {
    if (!seen || flags.check || (seenAsCached && written.length === 0)) return;
    await writeDigestCache(root, withoutFiles(seen, written));
  };
  // The values of the input's pieces this run parsed or used, for the next (value-cache.ts).
  let parsed: { values: PieceValues; generator: string } | undefined;
  const keepValues = async () => {
    if (!parsed || flags.check || !parsed.values.changed) return;
    await writeValueCache(root, parsed.generator, parsed.values.used);
  };
  try {
    const stages = new Stages();
    const loaded = await stages.run("load", root, async (at): Promise<Loaded | UpToDate> => {
      const [raw, formatOptions, generated, generator] = await Promise.all([
        readRaw(at),
        loadFormatOptions(at),
        readDigestCache(at).then((cache) => readGenerated(at, [GENERATED_DIR, SCHEMA_DIR], cache)),
        generatorVersion(),
      ]);
      seen = generated.cache;
      seenAsCached = generated.asCached;
      // Prettier's options lay out every file, as the generator's code makes it:
      // a change to either makes every file again.
      const version = keyOf(generator, JSON.stringify(formatOptions));
      const inputs = inputDigests(raw);
      const { digests: onDisk } = generated;
      const record = parseRecord(generated.record);
      // The same generator, inputs and files as the last run made: there is nothing to do.
      if (record && upToDate(record, version, inputs, onDisk)) return { upToDate: record };
      const unchanged = unchangedInputs(record, version, inputs);
      const values = new PieceValues(await readValueCache(at, version));
      parsed = { values, generator: version };
      return {
        input: parseRaw(raw, undefined, unchanged, values),
        formatOptions,
        onDisk,
        record,
        version,
        inputs,
      };
    });
    if (loaded && "upToDate" in loaded) {
      await keepSeen([]);
      for (const stage of STAGES.slice(1)) stages.skip(stage, "nothing changed since the last run");
      if (flags.verbose) stages.reports.forEach((report) => print(timingLine(report)));
      const files = Object.keys(loaded.upToDate.files);
      const pages = files.filter((file) => file.endsWith(".tsx")).length;
      const seconds = secondsSince(started);
      print(
        flags.check
          ? `generate --check: ${pages} pages up to date (${seconds} s)`
          : `generate: ${pages} pages, 0 written, ${files.length + 1} unchanged, 0 removed in ${seconds} s (nothing changed since the last run)`,
      );
      return { code: 0, pages, written: 0, made: 0 };
    }
    // The printer's thread starts loading ts-morph and prettier now, while this one works.
    const printer = loaded && startPrinter(loaded.formatOptions);
    // The stages themselves are loaded only for a run that needs them.
    const [{ runStages }, { z }] = await Promise.all([import("./pipeline"), import("zod")]);
    // Zod compiles a schema to a function the first time it checks a value; a run checks each
    // schema's few files once, so the compiling costs more than it saves.
    z.config({ jitless: true });
    // Each file made is written as it is formatted, atomically, if its bytes changed (--check
    // only notes it). The format stage runs only when no stage found a problem in the data.
    const onDisk = loaded?.onDisk ?? new Map<string, string>();
    const changed: string[] = [];
    // The generator keeps its plan and every page's inputs live; left to V8, its peak at scale
    // moved widely from run to run. A full collection every 1,000 files holds it steady.
    const collect = collectEvery(1000);
    const take = async (file: OutputFile, hash: string) => {
      if (await writeIfChanged(root, file, hash, onDisk, flags.check)) changed.push(file.path);
      collect();
    };
    let generated;
    try {
      generated = await runStages(stages, loaded, take, { printer });
    } finally {
      await Promise.all([printer?.end(), keepValues()]);
    }
    generated?.plan.collisions.forEach((collision) => log(collisionLine(collision)));
    // Last, the record (so a run stopped before it makes its files again) and the stale files gone.
    const changes = await stages.runIfClean("write", generated, async ({ outputs, record }) => {
      const contents = recordText(record);
      await take({ path: RECORD_FILE, contents }, digest(contents));
      const stale = staleFiles(onDisk, new Set([...outputs, RECORD_FILE]));
      if (!flags.check) await removeFiles(root, stale);
      await keepSeen([...changed, ...stale]);
      return {
        changed: changed.sort(compareText),
        unchanged: outputs.length + 1 - changed.length,
        stale,
      };
    });
    // --verbose: each stage by name and how long it took, in the order they ran.
    if (flags.verbose) stages.reports.forEach((report) => print(timingLine(report)));
    if (flags.verbose && generated) madeLines(generated.made).forEach((line) => print(line));

    if (!generated || !changes) {
      console.error(problemReport(stages.reports, flags.verbose ?? false));
      return failed(1);
    }
    const { pageCount } = generated;
    const seconds = secondsSince(started);

    if (flags.check) {
      const stale = [
        ...changes.changed.map((file) => `changed: ${file}`),
        ...changes.stale.map((file) => `removed: ${file}`),
      ].sort((a, b) => compareText(a.slice(a.indexOf(" ")), b.slice(b.indexOf(" "))));
      stale.forEach((line) => print(line));
      print(
        stale.length === 0
          ? `generate --check: ${pageCount} pages up to date (${seconds} s)`
          : `generate --check: ${stale.length} generated file${stale.length === 1 ? " is" : "s are"} stale; run \`npm run generate\``,
      );
      return {
        code: stale.length === 0 ? 0 : 1,
        pages: pageCount,
        written: 0,
        made: generated.made.length,
      };
    }
    print(
      `generate: ${pageCount} pages, ${changes.changed.length} written, ${changes.unchanged} unchanged, ${changes.stale.length} removed in ${seconds} s (${generated.made.length} made)`,
    );
    return {
      code: 0,
      pages: pageCount,
      written: changes.changed.length + changes.stale.length,
      made: generated.made.length,
    };
  } catch (error) {
    console.error("generate: internal error (a bug in the generator, not in your data):");
    console.error(error);
    return failed(2);
  }
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
