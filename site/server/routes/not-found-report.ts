/**
 * POST /api/404-status (SPEC §7): the not-found page reports itself. The path
 * comes from the JSON body, or else from the Referer; rate-limited per address.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ONE_LINE } from "../../../generator/escape";
import type { NotFoundLog } from "../store/not-found-log";
import type { Writer } from "../store/writer";

// One line each: `npm run report:404` prints them (a browser sends both percent-encoded).
const ReportSchema = z
  .object({
    path: z.string().startsWith("/").max(500).regex(ONE_LINE).optional(),
    referrer: z.string().max(500).regex(ONE_LINE).optional(),
  })
  .optional();

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
      const path = body.data?.path ?? pathFromReferer(request.headers.referer, request.hostname);
      if (!path) return reply.code(400).send({ error: "no path in the body or Referer" });
      await write(() => log.record({ path, referrer: body.data?.referrer || undefined }));
      return reply.code(204).send();
    },
  );
}
