/**
 * Requests per second of the production server on a built project: a town
 * page as a browser asks for it (brotli or gzip: the server's kept brotli copy), the
 * same page asked again with the validator of the first answer (a browser
 * revalidating its cache, answered 304 Not Modified) and quote POSTs, each the median of several autocannon runs over loopback,
 * then a count of the acknowledged POSTs missing from the database. The
 * server keeps its database in a scratch DATA_DIR. Part of `npm run bench`;
 * alone on the current build (`npm run build` first):
 *
 *   npm run bench:server     (BENCH_RUNS, default 3; BENCH_SECONDS, default 5)
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { SAMPLE_QUOTE, startServer } from "../scripts/server-process";
import { openDatabase } from "../site/server/store/database";
import { leadStore } from "../site/server/store/leads";
import { median, positiveInt, progress } from "./measure";

export const PAGE_URL = "/witney";
export const PAGE_CONNECTIONS = 20;
export const POST_CONNECTIONS = 10;

export interface ServerFigures {
  pageRps: number;
  pageP99Ms: number;
  /** The conditional GET: which validator it sent, or none if the first answer had neither. */
  conditional: {
    header: "if-none-match" | "if-modified-since" | undefined;
    rps: number;
    p99Ms: number;
    notModified: number;
    /** Answers to conditional GETs that were not 304, errors included, over all runs. */
    not304: number;
  };
  postRps: number;
  postP99Ms: number;
  /** POSTs answered with anything but 2xx, or failed, over all runs: should be 0. */
  postFailures: number;
  /** POSTs acknowledged (2xx) over all runs but not in the database: must be 0. */
  postsLost: number;
}

const BROWSER = { "accept-encoding": "br, gzip" };

type Validator = { header: "if-none-match" | "if-modified-since"; value: string } | undefined;

/** What a browser would send to revalidate the page: its ETag, else its Last-Modified date. */
async function validatorOf(url: string): Promise<Validator> {
  const answer = await fetch(url, { headers: BROWSER });
  await answer.arrayBuffer();
  const etag = answer.headers.get("etag");
  if (etag) return { header: "if-none-match", value: etag };
  const modified = answer.headers.get("last-modified");
  return modified ? { header: "if-modified-since", value: modified } : undefined;
}

const count304 = (result: autocannon.Result) => result.statusCodeStats?.["304"]?.count ?? 0;

function loadTests(origin: string, seconds: number, validator: Validator) {
  const run = (options: autocannon.Options) => autocannon({ duration: seconds, ...options });
  return {
    conditional: () =>
      run({
        url: `${origin}${PAGE_URL}`,
        connections: PAGE_CONNECTIONS,
        headers: validator ? { ...BROWSER, [validator.header]: validator.value } : BROWSER,
      }),
    page: () =>
      run({
        url: `${origin}${PAGE_URL}`,
        connections: PAGE_CONNECTIONS,
        headers: BROWSER,
      }),
    post: () =>
      run({
        url: `${origin}/api/quote`,
        connections: POST_CONNECTIONS,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(SAMPLE_QUOTE),
      }),
  };
}

export async function benchServer(
  projectDir: string,
  runs: number,
  seconds: number,
): Promise<ServerFigures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "site-bench-data-"));
  const { child, origin } = await startServer(
    {
      DATA_DIR: dataDir,
      // The per-address spam limit would turn the POST test into a test of 429s.
      QUOTE_LIMIT_PER_HOUR: "1000000000",
    },
    { cwd: projectDir },
  );
  try {
    const validator = await validatorOf(`${origin}${PAGE_URL}`);
    const tests = loadTests(origin, seconds, validator);
    // One short round first, so the figures are of a warmed-up server.
    await loadTests(origin, 1, validator).page();
    const pages: autocannon.Result[] = [];
    const conditionals: autocannon.Result[] = [];
    const posts: autocannon.Result[] = [];
    for (let i = 1; i <= runs; i++) {
      pages.push(await tests.page());
      conditionals.push(await tests.conditional());
      posts.push(await tests.post());
      const [page, conditional, post] = [pages.at(-1)!, conditionals.at(-1)!, posts.at(-1)!];
      if (page.non2xx + page.errors > 0) {
        throw new Error(`GET ${PAGE_URL}: ${page.non2xx} non-2xx answers, ${page.errors} errors`);
      }
      progress(
        `server ${i}/${runs}: GET ${page.requests.average.toFixed(0)} req/s, conditional GET ${conditional.requests.average.toFixed(0)} req/s (${count304(conditional)} of ${conditional.requests.total} answered 304), POST ${post.requests.average.toFixed(0)} req/s`,
      );
    }
    child.kill("SIGTERM");
    if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
    const db = openDatabase(dataDir);
    const stored = leadStore(db).count();
    db.close();
    const acknowledged = posts.reduce((sum, result) => sum + result["2xx"], 0);
    return {
      pageRps: median(pages.map((result) => result.requests.average)),
      pageP99Ms: median(pages.map((result) => result.latency.p99)),
      conditional: {
        header: validator?.header,
        rps: median(conditionals.map((result) => result.requests.average)),
        p99Ms: median(conditionals.map((result) => result.latency.p99)),
        notModified: conditionals.reduce((sum, result) => sum + count304(result), 0),
        not304: conditionals.reduce(
          (sum, result) => sum + result.requests.total - count304(result) + result.errors,
          0,
        ),
      },
      postRps: median(posts.map((result) => result.requests.average)),
      postP99Ms: median(posts.map((result) => result.latency.p99)),
      postFailures: posts.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
      postsLost: Math.max(0, acknowledged - stored),
    };
  } finally {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The figures as the report's Markdown table. */
export function serverTable(server: ServerFigures): string[] {
  return [
    "| request | requests/s | p99 latency (ms) |",
    "| --- | --- | --- |",
    `| GET ${PAGE_URL}, \`accept-encoding: br, gzip\`, ${PAGE_CONNECTIONS} connections | ${server.pageRps.toFixed(0)} | ${server.pageP99Ms.toFixed(0)} |`,
    `| the same GET, conditional (\`${server.conditional.header ?? "no validator in the first answer"}\`), ${PAGE_CONNECTIONS} connections | ${server.conditional.rps.toFixed(0)} | ${server.conditional.p99Ms.toFixed(0)} |`,
    `| POST /api/quote (JSON, stored in SQLite), ${POST_CONNECTIONS} connections | ${server.postRps.toFixed(0)} | ${server.postP99Ms.toFixed(0)} |`,
    "",
    `Conditional GETs answered 304 over all runs: ${server.conditional.notModified}; answered otherwise or failed: ${server.conditional.not304}. POSTs not answered 2xx over all runs: ${server.postFailures}; acknowledged but not stored: ${server.postsLost}.`,
  ];
}

// Run directly: the same measure on the build in dist/client, printed as the report's table.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!existsSync("dist/client/index.html")) {
    console.error("bench:server: no build in dist/client; run `npm run build` first");
    process.exit(1);
  }
  const runs = positiveInt("BENCH_RUNS", 3);
  const seconds = positiveInt("BENCH_SECONDS", 5);
  const figures = await benchServer(process.cwd(), runs, seconds);
  console.log([`Median of ${runs} runs of ${seconds} s.`, "", ...serverTable(figures)].join("\n"));
  if (figures.postsLost > 0 || figures.postFailures > 0 || figures.conditional.not304 > 0) {
    process.exitCode = 1;
  }
}
