/**
 * `npm run bench:server`: static page req/s and p99, quote POST/s, then a
 * check that every acknowledged POST is in the database. Needs a build
 * (`npm run build`); uses a scratch DATA_DIR and loopback only.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../site/server/store/database";
import { leadStore } from "../site/server/store/leads";
import { SAMPLE_QUOTE, startServer } from "./server-process";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

if (!existsSync("dist/client/index.html")) {
  console.error("bench:server: no build in dist/client; run `npm run build` first");
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-server-"));
const { child, origin } = await startServer({
  DATA_DIR: dataDir,
  QUOTE_LIMIT_PER_HOUR: "1000000000",
});

try {
  const run = (options: autocannon.Options) => autocannon({ duration: SECONDS, ...options });
  const page = await run({
    url: `${origin}/witney`,
    connections: 20,
    headers: { "accept-encoding": "br, gzip" },
  });
  const plain = await run({ url: `${origin}/witney`, connections: 20 });
  const posts = await run({
    url: `${origin}/api/quote`,
    connections: 10,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(SAMPLE_QUOTE),
  });
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));

  const db = openDatabase(dataDir);
  const stored = leadStore(db).count();
  db.close();
  const acknowledged = posts["2xx"];
  console.log(`| measure (${SECONDS} s each, loopback, 2 cores) | value |`);
  console.log("| --- | --- |");
  console.log(
    `| GET /witney, br/gzip, 20 connections: req/s | ${Math.round(page.requests.average)} |`,
  );
  console.log(`| GET /witney, br/gzip: p99 latency | ${page.latency.p99} ms |`);
  console.log(`| GET /witney, uncompressed: req/s | ${Math.round(plain.requests.average)} |`);
  console.log(`| GET /witney, uncompressed: p99 latency | ${plain.latency.p99} ms |`);
  console.log(`| POST /api/quote, 10 connections: req/s | ${Math.round(posts.requests.average)} |`);
  console.log(`| POST /api/quote: p99 latency | ${posts.latency.p99} ms |`);
  console.log(
    `| POSTs acknowledged (201) / non-2xx / errors | ${acknowledged} / ${posts.non2xx} / ${posts.errors} |`,
  );
  console.log(`| rows in the database | ${stored} |`);
  console.log(
    `| every acknowledged POST stored | ${stored >= acknowledged ? "yes" : `NO: ${acknowledged - stored} missing`} |`,
  );
  if (stored < acknowledged) process.exitCode = 1;
} finally {
  if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
}
