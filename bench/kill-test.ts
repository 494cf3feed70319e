/**
 * `npm run bench:kill`: start the server, send a burst of quote POSTs, kill -9
 * it in the middle, start it again, and check that every POST it had
 * acknowledged (201 with an id) is in the database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../site/server/store/database";
import { leadStore } from "../site/server/store/leads";
import { SAMPLE_QUOTE, startServer } from "../scripts/server-process";

const CONCURRENCY = 16;
const KILL_AFTER_MS = Number(process.env.KILL_AFTER_MS ?? 1500);

const dataDir = mkdtempSync(path.join(tmpdir(), "kill-test-"));
const env = { DATA_DIR: dataDir, QUOTE_LIMIT_PER_HOUR: "1000000000" };
const { child, origin } = await startServer(env);

const acknowledged = new Set<number>();
let failed = 0;
let stop = false;
async function sender() {
  while (!stop) {
    try {
      const response = await fetch(`${origin}/api/quote`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(SAMPLE_QUOTE),
      });
      if (response.status === 201) acknowledged.add((await response.json()).id as number);
      else failed++;
    } catch {
      failed++;
      // After the kill every request fails: stop this sender.
      if (child.exitCode !== null || child.signalCode !== null) return;
    }
  }
}
const senders = Array.from({ length: CONCURRENCY }, sender);
await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
child.kill("SIGKILL");
await new Promise((resolve) => child.once("exit", resolve));
stop = true;
await Promise.all(senders);

// Restart on the same data: it must open cleanly (WAL recovery) and answer.
const restarted = await startServer(env);
restarted.child.kill("SIGTERM");
await new Promise((resolve) => restarted.child.once("exit", resolve));

const db = openDatabase(dataDir);
const ids = new Set(
  leadStore(db)
    .all()
    .map((lead) => lead.id),
);
db.close();
const missing = [...acknowledged].filter((id) => !ids.has(id));
console.log(
  `| kill -9 after ${KILL_AFTER_MS} ms of ${CONCURRENCY} concurrent POST loops | value |`,
);
console.log("| --- | --- |");
console.log(`| acknowledged (201) before the kill | ${acknowledged.size} |`);
console.log(`| requests cut off by the kill | ${failed} |`);
console.log(`| rows after restart | ${ids.size} |`);
console.log(`| acknowledged but missing | ${missing.length} |`);
rmSync(dataDir, { recursive: true, force: true });
if (missing.length > 0) process.exitCode = 1;
