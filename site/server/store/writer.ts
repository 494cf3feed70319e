/**
 * Writes that never block the event loop. libsql is synchronous: with a busy
 * timeout, a write that meets another process's lock stops the whole server
 * (every page request waits behind it). The server's connection therefore has
 * no busy timeout: a write that finds the database locked fails at once, and
 * is tried again from a timer, with growing pauses, until it commits or its
 * time is up. Pages are answered in the pauses.
 */
import { NOT_STORED_RETRY_AFTER_SECONDS } from "../../forms/quote";

/** Runs a synchronous write (one transaction) until it commits; rejects when time is up. */
export type Writer = <T>(write: () => T) => Promise<T>;

/** Seconds a client whose write was not stored is asked to wait (Retry-After): a lock held that long is a backup or a shell. */
export const STORE_BUSY_RETRY_AFTER_SECONDS = NOT_STORED_RETRY_AFTER_SECONDS;

/** The database stayed locked for the whole wait: nothing was written. */
export class StoreBusyError extends Error {
  readonly statusCode = 503;
  /** Sent with the 503 by the route error handler. */
  readonly headers = { "retry-after": String(STORE_BUSY_RETRY_AFTER_SECONDS) };
  constructor(waitedMs: number) {
    super(`the database stayed locked by another process for ${waitedMs} ms`);
    this.name = "StoreBusyError";
  }
}

/** SQLITE_BUSY and its extended codes (BUSY_SNAPSHOT, BUSY_RECOVERY...): try again later. */
export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}

export interface WriterOptions {
  /** How long one write may wait for the lock in all. */
  timeoutMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const PAUSES_MS = [2, 5, 10, 20, 50, 100];

export function createWriter({
  timeoutMs,
  now = () => performance.now(),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: WriterOptions): Writer {
  return async (write) => {
    const started = now();
    for (let attempt = 0; ; attempt++) {
      try {
        return write();
      } catch (error) {
        if (!isBusy(error)) throw error;
        const waited = now() - started;
        if (waited >= timeoutMs) throw new StoreBusyError(Math.round(waited));
        const pause = PAUSES_MS[Math.min(attempt, PAUSES_MS.length - 1)]!;
        await sleep(Math.min(pause, timeoutMs - waited));
      }
    }
  };
}
