/** The bindings wrangler.toml gives the Functions, and their context as Cloudflare's types have it. */
import type {
  D1Database,
  EventContext,
  Request as WorkerRequest,
  Response as WorkerResponse,
} from "@cloudflare/workers-types/index.ts";

export type { D1Database, WorkerRequest, WorkerResponse };

export interface Env {
  /** The site's D1 database (binding "DB"), made from migrations/. */
  DB: D1Database;
}

/**
 * A Pages Function of this site: Cloudflare's PagesFunction, answering with
 * the platform's Response (the same object at run time as Cloudflare's own).
 */
export type SiteFunction = (
  context: EventContext<Env, string, Record<string, unknown>>,
) => Promise<Response | WorkerResponse>;
