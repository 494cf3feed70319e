/** The benchmark figures as one Markdown document, formatted as `prettier --check` expects. */
import { readFileSync } from "node:fs";
import os from "node:os";
import { format, resolveConfig } from "prettier";
import type { PageKind } from "../scripts/lib/page-kinds";
import { GZIP_LEVEL } from "../site/server/compression";
import type { AstroFigures } from "./astro-reference";
import type { BuildFigures, BuildPhasesFigures } from "./build-phases";
import type { FloorFigures } from "./floor";
import type { PageBytes } from "./page-bytes";
import { OTHERS_LIMIT } from "./measure";
import { serverTable, type ServerFigures } from "./server";

export interface Figures {
  /** The measured tree's commit, when it is a git work tree. */
  commit: string | undefined;
  date: string;
  runs: number;
  serverSeconds: number;
  /** Cores others could use during a run before it was taken again (absent in older files). */
  othersLimit?: number;
  build: BuildPhasesFigures;
  astro: AstroFigures;
  floor: FloorFigures;
  pages: { kind: PageKind; bytes: PageBytes }[];
  server: ServerFigures;
}

/** The targets, each with the figure it bounds. */
export const TARGETS = {
  coldOverAstro: 0.6,
  coldOverFloor: 5,
  editOverCold: 0.3,
  generateUnchangedSeconds: 0.5,
  peakMb: 600,
  serverRps: 5000,
} as const;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const fixed = (value: number | undefined, digits = 2) =>
  value === undefined ? "n/a" : value.toFixed(digits);

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
    `- Date: ${figures.date}`,
    `- Runs: BENCH_RUNS=${figures.runs}, each figure the median; server load tests of ${figures.serverSeconds} s each (BENCH_SECONDS)`,
  ];
}

// Per-page figures, in milliseconds.
const buildMsPerPage = (build: BuildFigures) => (build.seconds * 1000) / build.htmlFiles;
const astroMsPerPage = (astro: AstroFigures) => (astro.seconds * 1000) / astro.pages;
const floorMsPerPage = (floor: FloorFigures) => (floor.loopSeconds * 1000) / floor.pages;

/** A row: a label, a value of the figures (a number, shown with `digits`, or text), and the target. */
interface Row {
  label: string;
  value: (figures: Figures) => number | string | undefined;
  digits?: number;
  target?: string;
}

function phaseRows(which: "cold" | "edit", runs: Figures[]): Row[] {
  const names = [
    ...new Set(runs.flatMap((figures) => figures.build[which].phases.map((p) => p.name))),
  ];
  const when = which === "cold" ? "cold" : "after a one-town edit";
  return names.map((name) => ({
    label: `${when}: ${name} (s)`,
    value: (figures) => figures.build[which].phases.find((phase) => phase.name === name)?.seconds,
  }));
}

/** Each run's seconds, in the order they ran (figures saved before runs were kept have none). */
const eachRun = (seconds: number[] | undefined) =>
  seconds?.map((value) => value.toFixed(2)).join(", ");

