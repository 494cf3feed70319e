/**
 * POST /api/404-status on the server: the not-found page reports itself where
 * this server did not answer it (a static host; a 404 this server sends is
 * recorded as it goes out, not-found-visits.ts). A thin adapter of
 * site/forms/not-found-report.ts: rate-limited per address, written through
 * the writer. The site's own host names are the request's (the Host a
 * browser sent, or X-Forwarded-Host behind a trusted proxy) and SITE_URL's
 * (for a proxy that rewrites Host and is not trusted).
 */
import type { FastifyInstance } from "fastify";
import {
  NOT_FOUND_BODY_LIMIT,
  readNotFoundReport,
  UNKNOWN_PATH,
} from "../../forms/not-found-report";
import type { NotFoundLog } from "../store/not-found-log";
import type { Writer } from "../store/writer";

export interface NotFoundReportOptions {
  log: NotFoundLog;
  limitPerMinute: number;
  write: Writer;
  /** The canonical origin (SITE_URL), when set: its host counts as the site's own. */
  siteUrl?: string;
}

export function registerNotFoundReport(
  app: FastifyInstance,
  { log, limitPerMinute, write, siteUrl }: NotFoundReportOptions,
): void {
  const siteHostname = siteUrl === undefined ? [] : [new URL(siteUrl).hostname];
  app.post(
    "/api/404-status",
    {
      bodyLimit: NOT_FOUND_BODY_LIMIT,
      config: { rateLimit: { max: limitPerMinute, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const report = readNotFoundReport(request.body, request.headers.referer, [
        request.hostname,
        ...siteHostname,
      ]);
      if (report.status !== 204) return reply.code(report.status).send({ error: report.error });
      if (report.entry.path === UNKNOWN_PATH) {
        // All that is known of it; the user agent goes to the server log, not the stored record.
        request.log.info({ userAgent: request.headers["user-agent"] }, "not-found report, no path");
      }
      await write(() => log.record(report.entry));
      return reply.code(204).send();
    },
  );
}
