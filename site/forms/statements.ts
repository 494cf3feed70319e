/**
 * The statements that write and read the rows, shared by the server's SQLite
 * (site/server/store/) and D1 (functions/, scripts/lib/d1.ts), as the schema
 * is shared by migrations/: one row shape, written and read one way.
 */
import type { QuoteRequest } from "../../model/quote";

export const INSERT_LEAD = `INSERT INTO leads (created_at, name, phone, email, postcode, service, message, preferred_time, source_page)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** INSERT_LEAD's values, in its order. */
export const leadValues = (request: QuoteRequest, sourcePage: string, createdAt: string) =>
  [
    createdAt,
    request.name,
    request.phone,
    request.email,
    request.postcode,
    request.service,
    request.message,
    request.preferredTime,
    sourcePage,
  ] as const;

export const ALL_LEADS = "SELECT * FROM leads ORDER BY id";

export const INSERT_NOT_FOUND =
  "INSERT INTO not_found (path, referrer, created_at) VALUES (?, ?, ?)";

/** The most reported missing paths, most first; LIMIT follows. */
export const TOP_MISSING_PAGES = `SELECT path, count(*) AS count, max(created_at) AS lastSeen FROM not_found
     GROUP BY path ORDER BY count DESC, path`;

export const COUNT_NOT_FOUND = "SELECT count(*) AS n FROM not_found";
