/**
 * `npm run bench:spike [-- --project DIR] [--json FILE] [--before FILE]`:
 * the production server under a traffic spike, over loopback only
 * (127.0.0.0/8), each part bounded in count and time. The server is the
 * project's own site/server/main.ts with its default settings, on a free
 * port, a scratch DATA_DIR and the project's built dist/client (`npm run
 * build` first); page addresses come from its sitemap.xml.
 *
 *   burst   2,000 GETs of pages at once, from 249 source addresses
 *   slow    800 connections from one address that send headers a byte a
 *           second (half of them nothing), reconnecting when closed, while
 *           20 ordinary GETs from other addresses are timed
 *   flood   600 not-found reports, then 600 quote POSTs, all at once from
 *           three addresses, while page GETs from another are timed
 *
 *   --project DIR  measure another checkout (built, with its node_modules)
 *   --json FILE    save the figures, for a later --before
 *   --before FILE  set an earlier run's figures beside these
 *
 * Prints a Markdown table with the targets and PASS/MISS on stdout, progress on stderr.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { SAMPLE_QUOTE, startServer } from "../scripts/server-process";
import {
  answeredMs,
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

export interface SpikeFigures {
  commit: string | undefined;
  date: string;
  burst: BurstFigures;
  slow: SlowFigures;
  reports: FloodFigures;
  quotes: FloodFigures;
}

const { values: flags } = parseArgs({
  options: {
    project: { type: "string" },
    json: { type: "string" },
    before: { type: "string" },
  },
  strict: true,
});
const project = path.resolve(flags.project ?? process.cwd());

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

async function burst(port: number, pages: readonly string[]): Promise<BurstFigures> {
  const load = loadNow();
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      send({
        port,
        path: pages[i % pages.length]!,
        localAddress: visitorAddress(i),
        timeoutMs: 30_000,
      }),
    ),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  const ms = answeredMs(outcomes);
  return {
    ...tally(outcomes),
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
    const burstFigures = await burst(port, pages);
    progress(
      `burst: ${burstFigures.answered} answered, ${burstFigures.reset} reset in ${burstFigures.wallSeconds.toFixed(1)} s`,
    );
    await sleep(2_000);
    const slowFigures = await slow(port, pages);
    progress(`slow clients: ${slowFigures.ordinaryInTime} of ${ORDINARY} ordinary GETs in time`);
    await sleep(2_000);
    const reports = await flood(port, pages, "reports");
    progress(
      `reports flood: ${JSON.stringify(reports.posts.byStatus)}, ${reports.posts.reset} reset`,
    );
    await sleep(2_000);
    const quotes = await flood(port, pages, "quotes");
    progress(`quotes flood: ${JSON.stringify(quotes.posts.byStatus)}, ${quotes.posts.reset} reset`);
    return {
      commit: commitOf(project),
      date: new Date().toISOString().slice(0, 10),
      burst: burstFigures,
      slow: slowFigures,
      reports,
      quotes,
    };
  } finally {
    child.kill("SIGTERM");
    if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A row: its label, its figure, and the target it must meet (none for a figure shown for context). */
interface Row {
  label: string;
  value: (figures: SpikeFigures) => number | string;
  target?: { text: string; met: (figures: SpikeFigures) => boolean };
}

const statuses = (t: Tally, codes: readonly string[]) =>
  codes.map((code) => t.byStatus[code] ?? 0).join(" / ");
/** Answers that are neither stored, 429 nor 503, and failures without an answer. */
const unexplained = (t: Tally) =>
  t.total -
  ["201", "204", "303", "429", "503"].reduce((sum, code) => sum + (t.byStatus[code] ?? 0), 0);

