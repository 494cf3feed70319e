/**
 * What the owner's commands read: the stored quote requests and the most
 * visited missing pages. The server's SQLite database under DATA_DIR is one
 * place that holds them; another (the site's database on its host) answers
 * the same two questions through the same interface.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { ServerConfig } from "../config";
import { DATABASE_FILE, openDatabase, type Db } from "../store/database";
import { leadStore, type Lead } from "../store/leads";
import { notFoundLog } from "../store/not-found-log";

export interface MissingPage {
  path: string;
  count: number;
  /** When it was last visited, as stored (UTC). */
  lastSeen: string;
}

export interface MissingPages {
  /** The most visited, most first. */
  top: MissingPage[];
  /** Visits the log keeps now, and the most it keeps. */
  kept: number;
  keptAtMost: number;
}

export interface OwnerRecords {
  /** Every stored quote request, oldest first. */
  leads(): Promise<Lead[]>;
  missingPages(limit: number): Promise<MissingPages>;
}

/** Why the records cannot be read, in words for whoever runs the command. */
export class RecordsError extends Error {
  override name = "RecordsError";
}

/**
 * The server's database. Never created here: a command pointed at the wrong
 * folder says so rather than report an empty new database there.
 */
export function serverRecords(
  config: Pick<ServerConfig, "dataDir" | "notFoundLogMaxRows">,
): OwnerRecords {
  const reading = async <T>(read: (db: Db) => T): Promise<T> => {
    const file = path.join(config.dataDir, DATABASE_FILE);
    if (!existsSync(file)) {
      throw new RecordsError(
        `no database at ${file}.\n` +
          "  Set DATA_DIR (in the environment or .env) to the server's data folder.",
      );
    }
    const db = openDatabase(config.dataDir);
    try {
      return read(db);
    } finally {
      db.close();
    }
  };
  return {
    leads: () => reading((db) => leadStore(db).all()),
    missingPages: (limit) =>
      reading((db) => {
        const log = notFoundLog(db, config.notFoundLogMaxRows);
        return { top: log.top(limit), kept: log.count(), keptAtMost: config.notFoundLogMaxRows };
      }),
  };
}
