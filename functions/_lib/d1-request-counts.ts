/**
 * The per-address limits on D1 (migrations/0002_request_counts.sql): a
 * Function keeps nothing between requests, so each request counts itself in a
 * row per address, form and fixed window, and the windows gone by are
 * deleted in the same batch (one transaction), so the table stays small.
 */
import type { D1Database } from "./env";
import type { LimitCounter } from "../../site/forms/quote";

export interface Limit {
  /** Which form: quote, not-found, coverage. */
  scope: string;
  max: number;
  windowSeconds: number;
}

export function d1RequestCounter(
  db: D1Database,
  address: string,
  { scope, max, windowSeconds }: Limit,
  nowMs: () => number = Date.now,
): LimitCounter {
  return async () => {
    const seconds = Math.floor(nowMs() / 1000);
    const windowStart = seconds - (seconds % windowSeconds);
    const [, counted] = await db.batch<{ count: number }>([
      db
        .prepare("DELETE FROM request_counts WHERE scope = ? AND window_start < ?")
        .bind(scope, windowStart),
      db
        .prepare(
          `INSERT INTO request_counts (scope, address, window_start, count) VALUES (?, ?, ?, 1)
           ON CONFLICT (scope, address, window_start) DO UPDATE SET count = count + 1
           RETURNING count`,
        )
        .bind(scope, address, windowStart),
    ]);
    return (counted?.results[0]?.count ?? 0) <= max;
  };
}

/** The visitor's address as Cloudflare gives it; one shared bucket if it is missing. */
export const clientAddress = (headers: { get(name: string): string | null }): string =>
  headers.get("cf-connecting-ip") ?? "unknown";