function floodRows(kind: FloodKind, stored: string): Row[] {
  const name = kind === "reports" ? "not-found reports" : "quote POSTs";
  return [
    {
      label: `${FLOOD} ${name}: stored (${stored}) / 429 / 503`,
      value: (f) => statuses(f[kind].posts, [stored, "429", "503"]),
    },
    {
      label: `${name}: other answers, resets and timeouts`,
      value: (f) => unexplained(f[kind].posts),
      target: { text: "0", met: (f) => unexplained(f[kind].posts) === 0 },
    },
    {
      label: `${name}: resets / 5xx other than 503`,
      value: (f) =>
        `${f[kind].posts.reset} / ${f[kind].posts.serverErrors - (f[kind].posts.byStatus["503"] ?? 0)}`,
    },
    {
      label: `${name}: 429 and 503 with Retry-After`,
      value: (f) => f[kind].posts.retryAfter,
    },
    { label: `${name}: wall time (s)`, value: (f) => f[kind].wallSeconds.toFixed(1) },
    {
      label: `${name}: page GETs meanwhile, answered / all`,
      value: (f) => `${f[kind].pages.answered} / ${f[kind].pages.total}`,
      target: { text: "all", met: (f) => f[kind].pages.answered === f[kind].pages.total },
    },
    {
      label: `${name}: page GETs meanwhile, p50 / p95 (ms)`,
      value: (f) => `${f[kind].pageP50Ms.toFixed(0)} / ${f[kind].pageP95Ms.toFixed(0)}`,
      target: {
        text: `p95 < ${SPIKE_TARGETS.floodPageP95Ms}`,
        met: (f) => f[kind].pageP95Ms < SPIKE_TARGETS.floodPageP95Ms,
      },
    },
  ];
}

const ROWS: Row[] = [
  {
    label: `burst of ${BURST} GETs: answered (< 500)`,
    value: (f) => f.burst.answered,
    target: { text: `${BURST}`, met: (f) => f.burst.answered === BURST },
  },
  {
    label: "burst: reset",
    value: (f) => f.burst.reset,
    target: { text: "0", met: (f) => f.burst.reset === 0 },
  },
  {
    label: "burst: 5xx",
    value: (f) => f.burst.serverErrors,
    target: { text: "0", met: (f) => f.burst.serverErrors === 0 },
  },
  {
    label: "burst: timed out / other errors",
    value: (f) => `${f.burst.timeouts} / ${f.burst.otherErrors}`,
  },
  {
    label: "burst: wall time (s)",
    value: (f) => f.burst.wallSeconds.toFixed(1),
    target: {
      text: `≤ ${SPIKE_TARGETS.burstSeconds}`,
      met: (f) => f.burst.wallSeconds <= SPIKE_TARGETS.burstSeconds,
    },
  },
  {
    label: "burst: p50 / p95 / p99 of answers (ms)",
    value: (f) =>
      [f.burst.p50Ms, f.burst.p95Ms, f.burst.p99Ms].map((ms) => ms.toFixed(0)).join(" / "),
  },
  {
    label: `${SLOW} slow connections: ordinary GETs answered in < ${SPIKE_TARGETS.ordinaryMs} ms`,
    value: (f) => `${f.slow.ordinaryInTime} / ${f.slow.ordinary.total}`,
    target: { text: `${ORDINARY}`, met: (f) => f.slow.ordinaryInTime === ORDINARY },
  },
  {
    label: "slow: ordinary GETs reset / timed out (5 s) / 5xx",
    value: (f) =>
      `${f.slow.ordinary.reset} / ${f.slow.ordinary.timeouts} / ${f.slow.ordinary.serverErrors}`,
  },
  {
    label: "slow: slowest ordinary GET answered (ms)",
    value: (f) => f.slow.ordinaryMaxMs.toFixed(0),
  },
  { label: "slow: slow connections the server closed", value: (f) => f.slow.slowClosedByServer },
  ...floodRows("reports", "204"),
  ...floodRows("quotes", "201"),
  {
    label: "1-minute load average at the start: burst / slow / reports / quotes",
    value: (f) =>
      [f.burst.load, f.slow.load, f.reports.load, f.quotes.load]
        .map((l) => l.toFixed(2))
        .join(" / "),
  },
];

const verdict = (row: Row, figures: SpikeFigures) =>
  row.target ? (row.target.met(figures) ? "PASS" : "MISS") : "";

function table(after: SpikeFigures, before: SpikeFigures | undefined): string {
  const lines = before
    ? ["| | before | after | target | before | after |", "| --- | --- | --- | --- | --- | --- |"]
    : ["| | figure | target | |", "| --- | --- | --- | --- |"];
  for (const row of ROWS) {
    const target = row.target?.text ?? "";
    lines.push(
      before
        ? `| ${row.label} | ${row.value(before)} | ${row.value(after)} | ${target} | ${verdict(row, before)} | ${verdict(row, after)} |`
        : `| ${row.label} | ${row.value(after)} | ${target} | ${verdict(row, after)} |`,
    );
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
