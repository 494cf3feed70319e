/**
 * Paths visitors found missing. Capped: each insert prunes rows older than the
 * newest maxRows, so a flood of reports cannot fill the disk.
 */
import { storedEntry } from "../../forms/not-found-report";
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
  const insert = db.prepare("INSERT INTO not_found (path, referrer, created_at) VALUES (?, ?, ?)");
  const prune = db.prepare("DELETE FROM not_found WHERE id <= ?");
  const record = db.transaction((path: string, referrer: string | null) => {
    const { lastInsertRowid } = insert.run(path, referrer, now().toISOString());
    prune.run(Number(lastInsertRowid) - maxRows);
  });
  const top = db.prepare(
    `SELECT path, count(*) AS count, max(created_at) AS lastSeen FROM not_found
     GROUP BY path ORDER BY count DESC, path LIMIT ?`,
  );
  return {
    record: (entry) => {
      const { path, referrer } = storedEntry(entry);
      record.immediate(path, referrer);
    },
    top: (limit) => top.all(limit) as { path: string; count: number; lastSeen: string }[],
    count: () => scalar(db, "SELECT count(*) FROM not_found"),
  };
}
