/**
 * `npm run bench [-- --write]`: figures on a scratch copy of the project,
 * each the median of BENCH_RUNS runs (default 3): generate cold, unchanged
 * and after a one-town edit; `vike build` and the whole `npm run build`;
 * bytes per page kind; the server's requests per second. Prints a Markdown
 * document on stdout (progress on stderr); --write also saves it as
 * docs/benchmarks.md.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PAGE_KINDS } from "../scripts/lib/page-kinds";
import { copyProject } from "../scripts/lib/scratch-copy";
import { measure, median, positiveInt, progress, repeat, type Repeated } from "./measure";
import { pageBytes } from "./page-bytes";
import { renderReport, type Figures, type StepFigures } from "./report";
import { benchServer } from "./server";

const { values: flags } = parseArgs({ options: { write: { type: "boolean" } }, strict: true });
const RUNS = positiveInt("BENCH_RUNS", 3);
const SERVER_SECONDS = positiveInt("BENCH_SECONDS", 5);
const project = process.cwd();
const REPORT_FILE = path.join(project, "docs/benchmarks.md");
// The edit of the one-town step: a key feature of Witney, which rewrites its page files.
const WITNEY_FEATURE = "  keyFeatures:\n    - Market town on the River Windrush";

async function scratchCopy(): Promise<string> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "site-bench-"));
  await copyProject(scratch, project);
  return scratch;
}

/**
 * "1598 pages, 1 file written; 6.31 s in the generator" from its summary
 * line (which --quiet keeps): the last run's counts and the median of the
 * generator's own timing, which leaves out starting Node and loading modules.
 */
function generated(result: Repeated): string {
  const summaries = result.runs.map((run) => {
    const match = /generate: (\d+) pages, (\d+) written, .* in ([\d.]+) s/.exec(run.stdout);
    if (!match) throw new Error(`no summary line in the generator's output:\n${run.stdout}`);
    return { pages: match[1]!, written: match[2]!, seconds: Number(match[3]) };
  });
  const { pages, written } = summaries.at(-1)!;
  const inside = median(summaries.map((summary) => summary.seconds)).toFixed(2);
  return `${pages} pages, ${written} file${written === "1" ? "" : "s"} written; ${inside} s in the generator`;
}

const row = (step: string, result: Repeated, notes: string): StepFigures => ({
  step,
  seconds: result.seconds,
  peakMb: result.peakMb,
  notes,
});

async function generateSteps(scratch: string): Promise<StepFigures[]> {
  const bin = (name: string) => path.join(project, "node_modules/.bin", name);
  const generate = () => measure(scratch, [bin("tsx"), "generator/cli.ts", "--quiet"]);
  const nothing = async () => {};
  const cold = await repeat(
    "generate cold",
    RUNS,
    () => rm(path.join(scratch, "site/generated"), { recursive: true, force: true }),
    generate,
  );
  const unchanged = await repeat("generate unchanged", RUNS, nothing, generate);

  const locations = path.join(scratch, "data/locations.yaml");
  const original = await readFile(locations, "utf8");
  if (!original.includes(WITNEY_FEATURE)) throw new Error("Witney's first key feature has moved");
  let edits = 0;
  const editOneTown = async () => {
    edits += 1; // a new text each run, so every run rewrites the page
    await writeFile(
      locations,
      original.replace(WITNEY_FEATURE, `${WITNEY_FEATURE} (edit ${edits})`),
    );
  };
  const oneTown = await repeat("generate one town edited", RUNS, editOneTown, generate);
  await writeFile(locations, original);
  generate();

  return [
    row("generate, cold", cold, generated(cold)),
    row("generate, nothing changed", unchanged, generated(unchanged)),
    row("generate, one town edited", oneTown, generated(oneTown)),
  ];
}

async function buildSteps(scratch: string): Promise<StepFigures[]> {
  const nothing = async () => {};
  const vike = await repeat("vike build", RUNS, nothing, () =>
    measure(scratch, [path.join(project, "node_modules/.bin/vike"), "build"]),
  );
  const client = path.join(scratch, "dist/client");
  const htmlFiles = (await readdir(client, { recursive: true })).filter((file) =>
    file.endsWith(".html"),
  ).length;
  const perSecond = (seconds: number) => `${(htmlFiles / seconds).toFixed(0)} pages/s`;
  // The whole pipeline last, so the server is measured on the full build (precompressed files).
  const full = await repeat("npm run build", RUNS, nothing, () =>
    measure(scratch, ["npm", "run", "-s", "build"]),
  );
  return [
    row("`vike build` and pre-render", vike, `${htmlFiles} HTML files, ${perSecond(vike.seconds)}`),
    row(
      "`npm run build`, whole pipeline",
      full,
      `generate (unchanged), vike build, sitemap, static-host files, brotli and gzip files; ${perSecond(full.seconds)}`,
    ),
  ];
}

async function main(): Promise<void> {
  const started = performance.now();
  const scratch = await scratchCopy();
  progress(`scratch copy in ${scratch}; ${RUNS} runs of each step`);
  try {
    const steps = [...(await generateSteps(scratch)), ...(await buildSteps(scratch))];
    const client = path.join(scratch, "dist/client");
    const pages = await Promise.all(
      PAGE_KINDS.map(async (kind) => ({ kind, bytes: await pageBytes(client, kind) })),
    );
    const server = await benchServer(scratch, RUNS, SERVER_SECONDS);
    const figures: Figures = { runs: RUNS, serverSeconds: SERVER_SECONDS, steps, pages, server };
    const report = await renderReport(figures, REPORT_FILE);
    process.stdout.write(report);
    if (flags.write) {
      await mkdir(path.dirname(REPORT_FILE), { recursive: true });
      await writeFile(REPORT_FILE, report);
      progress(`wrote ${path.relative(project, REPORT_FILE)}`);
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  progress(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

await main();
