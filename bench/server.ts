/**
 * Requests per second of the production server on a built project: a town
 * page as a browser asks for it (brotli or gzip, sent precompressed) and
 * quote POSTs, each the median of several autocannon runs over loopback.
 * The server keeps its database in a scratch DATA_DIR.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { SAMPLE_QUOTE, startServer } from "../scripts/server-process";
import { median, progress } from "./measure";

export const PAGE_URL = "/witney";
export const PAGE_CONNECTIONS = 20;
export const POST_CONNECTIONS = 10;

export interface ServerFigures {
  pageRps: number;
  pageP99Ms: number;
  postRps: number;
  postP99Ms: number;
  /** POSTs answered with anything but 2xx, or failed, over all runs: should be 0. */
  postFailures: number;
}

function loadTests(origin: string, seconds: number) {
  const run = (options: autocannon.Options) => autocannon({ duration: seconds, ...options });
  return {
    page: () =>
      run({
        url: `${origin}${PAGE_URL}`,
        connections: PAGE_CONNECTIONS,
        headers: { "accept-encoding": "br, gzip" },
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
    const tests = loadTests(origin, seconds);
    // One short round first, so the figures are of a warmed-up server.
    await loadTests(origin, 1).page();
    const pages: autocannon.Result[] = [];
    const posts: autocannon.Result[] = [];
    for (let i = 1; i <= runs; i++) {
      pages.push(await tests.page());
      posts.push(await tests.post());
      const [page, post] = [pages.at(-1)!, posts.at(-1)!];
      if (page.non2xx + page.errors > 0) {
        throw new Error(`GET ${PAGE_URL}: ${page.non2xx} non-2xx answers, ${page.errors} errors`);
      }
      progress(
        `server ${i}/${runs}: GET ${page.requests.average.toFixed(0)} req/s, POST ${post.requests.average.toFixed(0)} req/s`,
      );
    }
    return {
      pageRps: median(pages.map((result) => result.requests.average)),
      pageP99Ms: median(pages.map((result) => result.latency.p99)),
      postRps: median(posts.map((result) => result.requests.average)),
      postP99Ms: median(posts.map((result) => result.latency.p99)),
      postFailures: posts.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
    };
  } finally {
    child.kill("SIGTERM");
    if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}
