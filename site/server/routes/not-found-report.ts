/**
 * POST /api/404-status: the not-found page reports itself where this server
 * did not answer it (a static host; a 404 this server sends is recorded as it
 * goes out, not-found-visits.ts). The path comes from the JSON body, or else
 * from the Referer; rate-limited per address. A report may come with no body
 * at all: with no Referer either (a browser's
 * privacy settings may strip it), the report is still taken (204) and logged
 * as UNKNOWN_PATH, so it counts. A Referer naming another site's page is
 * refused (403): a page elsewhere that posts here fills the log with noise.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ONE_LINE } from "../../../model/escape";
import type { NotFoundLog } from "../store/not-found-log";
import type { Writer } from "../store/writer";

// One line each: `npm run report:404` prints them (a browser sends both percent-encoded).
const ReportSchema = z
  .object({
    path: z.string().startsWith("/").max(500).regex(ONE_LINE).optional(),
    referrer: z.string().max(500).regex(ONE_LINE).optional(),
  })
  .optional();

/** What the log holds for a report that named no path: not a path, so never taken for a page. */
export const UNKNOWN_PATH = "(unknown path)";

/** What a report's Referer says: none (absent or unreadable), a page of ours, or a page elsewhere. */
export type RefererPage = { site: "none" } | { site: "ours"; path: string } | { site: "foreign" };

/**
 * Ours when its host name is one the site answers to: the request's own (the Host a browser
 * sent, or X-Forwarded-Host behind a trusted proxy: whichever name served the page, www or not)
 * or SITE_URL's (for a proxy that rewrites Host and is not trusted). Ports are not compared.
 */
export function refererPage(
  referer: string | undefined,
  ownHostnames: readonly string[],
): RefererPage {
  if (!referer) return { site: "none" };
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return { site: "none" };
  }
  const hostname = url.hostname.toLowerCase();
  return ownHostnames.some((own) => own.toLowerCase() === hostname)
    ? { site: "ours", path: `${url.pathname}${url.search}` }
    : { site: "foreign" };
}

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
      bodyLimit: 2048,
      config: { rateLimit: { max: limitPerMinute, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const body = ReportSchema.safeParse(request.body ?? undefined);
      if (!body.success) return reply.code(400).send({ error: "expected {path, referrer}" });
      const referer = refererPage(request.headers.referer, [request.hostname, ...siteHostname]);
      if (referer.site === "foreign") {
        return reply.code(403).send({ error: "reports are taken from this site's pages only" });
      }
      const path = body.data?.path ?? (referer.site === "ours" ? referer.path : UNKNOWN_PATH);
      if (path === UNKNOWN_PATH) {
        // All that is known of it; the user agent goes to the server log, not the stored record.
        request.log.info({ userAgent: request.headers["user-agent"] }, "not-found report, no path");
      }
      await write(() => log.record({ path, referrer: body.data?.referrer || undefined }));
      return reply.code(204).send();
    },
  );
}
