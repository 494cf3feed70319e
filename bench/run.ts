/**
 * `npm run bench [-- --project DIR] [--json FILE] [--before FILE] [--write] [--scale N] [--edits N] [--alternate DIR]`:
 * figures on a scratch copy of a project (this one by default), each the
 * median of BENCH_RUNS runs (default 3): the build cold and after a one-town
 * edit, by phase; the generator with nothing changed; the Astro 5 reference
 * and the renderToString floor on the same synthetic pages; bytes per page
 * kind; the server's requests per second. Prints a Markdown document on
 * stdout (progress on stderr).
 *
 *   --project DIR  measure another tree (its own node_modules is linked)
 *   --json FILE    save the raw figures, for a later --before
 *   --before FILE  set the figures of an earlier --json run beside these
 *   --from FILE    measure nothing: the report of the figures an earlier --json run saved
 *   --write        save the report in its section of this project's docs/benchmarks.md
 *   --scale N[,M]  only the cold build at N (M…) times the places, beside Astro
 *                  at 1,200 and 12,000 pages (bench/scale.ts); with --json, its
 *                  figures saved; with --write, saved in the page's section at scale
 *   --edits N[,M]  only the owner's edits at N (M…) times the places, each built
 *                  after a full build (bench/edit-table.ts); with --json, --from
 *                  and --write as above, saved in the page's section of edits
 *   --alternate DIR  only the builds of DIR (before) and of the project (after),
 *                  cold and after an edit, taken in turn BENCH_RUNS times, with
 *                  Astro in each round (bench/alternate.ts): a before and after
 *                  that the machine's changing speed does not decide
 */
import { execFileSync } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { PAGE_KINDS } from "../scripts/lib/page-kinds";
import { benchAlternate } from "./alternate";
import { benchAstro } from "./astro-reference";
import { benchBuildPhases } from "./build-phases";
import { writeSection } from "./doc-section";
import { renderEditReport } from "./edit-report";
import { benchEdits, type EditTablesFigures } from "./edit-table";
import { benchFloor } from "./floor";
import { OTHERS_LIMIT, positiveInt, progress } from "./measure";
import { pageBytes } from "./page-bytes";
import { scratchCopy } from "./project-copy";
import { benchScale } from "./scale";
import { renderReport, type Figures } from "./report";
import { benchServer } from "./server";

const { values: flags } = parseArgs({
  options: {
    write: { type: "boolean" },
    project: { type: "string" },
    json: { type: "string" },
    before: { type: "string" },
    from: { type: "string" },
    scale: { type: "string" },
    alternate: { type: "string" },
    edits: { type: "string" },
  },
  strict: true,
});
const RUNS = positiveInt("BENCH_RUNS", 3);
const SERVER_SECONDS = positiveInt("BENCH_SECONDS", 5);
const home = process.cwd();
const project = path.resolve(flags.project ?? home);
const REPORT_FILE = path.join(home, "docs/benchmarks.md");

function commitOf(dir: string): string | undefined {
  try {
    const commit = execFileSync("git", ["-C", dir, "rev-parse", "--short", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    const dirty = execFileSync(
      "git",
      ["-C", dir, "status", "--porcelain", "--untracked-files=no"],
      {
        encoding: "utf8",
      },
    ).trim();
    return dirty ? `${commit} with uncommitted changes` : commit;
  } catch {
    return undefined;
  }
}

async function measureAll(): Promise<Figures> {
  const scratch = await scratchCopy(project);
  progress(`scratch copy of ${project} in ${scratch}; ${RUNS} runs of each step`);
  try {
    const build = await benchBuildPhases(scratch, RUNS);
    const client = path.join(scratch, "dist/client");
    const pages = await Promise.all(
      PAGE_KINDS.map(async (kind) => ({ kind, bytes: await pageBytes(client, kind) })),
    );
    const server = await benchServer(scratch, RUNS, SERVER_SECONDS);
    const astro = await benchAstro(RUNS);
    const floor = await benchFloor(RUNS);
    return {
      commit: commitOf(project),
      date: new Date().toISOString().slice(0, 10),
      runs: RUNS,
      serverSeconds: SERVER_SECONDS,
      othersLimit: OTHERS_LIMIT,
      build,
      astro,
      floor,
      pages,
      server,
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** "1,10" as [1, 10]: the times the places are grown. */
function factorsOf(flag: string, list: string): number[] {
  const factors = list.split(",").map(Number);
  if (!factors.every((factor) => Number.isInteger(factor) && factor >= 1))
    throw new Error(`${flag} takes whole numbers ≥ 1, e.g. ${flag} 1,3,10`);
  return factors;
}

const readFigures = async (file: string) => JSON.parse(await readFile(file, "utf8")) as Figures;

async function main(): Promise<void> {
  const started = performance.now();
  if (flags.alternate !== undefined) {
    const before = path.resolve(flags.alternate);
    const label = (dir: string) => commitOf(dir) ?? dir;
    process.stdout.write(
      await benchAlternate(before, project, RUNS, { before: label(before), after: label(project) }),
    );
    progress(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return;
  }
  if (flags.edits !== undefined) {
    const figures = flags.from
      ? (JSON.parse(await readFile(flags.from, "utf8")) as EditTablesFigures)
      : await benchEdits(project, factorsOf("--edits", flags.edits), commitOf(project));
    if (flags.json && !flags.from) {
      await writeFile(flags.json, `${JSON.stringify(figures, null, 2)}\n`);
      progress(`saved the figures in ${flags.json}`);
    }
    const report = await renderEditReport(figures, REPORT_FILE);
    process.stdout.write(report);
    if (flags.write) {
      await writeSection(REPORT_FILE, "edits", report);
      progress(`wrote the edits section of ${path.relative(home, REPORT_FILE)}`);
    }
    progress(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return;
  }
  if (flags.scale !== undefined) {
    const { figures, report } = await benchScale(
      project,
      factorsOf("--scale", flags.scale),
      RUNS,
      REPORT_FILE,
    );
    if (flags.json) {
      await writeFile(flags.json, `${JSON.stringify(figures, null, 2)}\n`);
      progress(`saved the figures in ${flags.json}`);
    }
    process.stdout.write(report);
    if (flags.write) {
      await writeSection(REPORT_FILE, "scale", report);
      progress(`wrote the scale section of ${path.relative(home, REPORT_FILE)}`);
    }
    progress(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return;
  }
  const before = flags.before ? await readFigures(flags.before) : undefined;
  const figures = flags.from ? await readFigures(flags.from) : await measureAll();
  if (flags.json && !flags.from) {
    await writeFile(flags.json, `${JSON.stringify(figures, null, 2)}\n`);
    progress(`saved the figures in ${flags.json}`);
  }
  const report = await renderReport(figures, before, REPORT_FILE);
  process.stdout.write(report);
  if (flags.write) {
    await writeSection(REPORT_FILE, "report", report);
    progress(`wrote the report section of ${path.relative(home, REPORT_FILE)}`);
  }
  progress(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

await main();