function rows(runs: Figures[]): Row[] {
  const coldOver = (figures: Figures, perPage: number) =>
    buildMsPerPage(figures.build.cold) / perPage;
  return [
    ...phaseRows("cold", runs),
    { label: "**cold build, whole** (s)", value: (f) => f.build.cold.seconds },
    { label: "cold build, each run (s)", value: (f) => eachRun(f.build.cold.runSeconds) },
    { label: "cold build, CPU time (user and system, s)", value: (f) => f.build.cold.cpuSeconds },
    { label: "cold build (ms per HTML page)", value: (f) => buildMsPerPage(f.build.cold) },
    { label: "HTML pages built", value: (f) => f.build.cold.htmlFiles, digits: 0 },
    ...phaseRows("edit", runs),
    { label: "**build after a one-town edit, whole** (s)", value: (f) => f.build.edit.seconds },
    { label: "build after an edit, each run (s)", value: (f) => eachRun(f.build.edit.runSeconds) },
    { label: "build after an edit, CPU time (s)", value: (f) => f.build.edit.cpuSeconds },
    { label: "build after an edit (ms per HTML page)", value: (f) => buildMsPerPage(f.build.edit) },
    {
      label: "Astro 5, 1,200 synthetic pages (s)",
      value: (f) => f.astro.seconds,
    },
    { label: "Astro 5, each run (s)", value: (f) => eachRun(f.astro.runSeconds) },
    { label: "Astro 5, CPU time (s)", value: (f) => f.astro.cpuSeconds },
    { label: "Astro 5 (ms per page)", value: (f) => astroMsPerPage(f.astro) },
    { label: "renderToString floor (ms per page)", value: (f) => floorMsPerPage(f.floor) },
    { label: "renderToString floor, whole process (s)", value: (f) => f.floor.wallSeconds },
    {
      label: "**cold / Astro**, per page",
      value: (f) => coldOver(f, astroMsPerPage(f.astro)),
      target: `≤ ${TARGETS.coldOverAstro}`,
    },
    {
      label: "cold / Astro, per page, by CPU time",
      value: (f) =>
        f.build.cold.cpuSeconds === undefined || f.astro.cpuSeconds === undefined
          ? undefined
          : f.build.cold.cpuSeconds / f.build.cold.htmlFiles / (f.astro.cpuSeconds / f.astro.pages),
    },
    {
      label: "**cold / floor**, per page",
      value: (f) => coldOver(f, floorMsPerPage(f.floor)),
      target: `≤ ${TARGETS.coldOverFloor}`,
    },
    {
      label: "**edit / cold**",
      value: (f) => f.build.edit.seconds / f.build.cold.seconds,
      target: `≤ ${TARGETS.editOverCold}`,
    },
    {
      label: "edit / cold, by CPU time",
      value: (f) =>
        f.build.edit.cpuSeconds === undefined || f.build.cold.cpuSeconds === undefined
          ? undefined
          : f.build.edit.cpuSeconds / f.build.cold.cpuSeconds,
    },
    {
      label: "**generate, nothing changed**, inside the generator (s)",
      value: (f) => f.build.unchanged.insideSeconds,
      target: `≤ ${TARGETS.generateUnchangedSeconds}`,
    },
    {
      label: "generate, nothing changed, whole process (s)",
      value: (f) => f.build.unchanged.wallSeconds,
    },
    {
      label: "**peak memory**, cold build, largest process (MB)",
      value: (f) => f.build.cold.peakMb,
      digits: 0,
      target: `≤ ${TARGETS.peakMb}`,
    },
    {
      label: "peak memory, build after an edit (MB)",
      value: (f) => f.build.edit.peakMb,
      digits: 0,
      target: `≤ ${TARGETS.peakMb}`,
    },
    {
      label: "peak memory the build reports (MB)",
      value: (f) => f.build.cold.reported?.peakMb ?? "not printed",
      digits: 0,
    },
    { label: "Astro 5 peak memory (MB)", value: (f) => f.astro.peakMb, digits: 0 },
    {
      label: "**server**, GET /witney (requests/s)",
      value: (f) => f.server.pageRps,
      digits: 0,
      target: `≥ ${TARGETS.serverRps}`,
    },
    {
      label: "**server**, conditional GET /witney (requests/s)",
      value: (f) => (f.server.conditional.header ? f.server.conditional.rps : "no validator"),
      digits: 0,
      target: `≥ ${TARGETS.serverRps}`,
    },
    {
      label: "conditional GETs answered 304 / otherwise",
      value: (f) => `${f.server.conditional.notModified} / ${f.server.conditional.not304}`,
      target: "all / 0",
    },
  ];
}

function cell(value: number | string | undefined, digits: number): string {
  return typeof value === "number" ? value.toFixed(digits) : (value ?? "–");
}

/** One table: this run's figures and the targets, or, with an earlier run, before and after side by side. */
function comparisonTable(after: Figures, before: Figures | undefined): string[] {
  const runs = before ? [before, after] : [after];
  const lines = before
    ? ["| | before | after | after / before | target |", "| --- | --- | --- | --- | --- |"]
    : ["| | figure | target |", "| --- | --- | --- |"];
  for (const row of rows(runs)) {
    const digits = row.digits ?? 2;
    const now = row.value(after);
    if (!before) {
      lines.push(`| ${row.label} | ${cell(now, digits)} | ${row.target ?? ""} |`);
      continue;
    }
    const then = row.value(before);
    const ratio =
      typeof now === "number" && typeof then === "number" && then !== 0
        ? `${(now / then).toFixed(2)}×`
        : "";
    lines.push(
      `| ${row.label} | ${cell(then, digits)} | ${cell(now, digits)} | ${ratio} | ${row.target ?? ""} |`,
    );
  }
  return lines;
}

const cores = (value: number | undefined) => (value === undefined ? "n/a" : value.toFixed(2));

/** How busy the machine was with other work during each figure's runs. */
function busyLine(label: string, figures: Figures): string {
  const { build, astro, floor } = figures;
  const steps = (figures: BuildFigures) =>
    figures.stepsOthersCores === undefined
      ? ""
      : ` (steps one by one ${cores(figures.stepsOthersCores)})`;
  return `${label}cold build ${cores(build.cold.othersCores)}${steps(build.cold)}, build after an edit ${cores(build.edit.othersCores)}${steps(build.edit)}, generate unchanged ${cores(build.unchanged.othersCores)}, Astro ${cores(astro.othersCores)}, floor ${cores(floor.othersCores)}; 1-minute load average at the start, at most: cold build ${fixed(build.cold.load)}, edit ${fixed(build.edit.load)}, Astro ${fixed(astro.load)}.`;
}

