/**
 * `npm run bench:spike [-- --project DIR] [--parts LIST] [--addresses N] [--pause MS]
 * [--json FILE] [--before FILE]`:
 * the production server under a traffic spike, over loopback only
 * (127.0.0.0/8), each part bounded in count and time. The server is the
 * project's own site/server/main.ts with its default settings, on a free
 * port, a scratch DATA_DIR and the project's built dist/client (`npm run
 * build` first); page addresses come from its sitemap.xml.
 *
 *   burst   2,000 GETs of pages at once, from 249 source addresses (--addresses)
 *   slow    800 connections from one address that send headers a byte a
 *           second (half of them nothing), reconnecting when closed, while
 *           20 ordinary GETs from other addresses are timed
 *   reports 600 not-found reports at once from three addresses, while page
 *           GETs from another are timed
 *   quotes  the same with 600 quote POSTs
 *
 *   --project DIR  measure another checkout (built, with its node_modules)
 *   --parts LIST   only these parts, comma-separated (burst,slow,reports,quotes: all by default)
 *   --addresses N  the burst's source addresses, 1 to 249 (249 by default)
 *   --pause MS     half a second into the burst, stop the server process for MS
 *                  (SIGSTOP, then SIGCONT), as a machine too busy to run it would:
 *                  requests sent meanwhile wait unread past their headers' deadline
 *   --json FILE    save the figures, for a later --before
 *   --before FILE  set an earlier run's figures beside these
 *
 * Prints a Markdown table with the targets and PASS/MISS on stdout, progress on stderr.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { SAMPLE_QUOTE, startServer } from "../scripts/server-process";
import {
  answeredMs,
  VISITOR_ADDRESSES,
  floodAddress,
  percentile,
  send,
  sleep,
  SLOW_ADDRESS,
  slowClient,
  tally,
  visitorAddress,
  type Outcome,
  type Tally,
} from "./load-client";
import { loadNow, progress } from "./measure";
import { startPageTimer } from "./page-timer";

const BURST = 2_000;
const SLOW = 800;
const ORDINARY = 20;
const FLOOD = 600;

/** The targets, each with the figure it bounds. */
export const SPIKE_TARGETS = {
  burstSeconds: 20,
  ordinaryMs: 2_000,
  floodPageP95Ms: 200,
} as const;

interface BurstFigures extends Tally {
  /** Source addresses the requests came from (absent in runs saved before it was a flag). */
  addresses?: number;
  /** How long the server was held still during it (absent in runs saved before it was a flag). */
  pauseMs?: number;
  wallSeconds: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  load: number;
}

interface SlowFigures {
  ordinary: Tally;
  /** Ordinary GETs answered, below 500, within SPIKE_TARGETS.ordinaryMs. */
  ordinaryInTime: number;
  /** The slowest ordinary GET that was answered. */
  ordinaryMaxMs: number;
  /** Slow connections the server closed while the ordinary GETs ran (refused or timed out). */
  slowClosedByServer: number;
  load: number;
}

interface FloodFigures {
  posts: Tally;
  pages: Tally;
  pageP50Ms: number;
  pageP95Ms: number;
  wallSeconds: number;
  load: number;
}

interface PartFigures {
  burst: BurstFigures;
  slow: SlowFigures;
  reports: FloodFigures;
  quotes: FloodFigures;
}
type Part = keyof PartFigures;
const PARTS: readonly Part[] = ["burst", "slow", "reports", "quotes"];

/** The parts that were run; a run of some parts leaves the others out. */
export interface SpikeFigures extends Partial<PartFigures> {
  commit: string | undefined;
  date: string;
}

const { values: flags } = parseArgs({
  options: {
    project: { type: "string" },
    parts: { type: "string", default: PARTS.join(",") },
    addresses: { type: "string", default: String(VISITOR_ADDRESSES) },
    pause: { type: "string", default: "0" },
    json: { type: "string" },
    before: { type: "string" },
  },
  strict: true,
});
const project = path.resolve(flags.project ?? process.cwd());
const isPart = (name: string): name is Part => PARTS.some((part) => part === name);
const parts = flags.parts.split(",").map((name) => name.trim());
const unknownPart = parts.find((name) => !isPart(name));
if (unknownPart !== undefined) {
  throw new Error(`--parts: no part "${unknownPart}"; the parts are ${PARTS.join(", ")}`);
}
const running = new Set(parts.filter(isPart));
const pauseMs = Number(flags.pause);
if (!Number.isInteger(pauseMs) || pauseMs < 0) {
  throw new Error(`--pause: a whole number of milliseconds, not "${flags.pause}"`);
}
const addresses = Number(flags.addresses);
if (!Number.isInteger(addresses) || addresses < 1 || addresses > VISITOR_ADDRESSES) {
  throw new Error(
    `--addresses: a whole number from 1 to ${VISITOR_ADDRESSES}, not "${flags.addresses}"`,
  );
}

