/**
 * POST /api/404-status on Cloudflare Pages: the not-found page reports
 * itself (site/forms/not-found-report.ts), stored in D1's not_found table,
 * limited per address in D1. The site's own host names: the one the page was
 * served from, and siteUrl's.
 */
import { NOT_FOUND_LIMIT_PER_MINUTE, NOT_FOUND_LOG_MAX_ROWS } from "../../site/forms/limits";
import {
  NOT_FOUND_BODY_LIMIT,
  readNotFoundReport,
  storedEntry,
} from "../../site/forms/not-found-report";
import { NOT_STORED_RETRY_AFTER_SECONDS } from "../../site/forms/quote";
import { INSERT_NOT_FOUND } from "../../site/forms/statements";
import { business } from "../../site/generated/business";
import { clientAddress, d1RequestCounter } from "../_lib/d1-request-counts";
import type { SiteFunction, WorkerRequest } from "../_lib/env";

/** The report's JSON, undefined when there is none; null when it cannot be read. */
async function reportOf(request: WorkerRequest): Promise<unknown> {
  const text = await request.text();
  if (text.length > NOT_FOUND_BODY_LIMIT) return null;
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** D1 could not count or keep the report: nothing was stored, and the page may report again. */
const notStored = () =>
  Response.json(
    { error: "the report could not be stored just now" },
    { status: 503, headers: { "retry-after": String(NOT_STORED_RETRY_AFTER_SECONDS) } },
  );

export const onRequestPost: SiteFunction = async ({ request, env }) => {
  const withinLimit = d1RequestCounter(env.DB, clientAddress(request.headers), {
    scope: "not-found",
    max: NOT_FOUND_LIMIT_PER_MINUTE,
    windowSeconds: 60,
  });
  try {
    if (!(await withinLimit())) {
      return Response.json({ error: "too many reports" }, { status: 429 });
    }
  } catch (error) {
    console.error("not-found report not counted", error);
    return notStored();
  }
  const report = readNotFoundReport(
    await reportOf(request),
    request.headers.get("referer") ?? undefined,
    [new URL(request.url).hostname, new URL(business.siteUrl).hostname],
  );
  if (report.status !== 204) {
    return Response.json({ error: report.error }, { status: report.status });
  }
  const { path, referrer } = storedEntry(report.entry);
  try {
    // Capped as on the server: the rows older than the newest NOT_FOUND_LOG_MAX_ROWS go with each insert.
    await env.DB.batch([
      env.DB.prepare(INSERT_NOT_FOUND).bind(path, referrer, new Date().toISOString()),
      env.DB.prepare("DELETE FROM not_found WHERE id <= (SELECT max(id) FROM not_found) - ?").bind(
        NOT_FOUND_LOG_MAX_ROWS,
      ),
    ]);
  } catch (error) {
    console.error("not-found report not stored", error);
    return notStored();
  }
  return new Response(null, { status: 204 });
};
