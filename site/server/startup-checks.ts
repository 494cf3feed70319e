/**
 * The data folder and the database, checked before the server listens: a
 * folder it cannot write in or a damaged database file stops the start with a
 * message naming the path and the fix, instead of a stack trace or a server
 * that answers every quote request with an error.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, unlinkSync } from "node:fs";
import path from "node:path";
import { DATABASE_FILE, openDatabase, scalar, type Db } from "./store/database";

/** Why the server cannot start, in words for whoever runs it. */
export class StartupError extends Error {
  override name = "StartupError";
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** "EACCES: permission denied, open '/x/y'" → "EACCES: permission denied": the path is named already. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split(",")[0]!;

/** Creates the folder if needed and proves a file can be written there (as root, modes alone say nothing). */
export function checkDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new StartupError(
      `cannot create the data folder ${dataDir} (${reasonOf(error)}).\n` +
        "  Create it, or set DATA_DIR to a folder the server can write in.",
    );
  }
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    const fd = openSync(probe, "w");
    fsyncSync(fd);
    closeSync(fd);
    unlinkSync(probe);
  } catch (error) {
    throw new StartupError(
      `cannot write in the data folder ${dataDir} (${reasonOf(error)}).\n` +
        "  Quote requests are kept there: make it writable by the user running the server,\n" +
        "  or set DATA_DIR to a folder that is.",
    );
  }
}

const DAMAGED = new Set(["SQLITE_NOTADB", "SQLITE_CORRUPT"]);

function damaged(file: string, reason: string): StartupError {
  return new StartupError(
    `${file} is not a usable SQLite database (${reason}).\n` +
      "  Move it aside (keep it: it may hold quote requests) and start again: the server\n" +
      "  creates a new, empty database. sqlite3's .recover may get the rows back.",
  );
}

const notWritable = (file: string, reason: string) =>
  new StartupError(
    `cannot write to the database ${file} (${reason}).\n` +
      "  Make the file and its folder writable by the user running the server.",
  );

/**
 * Opens the server's database (in memory without a folder) and checks it:
 * readable, undamaged (quick_check) and writable (a write rolled back).
 */
export function openServerDatabase(
  dataDir: string | undefined,
  options: { busyTimeoutMs: number },
): Db {
  if (!dataDir) return openDatabase(undefined, options);
  checkDataDir(dataDir);
  const file = path.join(dataDir, DATABASE_FILE);
  let db: Db;
  try {
    db = openDatabase(dataDir, options);
  } catch (error) {
    if (DAMAGED.has(String(codeOf(error)))) throw damaged(file, reasonOf(error));
    // Opening brings the schema up to date, which writes.
    if (codeOf(error) === "SQLITE_READONLY") throw notWritable(file, reasonOf(error));
    throw new StartupError(
      `cannot open the database ${file} (${reasonOf(error)}).\n` +
        "  Check that the file and its folder belong to the user running the server.",
    );
  }
  try {
    const check = db.prepare("PRAGMA quick_check(1)").get() as Record<string, unknown>;
    const verdict = String(Object.values(check)[0]);
    if (verdict !== "ok") throw damaged(file, verdict);
    // SQLite opens a file it may not write read-only, without a word: prove a write.
    const version = scalar(db, "PRAGMA user_version");
    db.exec("BEGIN IMMEDIATE");
    try {
      db.exec(`PRAGMA user_version = ${version}`);
    } finally {
      db.exec("ROLLBACK");
    }
  } catch (error) {
    // Another process holding the lock right now says nothing about the file: start.
    if (String(codeOf(error)).startsWith("SQLITE_BUSY")) return db;
    db.close();
    if (error instanceof StartupError) throw error;
    if (DAMAGED.has(String(codeOf(error)))) throw damaged(file, reasonOf(error));
    throw notWritable(file, reasonOf(error));
  }
  return db;
}