function commitOf(dir: string): string | undefined {
  try {
    return execFileSync("git", ["-C", dir, "rev-parse", "--short", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return undefined;
  }
}

/** Every page's path, from the built sitemap (whatever the files are named). */
function pagePaths(clientDir: string): string[] {
  const sitemap = readFileSync(path.join(clientDir, "sitemap.xml"), "utf8");
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!);
    return `${url.pathname}${url.search}`;
  });
  if (paths.length === 0) throw new Error(`no <loc> in ${clientDir}/sitemap.xml`);
  return paths;
}

/** Holds the server process still for `ms`: it runs nothing, while the kernel queues what comes. */
async function holdServer(server: ChildProcess, ms: number): Promise<void> {
  server.kill("SIGSTOP");
  await sleep(ms);
  server.kill("SIGCONT");
}

async function burst(
  port: number,
  pages: readonly string[],
  server: ChildProcess,
): Promise<BurstFigures> {
  const load = loadNow();
  const started = performance.now();
  const held = pauseMs > 0 ? sleep(500).then(() => holdServer(server, pauseMs)) : undefined;
  const outcomes = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      send({
        port,
        path: pages[i % pages.length]!,
        localAddress: visitorAddress(i, addresses),
        timeoutMs: 30_000,
      }),
    ),
  );
  await held;
  const wallSeconds = (performance.now() - started) / 1000;
  const ms = answeredMs(outcomes);
  return {
    ...tally(outcomes),
    addresses,
    pauseMs,
    wallSeconds,
    p50Ms: percentile(ms, 0.5),
    p95Ms: percentile(ms, 0.95),
    p99Ms: percentile(ms, 0.99),
    load,
  };
}

async function slow(port: number, pages: readonly string[]): Promise<SlowFigures> {
  const load = loadNow();
  let running = true;
  let closedByServer = 0;
  const clients = new Set<{ stop: () => void }>();
  // Half drip a header byte a second, half send nothing; each reconnects a second after it is closed.
  const open = (i: number) => {
    const client = slowClient(port, SLOW_ADDRESS, i % 2 === 0 ? 1_000 : undefined, () => {
      clients.delete(client);
      if (!running) return;
      closedByServer++;
      setTimeout(() => running && open(i), 1_000);
    });
    clients.add(client);
  };
  for (let i = 0; i < SLOW; i++) open(i);
  await sleep(1_000);
  const ordinary: Promise<Outcome>[] = [];
  for (let i = 0; i < ORDINARY; i++) {
    ordinary.push(
      send({
        port,
        path: pages[i % pages.length]!,
        localAddress: visitorAddress(i),
        timeoutMs: 5_000,
      }),
    );
    await sleep(250);
  }
  const outcomes = await Promise.all(ordinary);
  running = false;
  for (const client of clients) client.stop();
  const inTime = outcomes.filter(
    (outcome) =>
      outcome.kind === "answer" && outcome.status < 500 && outcome.ms < SPIKE_TARGETS.ordinaryMs,
  ).length;
  return {
    ordinary: tally(outcomes),
    ordinaryInTime: inTime,
    ordinaryMaxMs: Math.max(0, ...answeredMs(outcomes)),
    slowClosedByServer: closedByServer,
    load,
  };
}

type FloodKind = "reports" | "quotes";

const FLOOD_REQUESTS: Record<FloodKind, (i: number) => { path: string; body: string }> = {
  reports: (i) => ({ path: "/api/404-status", body: JSON.stringify({ path: `/bench-gone-${i}` }) }),
  quotes: () => ({ path: "/api/quote", body: JSON.stringify(SAMPLE_QUOTE) }),
};

