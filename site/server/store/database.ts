/**
 * The one SQLite file under DATA_DIR. WAL with synchronous=FULL: a commit is
 * on disk before the call returns, so a request answered after its insert
 * survives the process being killed a moment later.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "libsql";

export type Db = InstanceType<typeof Database>;

const MIGRATIONS: string[] = [
  `CREATE TABLE leads (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL,
     name TEXT NOT NULL,
     phone TEXT NOT NULL,
     email TEXT NOT NULL,
     postcode TEXT NOT NULL,
     service TEXT NOT NULL,
     message TEXT NOT NULL,
     preferred_time TEXT NOT NULL,
     source_page TEXT NOT NULL
   );
   CREATE TABLE not_found (
     id INTEGER PRIMARY KEY,
     path TEXT NOT NULL,
     referrer TEXT,
     created_at TEXT NOT NULL
   );
   CREATE INDEX not_found_path ON not_found (path);
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER NOT NULL REFERENCES leads (id),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     last_error TEXT,
     sent_at TEXT
   );
   CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);`,
];

export const DATABASE_FILE = "site.sqlite";

/** How long opening (and migrating) waits for another process's lock. */
const OPEN_BUSY_TIMEOUT_MS = 5000;

/**
 * Opens (creating if needed) DATA_DIR/site.sqlite and brings its schema up to
 * date; with no folder, a database in memory (tests, the fixture site).
 * `busyTimeoutMs`: how long a later statement waits inside SQLite for a lock,
 * blocking the thread. The owner's commands wait; the server passes 0 and
 * waits in store/writer.ts instead, so its event loop is never held.
 */
export function openDatabase(
  dataDir: string | undefined,
  { busyTimeoutMs = OPEN_BUSY_TIMEOUT_MS }: { busyTimeoutMs?: number } = {},
): Db {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = new Database(dataDir ? path.join(dataDir, DATABASE_FILE) : ":memory:");
  db.exec(`PRAGMA busy_timeout = ${OPEN_BUSY_TIMEOUT_MS}`);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
  migrate(db);
  db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
  return db;
}

/** The first column of a one-row query. (libsql's pluck() still returns the whole row.) */
export function scalar(db: Db, sql: string, ...params: unknown[]): number {
  const row = db.prepare(sql).get(...params) as Record<string, unknown> | undefined;
  return Number(row ? Object.values(row)[0] : undefined);
}

function migrate(db: Db): void {
  const version = scalar(db, "PRAGMA user_version");
  for (let next = version; next < MIGRATIONS.length; next++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[next]!);
      db.exec(`PRAGMA user_version = ${next + 1}`);
    })();
  }
}
