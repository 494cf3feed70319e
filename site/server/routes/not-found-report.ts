/**
 * POST /api/404-status (SPEC §7): the not-found page reports itself. The path
 * comes from the JSON body, or else from the Referer; rate-limited per address.
 * SPEC §7 sends it with no body at all: with no same-site Referer either, the
 * report is still taken (204) and logged as UNKNOWN_PATH, so it counts.
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

export function pathFromReferer(referer: string | undefined, hostname: string): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.hostname === hostname ? `${url.pathname}${url.search}` : undefined;
  } catch {
    return undefined;
  }
}

export function registerNotFoundReport(
  app: FastifyInstance,
  { log, limitPerMinute, write }: { log: NotFoundLog; limitPerMinute: number; write: Writer },
): void {
  app.post(
    "/api/404-status",
    {
      bodyLimit: 2048,
      config: { rateLimit: { max: limitPerMinute, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const body = ReportSchema.safeParse(request.body ?? undefined);
      if (!body.success) return reply.code(400).send({ error: "expected {path, referrer}" });
      const path =
        body.data?.path ??
        pathFromReferer(request.headers.referer, request.hostname) ??
        UNKNOWN_PATH;
      if (path === UNKNOWN_PATH) {
        // All that is known of it; the user agent goes to the server log, not the stored record.
        request.log.info({ userAgent: request.headers["user-agent"] }, "not-found report, no path");
      }
      await write(() => log.record({ path, referrer: body.data?.referrer || undefined }));
      return reply.code(204).send();
    },
  );
}
