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
import { GENERATED_DIR, SCHEMA_DIR } from "./emit/emit";
import { loadFormatOptions } from "./format";
import { load } from "./load/load";
import { runStages, skipLine, Stages, type StageReport } from "./pipeline";
import { compareText } from "../model/text";
import { diff, readGenerated, write } from "./write";

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

export async function main(argv: string[]): Promise<number> {
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
    return 2;
  }
  const root = path.resolve(flags.root ?? ".");
  const started = performance.now();
  const log = (line: string) => {
    if (!flags.quiet) console.log(line);
  };

  try {
    const stages = new Stages();
    const loaded = await stages.run("load", root, async (at) => {
      const [input, formatOptions, previous] = await Promise.all([
        load(at),
        loadFormatOptions(at),
        readGenerated(at, [GENERATED_DIR, SCHEMA_DIR]),
      ]);
      return { input, formatOptions, previous };
    });
    const generated = await runStages(stages, loaded);
    generated?.plan.collisions.forEach((collision) => log(collisionLine(collision)));
    // --check compares only; otherwise the changed files are written, atomically each.
    const toWrite = generated && loaded && { files: generated.files, previous: loaded.previous };
    const changes = await stages.runIfClean("write", toWrite, async ({ files, previous }) => {
      const changes = diff(files, previous);
      if (!flags.check) await write(root, changes);
      return changes;
    });
    // --verbose: each stage by name and how long it took, in the order they ran.
    if (flags.verbose) stages.reports.forEach((report) => console.log(timingLine(report)));

    if (!generated || !changes) {
      console.error(problemReport(stages.reports, flags.verbose ?? false));
      return 1;
    }
    const pageCount = generated.pages.length + generated.editorial.length + generated.prose.length;
    const seconds = ((performance.now() - started) / 1000).toFixed(2);

    if (flags.check) {
      const stale = [
        ...changes.changed.map((file) => `changed: ${file.path}`),
        ...changes.stale.map((file) => `removed: ${file}`),
      ].sort((a, b) => compareText(a.slice(a.indexOf(" ")), b.slice(b.indexOf(" "))));
      stale.forEach((line) => console.log(line));
      console.log(
        stale.length === 0
          ? `generate --check: ${pageCount} pages up to date (${seconds} s)`
          : `generate --check: ${stale.length} generated file${stale.length === 1 ? " is" : "s are"} stale; run \`npm run generate\``,
      );
      return stale.length === 0 ? 0 : 1;
    }
    console.log(
      `generate: ${pageCount} pages, ${changes.changed.length} written, ${changes.unchanged} unchanged, ${changes.stale.length} removed in ${seconds} s`,
    );
    return 0;
  } catch (error) {
    console.error("generate: internal error (a bug in the generator, not in your data):");
    console.error(error);
    return 2;
  }
}

/** `  resolve        41 ms`, or the stage's reason for not running. */
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

const count = (n: number) => `${n} problem${n === 1 ? "" : "s"}`;

// Run only as a command, so tests can import main() without side effects.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
