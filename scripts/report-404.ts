/** `npm run report:404 [-- --limit N]`: the most requested missing paths. */
import { escapeUnsafe } from "../model/escape";
import { loadConfig } from "../site/server/config";
import { openDatabase } from "../site/server/store/database";
import { notFoundLog } from "../site/server/store/not-found-log";

const limitAt = process.argv.indexOf("--limit");
const limit = limitAt === -1 ? 30 : Number(process.argv[limitAt + 1]) || 30;
const config = loadConfig(process.env);
const db = openDatabase(config.dataDir);
const log = notFoundLog(db, config.notFoundLogMaxRows);
const top = log.top(limit);
if (top.length === 0) console.log("No missing pages reported.");
else {
  console.log("count  last seen                 path");
  for (const row of top)
    console.log(
      `${String(row.count).padStart(5)}  ${escapeUnsafe(row.lastSeen).padEnd(24)}  ${escapeUnsafe(row.path)}`,
    );
  console.log(`${log.count()} reports kept (at most ${config.notFoundLogMaxRows}).`);
}
db.close();
