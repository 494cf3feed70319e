/**
 * `npm run bench:lock`: start the server, let another process hold SQLite's
 * write lock for LOCK_SECONDS (10 by default), and meanwhile time page
 * requests and send a quote request every 200 ms. Prints page latency (p50,
 * p99, max) before and during the lock, then the quotes acknowledged against
 * the rows stored. Needs a build; scratch DATA_DIR, loopback only.
 * LOCK_SERVER_DIR serves from another checkout (to compare versions).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, DATABASE_FILE } from "../site/server/store/database";
import { leadStore } from "../site/server/store/leads";
import { holdWriteLock } from "./write-lock";
import { SAMPLE_QUOTE, startServer } from "../scripts/server-process";

const LOCK_MS = Number(process.env.LOCK_SECONDS ?? 10) * 1000;
const PAGE_LOOPS = 4;
const QUOTE_EVERY_MS = 200;
const serverDir = process.env.LOCK_SERVER_DIR;

if (!existsSync(path.join(serverDir ?? ".", "dist/client/index.html"))) {
  console.error("bench:lock: no build in dist/client; run `npm run build` first");
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), "lock-test-"));
const { child, origin } = await startServer(
  { DATA_DIR: dataDir, QUOTE_LIMIT_PER_HOUR: "1000000000" },
  serverDir ? { cwd: serverDir } : {},
);

/** GET /witney in PAGE_LOOPS loops until `until` resolves; each request's milliseconds. */
async function pageLatencies(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.then(() => (done = true));
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: PAGE_LOOPS }, async () => {
      while (!done) {
        const sent = performance.now();
        const response = await fetch(`${origin}/witney`, {
          headers: { "accept-encoding": "br, gzip" },
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET /witney: ${response.status}`);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

try {
  const before = await pageLatencies(sleep(2_000));

  const lock = await holdWriteLock(path.join(dataDir, DATABASE_FILE), LOCK_MS);
  const lockedAt = performance.now();
  const quotes: Promise<{ status: number; id?: number; answeredAfterMs: number }>[] = [];
  const sender = (async () => {
    while (performance.now() - lockedAt < LOCK_MS) {
      const sent = performance.now();
      quotes.push(
        fetch(`${origin}/api/quote`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(SAMPLE_QUOTE),
        }).then(async (response) => ({
          status: response.status,
          id: response.status === 201 ? ((await response.json()) as { id: number }).id : undefined,
          answeredAfterMs: performance.now() - sent,
        })),
      );
      await sleep(QUOTE_EVERY_MS);
    }
  })();
  const during = await pageLatencies(lock.released);
  await sender;
  const answers = await Promise.all(quotes);

  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  const db = openDatabase(dataDir);
  const stored = new Set(
    leadStore(db)
      .all()
      .map((lead) => lead.id),
  );
  db.close();

  const acknowledged = answers.filter((answer) => answer.status === 201);
  const missing = acknowledged.filter((answer) => !stored.has(answer.id!));
  const refused = answers.filter((answer) => answer.status !== 201);
  const longestWait = Math.max(...answers.map((answer) => answer.answeredAfterMs));
  console.log(`| another process holds the write lock for ${LOCK_MS / 1000} s | value |`);
  console.log("| --- | --- |");
  console.log(
    `| GET /witney before the lock (${PAGE_LOOPS} loops, 2 s): requests, p50, p99, max | ${before.length}, ${ms(percentile(before, 50))}, ${ms(percentile(before, 99))}, ${ms(before.at(-1) ?? NaN)} |`,
  );
  console.log(
    `| GET /witney during the lock: requests, p50, p99, max | ${during.length}, ${ms(percentile(during, 50))}, ${ms(percentile(during, 99))}, ${ms(during.at(-1) ?? NaN)} |`,
  );
  console.log(
    `| quote POSTs sent during the lock (one per ${QUOTE_EVERY_MS} ms) | ${answers.length} |`,
  );
  console.log(
    `| acknowledged (201) / other answers | ${acknowledged.length} / ${refused.length} |`,
  );
  console.log(`| longest wait for an answer to a POST | ${ms(longestWait)} |`);
  console.log(`| rows in the database afterwards | ${stored.size} |`);
  console.log(`| acknowledged but missing | ${missing.length} |`);
  if (missing.length > 0) process.exitCode = 1;
} finally {
  if (child.exitCode === null) child.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