function phaseNotes(figures: Figures): string[] {
  const { cold, edit } = figures.build;
  return [
    `Phases ${cold.phaseSource === "build output" ? "as the build prints them" : "timed one by one (this build prints no phases): each command its `npm run build` runs, alone, in order"}. Last cold run:`,
    "",
    ...cold.phases.map(
      (phase) =>
        `- ${phase.name}: ${phase.note}${phase.cpuSeconds === undefined ? "" : `, ${phase.cpuSeconds.toFixed(2)} s of CPU time`}`,
    ),
    "",
    `After the edit: ${edit.phases.map((phase) => `${phase.name} ${phase.seconds.toFixed(2)} s (${phase.note})`).join("; ")}.`,
    "",
    `The generator with nothing changed said: \`${figures.build.unchanged.summary}\`.`,
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

function markdown(figures: Figures, before: Figures | undefined): string {
  const { astro, floor } = figures;
  return [
    "## Machine",
    "",
    ...machineLines(figures),
    "",
    "## Build against the references",
    "",
    ...(before
      ? [
          `Before: ${before.commit ? `commit ${before.commit}` : "an earlier tree"}, ${before.date}; after: ${figures.commit ? `commit ${figures.commit}` : "this tree"}, ${figures.date}.`,
          "",
        ]
      : figures.commit
        ? [`Commit ${figures.commit}.`, ""]
        : []),
    ...comparisonTable(figures, before),
    "",
    `Seconds are wall time of the whole command, starting Node and loading modules included. Per page: the whole build's seconds over the HTML files in \`dist/client\`. The references render 1,200 synthetic pages shaped like ours (a quarter each towns, Starlink towns and Ajax towns, the rest content entries; header, navigation, breadcrumbs, hero, sections with lists and a table, nearby places, FAQ, footer, head tags and JSON-LD; ${kb(floor.averageHtmlBytes)} KB of HTML a page, ours ${kb(figures.build.cold.htmlBytes / figures.build.cold.htmlFiles)} KB): Astro ${astro.version} builds them with one \`[slug].astro\` route per family and the React components rendered on the server only (${kb(astro.averageHtmlBytes)} KB a page), from cold; the floor renders the same components with \`renderToString\` in one Node process and writes nothing, its figure timed inside the process. CPU time is user and system time of the command and its children, as GNU time reports it: on a shared machine it moves less than the wall time, so it shows whether a change in wall time is ours. Peak memory is the largest resident set of any one process.`,
    "",
    ...phaseNotes(figures),
    "",
    `Other work on the machine: the most cores other processes kept busy, on average over one run, in any run of the figure (each run starts once the machine has been quiet for half a second, or after 20 s of waiting, and a run in which others used more than ${figures.othersLimit ?? OTHERS_LIMIT} cores, BENCH_OTHERS, is taken again, twice at most, keeping the least disturbed attempt): ${busyLine("", figures)}${before ? ` Before: ${busyLine("", before)}` : ""}`,
    "",
    "## Bytes per page kind (gzip)",
    "",
    ...bytesTable(figures.pages),
    "",
    `Each file gzipped at level ${GZIP_LEVEL} (the level the server gzips at, for a client that takes no brotli), as loaded with the page: the HTML, its stylesheets, and its scripts (\`<script src>\`, \`<link rel="modulepreload">\` and the modules these import statically). The islands' chunks, which a page imports only when the visitor uses the quote form, calculator, chat or location lookup, are not counted; \`npm run js-bytes\` lists them.`,
    "",
    "## Server",
    "",
    ...serverTable(figures.server),
    "",
    `The production server on the scratch build, over loopback with autocannon in the same machine, ${figures.serverSeconds} s per run after a 1 s warm-up. The conditional GET sends the validator the first answer gave (its ETag, else its Last-Modified), as a browser revalidating its cache does. Every POST is a quote request committed to SQLite before the answer.`,
    "",
  ].join("\n");
}

/**
 * The report, the section of docs/benchmarks.md the bench writes, formatted with the project's
 * prettier settings for `filepath` and its paragraphs wrapped so that no line runs long.
 */
export async function renderReport(
  figures: Figures,
  before: Figures | undefined,
  filepath: string,
): Promise<string> {
  const options = await resolveConfig(filepath);
  return format(markdown(figures, before), { ...options, filepath, proseWrap: "always" });
}
