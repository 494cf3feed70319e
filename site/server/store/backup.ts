/**
 * A consistent copy of DATA_DIR/site.sqlite taken while the server serves and
 * writes, with SQLite's online backup API as Node's node:sqlite offers it
 * (libsql's Database has a backup() that throws "not implemented"). Every page
 * is copied in one step, so in one read transaction: the copy is the database
 * as it was at one moment, and the server's writes go on meanwhile (WAL).
 */
import { existsSync, statSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { z } from "zod";
import { DATABASE_FILE } from "./database";

/** The backup command's own setting; the folder may also be given with --dir. */
export const BackupEnvSchema = z.object({
  /** Where backups go; "backups" inside DATA_DIR when unset. */
  BACKUP_DIR: z.string().min(1).optional(),
});

/** Why no backup was made, in words for whoever runs it. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** "site-2026-11-25T17-30-12Z.sqlite": sorts by time, no characters a shell or a copy tool minds. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
  return `site-${stamp}.sqlite`;
}

export interface BackupResult {
  file: string;
  bytes: number;
  leads: number;
  notFound: number;
}

/** More pages than any database has: the whole copy in one step (sqlite3_backup_step's page count). */
const ALL_PAGES = 2 ** 31 - 1;
/** How long opening the source waits for a lock (only WAL recovery takes one a reader waits for). */
const OPEN_TIMEOUT_MS = 5000;

const count = (db: DatabaseSync, table: string) =>
  Number(Object.values(db.prepare(`SELECT count(*) FROM ${table}`).get() ?? {})[0]);

/**
 * Copies dataDir's database into backupDir as a dated file, checks the copy
 * (quick_check) and counts its rows. The copy is written under a temporary
 * name and renamed when whole, so a file with a backup's name is always one.
 */
export async function backupDatabase(
  dataDir: string,
  backupDir: string,
  at = new Date(),
): Promise<BackupResult> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) {
    throw new BackupError(
      `no database at ${source}.\n` +
        "  Set DATA_DIR (in the environment or .env) to the server's data folder.",
    );
  }
  const file = path.join(backupDir, backupFileName(at));
  if (existsSync(file)) throw new BackupError(`${file} exists already: try again in a second.`);
  const partial = `${file}.partial`;
  try {
    await mkdir(backupDir, { recursive: true });
  } catch (error) {
    throw new BackupError(
      `cannot create the backup folder ${backupDir} (${reasonOf(error)}).\n` +
        "  Give another with --dir or BACKUP_DIR.",
    );
  }
  // Loaded here, not imported: on a Node without it, load-env.ts has already said which is needed.
  const sqlite = await import("node:sqlite");
  const from = openOrExplain(sqlite, source, { timeout: OPEN_TIMEOUT_MS });
  let rows: { leads: number; notFound: number };
  try {
    try {
      await sqlite.backup(from, partial, { rate: ALL_PAGES });
    } catch (error) {
      throw new BackupError(`cannot copy ${source} to ${partial} (${reasonOf(error)}).`);
    } finally {
      from.close();
    }
    rows = checkCopy(sqlite, partial);
  } catch (error) {
    await Promise.all(
      ["", "-wal", "-shm"].map((suffix) => rm(`${partial}${suffix}`, { force: true })),
    );
    throw error;
  }
  await rename(partial, file);
  return { file, bytes: statSync(file).size, ...rows };
}

/** Checks the copy (quick_check), counts its rows and makes it one self-contained file. */
function checkCopy(sqlite: NodeSqlite, file: string): { leads: number; notFound: number } {
  const copy = openOrExplain(sqlite, file, {});
  try {
    const verdict = String(Object.values(copy.prepare("PRAGMA quick_check(1)").get() ?? {})[0]);
    if (verdict !== "ok") throw new BackupError(`the copy ${file} fails its check: ${verdict}`);
    const rows = { leads: count(copy, "leads"), notFound: count(copy, "not_found") };
    // Opened later, it makes no -wal and -shm beside it (the server sets WAL again on restore).
    copy.exec("PRAGMA journal_mode = DELETE");
    return rows;
  } finally {
    copy.close();
  }
}

type NodeSqlite = typeof import("node:sqlite");

function openOrExplain(
  sqlite: NodeSqlite,
  file: string,
  options: { timeout?: number },
): DatabaseSync {
  try {
    return new sqlite.DatabaseSync(file, options);
  } catch (error) {
    throw new BackupError(`cannot open the database ${file} (${reasonOf(error)}).`);
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
