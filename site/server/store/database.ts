/**
 * The one SQLite file under DATA_DIR. WAL with synchronous=FULL: a commit is
 * on disk before the call returns, so a request answered after its insert
 * survives the process being killed a moment later. Its schema is the SQL
 * files in migrations/ (store/migrations.ts), the same that make D1's.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "libsql";
import { readMigrations } from "./migrations";

export type Db = InstanceType<typeof Database>;

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

/** user_version counts the migrations applied: a database at 1 gets the files from the second on. */
function migrate(db: Db): void {
  const version = scalar(db, "PRAGMA user_version");
  readMigrations().forEach(({ sql }, index) => {
    if (index < version) return;
    db.transaction(() => {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${index + 1}`);
    })();
  });
}