async function flood(port: number, pages: readonly string[], kind: FloodKind) {
  const load = loadNow();
  // Page GETs one after another from visitors of their own, in a thread of their own.
  const pageTimer = startPageTimer({ port, pages, minimum: ORDINARY });
  const started = performance.now();
  const posts = await Promise.all(
    Array.from({ length: FLOOD }, (_, i) => {
      const { path: url, body } = FLOOD_REQUESTS[kind](i);
      return send({
        port,
        path: url,
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        localAddress: floodAddress(i),
        timeoutMs: 30_000,
      });
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  const pageOutcomes = await pageTimer.stop();
  const ms = answeredMs(pageOutcomes);
  return {
    posts: tally(posts),
    pages: tally(pageOutcomes),
    pageP50Ms: percentile(ms, 0.5),
    pageP95Ms: percentile(ms, 0.95),
    wallSeconds,
    load,
  };
}

async function measureAll(): Promise<SpikeFigures> {
  const clientDir = path.join(project, "dist/client");
  const pages = pagePaths(clientDir);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "site-spike-data-"));
  const { child, port } = await startServer({ DATA_DIR: dataDir }, { cwd: project });
  try {
    progress(`server of ${project} on 127.0.0.1:${port}; ${pages.length} pages in its sitemap`);
    const figures: SpikeFigures = {
      commit: commitOf(project),
      date: new Date().toISOString().slice(0, 10),
    };
    // A pause between parts, so one part's closing connections are not the next one's load.
    let first = true;
    const settle = async () => {
      if (!first) await sleep(2_000);
      first = false;
    };
    if (running.has("burst")) {
      await settle();
      const burstFigures = await burst(port, pages, child);
      progress(
        `burst from ${addresses} addresses: ${burstFigures.answered} answered, ${burstFigures.reset} reset in ${burstFigures.wallSeconds.toFixed(1)} s, ${JSON.stringify(burstFigures.byStatus)}`,
      );
      figures.burst = burstFigures;
    }
    if (running.has("slow")) {
      await settle();
      figures.slow = await slow(port, pages);
      progress(`slow clients: ${figures.slow.ordinaryInTime} of ${ORDINARY} ordinary GETs in time`);
    }
    for (const kind of ["reports", "quotes"] as const) {
      if (!running.has(kind)) continue;
      await settle();
      const result = await flood(port, pages, kind);
      progress(
        `${kind} flood: ${JSON.stringify(result.posts.byStatus)}, ${result.posts.reset} reset`,
      );
      figures[kind] = result;
    }
    return figures;
  } finally {
    child.kill("SIGTERM");
    if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A row of one part: its label, its figure, and the target it must meet (none for context). */
interface Row<P extends Part> {
  part: P;
  label: string;
  value: (figures: PartFigures[P]) => number | string;
  target?: { text: string; met: (figures: PartFigures[P]) => boolean };
}
/** A row made ready for any run: its figure and verdict there, none where the run left its part out. */
interface TableRow {
  part: Part;
  label: string;
  target: string;
  cell(figures: SpikeFigures): { value: string; verdict: string };
}

function tableRow<P extends Part>(row: Row<P>): TableRow {
  return {
    part: row.part,
    label: row.label,
    target: row.target?.text ?? "",
    cell(figures) {
      const part: Partial<PartFigures>[P] = figures[row.part];
      if (part === undefined) return { value: "", verdict: "" };
      const verdict = row.target ? (row.target.met(part) ? "PASS" : "MISS") : "";
      return { value: String(row.value(part)), verdict };
    },
  };
}

const statuses = (t: Tally, codes: readonly string[]) =>
  codes.map((code) => t.byStatus[code] ?? 0).join(" / ");
/** Answers that are neither stored, 429 nor 503, and failures without an answer. */
const unexplained = (t: Tally) =>
  t.total -
  ["201", "204", "303", "429", "503"].reduce((sum, code) => sum + (t.byStatus[code] ?? 0), 0);

function floodRows(kind: FloodKind, stored: string): Row<FloodKind>[] {
  const name = kind === "reports" ? "not-found reports" : "quote POSTs";
  const rows: Omit<Row<FloodKind>, "part">[] = [
    {
      label: `${FLOOD} ${name}: stored (${stored}) / 429 / 503`,
      value: (f) => statuses(f.posts, [stored, "429", "503"]),
    },
    {
      label: `${name}: other answers, resets and timeouts`,
      value: (f) => unexplained(f.posts),
      target: { text: "0", met: (f) => unexplained(f.posts) === 0 },
    },
    {
      label: `${name}: resets / 5xx other than 503`,
      value: (f) => `${f.posts.reset} / ${f.posts.serverErrors - (f.posts.byStatus["503"] ?? 0)}`,
    },
    { label: `${name}: 429 and 503 with Retry-After`, value: (f) => f.posts.retryAfter },
    { label: `${name}: wall time (s)`, value: (f) => f.wallSeconds.toFixed(1) },
    {
      label: `${name}: page GETs meanwhile, answered / all`,
      value: (f) => `${f.pages.answered} / ${f.pages.total}`,
      target: { text: "all", met: (f) => f.pages.answered === f.pages.total },
    },
    {
      label: `${name}: page GETs meanwhile, p50 / p95 (ms)`,
      value: (f) => `${f.pageP50Ms.toFixed(0)} / ${f.pageP95Ms.toFixed(0)}`,
      target: {
        text: `p95 < ${SPIKE_TARGETS.floodPageP95Ms}`,
        met: (f) => f.pageP95Ms < SPIKE_TARGETS.floodPageP95Ms,
      },
    },
    { label: `${name}: 1-minute load average at the start`, value: (f) => f.load.toFixed(2) },
  ];
  return rows.map((row) => ({ ...row, part: kind }));
}

const burstRows: Row<"burst">[] = [
  {
    part: "burst",
    label: `burst of ${BURST} GETs: source addresses`,
    // Runs saved before the flag existed used all of them.
    value: (f) => f.addresses ?? VISITOR_ADDRESSES,
  },
  {
    part: "burst",
    label: "burst: server held still for (ms)",
    value: (f) => f.pauseMs ?? 0,
  },
  {
    part: "burst",
    label: "burst: answered (< 500)",
    value: (f) => f.answered,
    target: { text: `${BURST}`, met: (f) => f.answered === BURST },
  },
  {
    part: "burst",
    label: "burst: answers other than 200",
    value: (f) =>
      Object.entries(f.byStatus)
        .filter(([status]) => status !== "200")
        .map(([status, count]) => `${count} × ${status}`)
        .join(", ") || "none",
    target: { text: "none", met: (f) => (f.byStatus["200"] ?? 0) === f.total },
  },
  {
    part: "burst",
    label: "burst: reset",
    value: (f) => f.reset,
    target: { text: "0", met: (f) => f.reset === 0 },
  },
  {
    part: "burst",
    label: "burst: 5xx",
    value: (f) => f.serverErrors,
    target: { text: "0", met: (f) => f.serverErrors === 0 },
  },
  {
    part: "burst",
    label: "burst: timed out / other errors",
    value: (f) => `${f.timeouts} / ${f.otherErrors}`,
  },
  {
    part: "burst",
    label: "burst: wall time (s)",
    value: (f) => f.wallSeconds.toFixed(1),
    target: {
      text: `≤ ${SPIKE_TARGETS.burstSeconds}`,
      met: (f) => f.wallSeconds <= SPIKE_TARGETS.burstSeconds,
    },
  },
  {
    part: "burst",
    label: "burst: p50 / p95 / p99 of answers (ms)",
    value: (f) => [f.p50Ms, f.p95Ms, f.p99Ms].map((ms) => ms.toFixed(0)).join(" / "),
  },
  {
    part: "burst",
    label: "burst: 1-minute load average at the start",
    value: (f) => f.load.toFixed(2),
  },
];

const slowRows: Row<"slow">[] = [
  {
    part: "slow",
    label: `${SLOW} slow connections: ordinary GETs answered in < ${SPIKE_TARGETS.ordinaryMs} ms`,
    value: (f) => `${f.ordinaryInTime} / ${f.ordinary.total}`,
    target: { text: `${ORDINARY}`, met: (f) => f.ordinaryInTime === ORDINARY },
  },
  {
    part: "slow",
    label: "slow: ordinary GETs reset / timed out (5 s) / 5xx",
    value: (f) => `${f.ordinary.reset} / ${f.ordinary.timeouts} / ${f.ordinary.serverErrors}`,
  },
  {
    part: "slow",
    label: "slow: slowest ordinary GET answered (ms)",
    value: (f) => f.ordinaryMaxMs.toFixed(0),
  },
  {
    part: "slow",
    label: "slow: slow connections the server closed",
    value: (f) => f.slowClosedByServer,
  },
  {
    part: "slow",
    label: "slow: 1-minute load average at the start",
    value: (f) => f.load.toFixed(2),
  },
];

const ROWS: readonly TableRow[] = [
  ...burstRows.map(tableRow),
  ...slowRows.map(tableRow),
  ...floodRows("reports", "204").map(tableRow),
  ...floodRows("quotes", "201").map(tableRow),
];

function table(after: SpikeFigures, before: SpikeFigures | undefined): string {
  const lines = before
    ? ["| | before | after | target | before | after |", "| --- | --- | --- | --- | --- | --- |"]
    : ["| | figure | target | |", "| --- | --- | --- | --- |"];
  for (const row of ROWS) {
    if (after[row.part] === undefined) continue;
    const now = row.cell(after);
    if (before) {
      const then = row.cell(before);
      lines.push(
        `| ${row.label} | ${then.value} | ${now.value} | ${row.target} | ${then.verdict} | ${now.verdict} |`,
      );
    } else lines.push(`| ${row.label} | ${now.value} | ${row.target} | ${now.verdict} |`);
  }
  const who = (figures: SpikeFigures) => `${figures.commit ?? "a tree"}, ${figures.date}`;
  const heading = before ? `Before: ${who(before)}; after: ${who(after)}.` : `${who(after)}.`;
  return `${heading}\n\n${lines.join("\n")}\n`;
}

const figures = await measureAll();
if (flags.json) {
  await writeFile(flags.json, `${JSON.stringify(figures, null, 2)}\n`);
  progress(`saved the figures in ${flags.json}`);
}
const before = flags.before
  ? (JSON.parse(await readFile(flags.before, "utf8")) as SpikeFigures)
  : undefined;
process.stdout.write(table(figures, before));
