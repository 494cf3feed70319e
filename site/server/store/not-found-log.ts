/**
 * Paths visitors found missing. Capped: each insert prunes rows older than the
 * newest maxRows, so a flood of reports cannot fill the disk.
 */
import { storedEntry } from "../../forms/not-found-report";
import { COUNT_NOT_FOUND, INSERT_NOT_FOUND, TOP_MISSING_PAGES } from "../../forms/statements";
import { scalar, type Db } from "./database";

export interface NotFoundLog {
  /** Synchronous; throws SQLITE_BUSY when another process holds the lock (see writer.ts). */
  record(entry: { path: string; referrer: string | undefined }): void;
  /** The most reported paths, most first. */
  top(limit: number): { path: string; count: number; lastSeen: string }[];
  count(): number;
}

export function notFoundLog(
  db: Db,
  maxRows: number,
  now: () => Date = () => new Date(),
): NotFoundLog {
  const insert = db.prepare(INSERT_NOT_FOUND);
  const prune = db.prepare("DELETE FROM not_found WHERE id <= ?");
  const record = db.transaction((path: string, referrer: string | null) => {
    const { lastInsertRowid } = insert.run(path, referrer, now().toISOString());
    prune.run(Number(lastInsertRowid) - maxRows);
  });
  const top = db.prepare(`${TOP_MISSING_PAGES} LIMIT ?`);
  return {
    record: (entry) => {
      const { path, referrer } = storedEntry(entry);
      record.immediate(path, referrer);
    },
    top: (limit) => top.all(limit) as { path: string; count: number; lastSeen: string }[],
    count: () => scalar(db, COUNT_NOT_FOUND),
  };
}
