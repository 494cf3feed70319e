/** The benchmark figures as one Markdown document, formatted as `prettier --check` expects. */
import { readFileSync } from "node:fs";
import os from "node:os";
import { format, resolveConfig } from "prettier";
import type { PageKind } from "../scripts/lib/page-kinds";
import { GZIP_LEVEL } from "../site/server/compression";
import type { PageBytes } from "./page-bytes";
import { serverTable, type ServerFigures } from "./server";

export interface StepFigures {
  step: string;
  seconds: number;
  peakMb: number | undefined;
  notes: string;
}

export interface Figures {
  runs: number;
  serverSeconds: number;
  steps: StepFigures[];
  pages: { kind: PageKind; bytes: PageBytes }[];
  server: ServerFigures;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mb = (value: number | undefined) => (value === undefined ? "n/a" : value.toFixed(0));

/** "Debian GNU/Linux 12 (bookworm)", when the system says. */
function distribution(): string | undefined {
  try {
    const release = readFileSync("/etc/os-release", "utf8");
    return /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(release)?.[1];
  } catch {
    return undefined;
  }
}

function machineLines(figures: Figures): string[] {
  const distro = distribution();
  return [
    `- CPU: ${os.cpus()[0]?.model.trim() ?? "unknown"}, ${os.cpus().length} cores`,
    `- Memory: ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`,
    `- OS: ${os.type()} ${os.release()}${distro ? ` (${distro})` : ""}`,
    `- Node: ${process.version}`,
    `- Date: ${new Date().toISOString().slice(0, 10)}`,
    `- Runs: BENCH_RUNS=${figures.runs}, each figure the median; server load tests of ${figures.serverSeconds} s each (BENCH_SECONDS)`,
  ];
}

function stepTable(steps: readonly StepFigures[]): string[] {
  return [
    "| step | seconds | peak memory (MB) | notes |",
    "| --- | --- | --- | --- |",
    ...steps.map(
      (row) => `| ${row.step} | ${row.seconds.toFixed(2)} | ${mb(row.peakMb)} | ${row.notes} |`,
    ),
  ];
}

function bytesTable(pages: Figures["pages"]): string[] {
  return [
    "| page kind | page | HTML (KB) | CSS (KB) | JS (KB) | JS files |",
    "| --- | --- | --- | --- | --- | --- |",
    ...pages.map(
      ({ kind, bytes }) =>
        `| ${kind.name} | \`${kind.path}\`${kind.notFound ? " (404.html)" : ""} | ${kb(bytes.html)} | ${kb(bytes.css)} | ${kb(bytes.js)} | ${bytes.jsFiles} |`,
    ),
  ];
}

function markdown(figures: Figures): string {
  return [
    "# Benchmarks",
    "",
    "Figures from `npm run bench`, which copies the project to a scratch folder and there generates the pages, builds the site and serves it. Each figure is the median of `BENCH_RUNS` runs (3 by default). To reproduce and rewrite this file: `BENCH_RUNS=3 npm run bench -- --write` on a machine with nothing else running; without `--write` it only prints.",
    "",
    "## Machine",
    "",
    ...machineLines(figures),
    "",
    "## Generate and build",
    "",
    ...stepTable(figures.steps),
    "",
    "Seconds are each command's wall time, starting Node and loading modules included; the generator's own timing in the notes leaves those out. Peak memory is the largest resident set of any one process of the step. Pages per second: the HTML files `vike build` pre-renders, over the step's seconds.",
    "",
    "## Bytes per page kind (gzip)",
    "",
    ...bytesTable(figures.pages),
    "",
    `Each file gzipped at level ${GZIP_LEVEL} (the level of the \`.gz\` files the server sends), as loaded with the page: the HTML, its stylesheets, and its scripts (\`<script src>\`, \`<link rel="modulepreload">\` and the modules these import statically). The islands' chunks, which a page imports only when the visitor uses the quote form, calculator, chat or location lookup, are not counted; \`npm run js-bytes\` lists them.`,
    "",
    "## Server",
    "",
    ...serverTable(figures.server),
    "",
    `The production server on the scratch build, over loopback with autocannon in the same machine, ${figures.serverSeconds} s per run after a 1 s warm-up; every POST is a quote request committed to SQLite before the answer.`,
    "",
  ].join("\n");
}

/** The document, formatted with the project's prettier settings for `filepath`. */
export async function renderReport(figures: Figures, filepath: string): Promise<string> {
  const options = await resolveConfig(filepath);
  return format(markdown(figures), { ...options, filepath });
}
