/**
 * `npm run report:404 [-- --limit N]`: the most visited missing pages. Each
 * visit counts once: recorded by the server as it answers 404, or reported by
 * the not-found page where a static host answered. Last seen by the business's
 * clock (`timeZone` in data/business.yaml). `--d1 [--local]`: the Cloudflare
 * site's D1 database (lib/d1.ts).
 */
// First: .env is in process.env before any module below reads it.
import "../site/server/load-env";
import { escapeUnsafe } from "../model/escape";
import { business } from "../site/generated/business";
import { loadConfig } from "../site/server/config";
import { openDatabase } from "../site/server/store/database";
import { notFoundLog } from "../site/server/store/not-found-log";
import { NOT_FOUND_LOG_MAX_ROWS } from "../site/forms/limits";
import { d1NotFoundLog, orExit } from "./lib/d1";
import { leadView } from "./lib/lead-view";

const limitAt = process.argv.indexOf("--limit");
const limit = limitAt === -1 ? 30 : Number(process.argv[limitAt + 1]) || 30;
const config = loadConfig(process.env);
const db = process.argv.includes("--d1") ? undefined : openDatabase(config.dataDir);
const log = db
  ? notFoundLog(db, config.notFoundLogMaxRows)
  : d1NotFoundLog({ local: process.argv.includes("--local") });
const maxRows = db ? config.notFoundLogMaxRows : NOT_FOUND_LOG_MAX_ROWS;
const top = orExit("report:404", () => log.top(limit));
const clock = leadView(business.timeZone);
if (top.length === 0) console.log("No missing pages visited.");
else {
  console.log("count  last seen             path");
  for (const row of top) {
    const seen = `${clock.time(row.lastSeen)} ${clock.zoneName(row.lastSeen)}`.trim();
    console.log(
      `${String(row.count).padStart(5)}  ${escapeUnsafe(seen).padEnd(20)}  ${escapeUnsafe(row.path)}`,
    );
  }
  const kept = orExit("report:404", () => log.count());
  console.log(`${kept} visit${kept === 1 ? "" : "s"} kept (at most ${maxRows}).`);
}
db?.close();
