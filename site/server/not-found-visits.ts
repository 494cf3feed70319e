/**
 * The not-found answers this server gives itself. A visit to a missing page
 * is recorded here, as the server answers it with 404, so `npm run report:404`
 * counts it whether or not the visitor ran the page's script (a crawler, a
 * link checker, a browser with scripts off). The page then goes out without
 * its reporting script: the visit is recorded once, here. The script stays
 * in the built page for a static host, which records nothing itself.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ONE_LINE } from "../../model/escape";
import type { NotFoundLog } from "./store/not-found-log";
import type { Writer } from "./store/writer";

/** The not-found page's reporting script, as Vike renders its element (site/pages/_error). */
const REPORT_SCRIPT = /<script src="\/not-found-report\.js"[^>]*><\/script>/g;

/** The not-found page as this server sends it: without the script that would report it again. */
export const withoutSelfReport = (html: string): string => html.replace(REPORT_SCRIPT, "");

export interface NotFoundVisitOptions {
  log: NotFoundLog;
  write: Writer;
  /** Visits one address may have recorded per minute, as for the page's own reports. */
  limitPerMinute: number;
}

/** Records one visit to a missing page: its path with any query, and the Referer. */
export type RecordNotFound = (request: FastifyRequest) => void;

export function notFoundVisits(
  app: FastifyInstance,
  { log, write, limitPerMinute }: NotFoundVisitOptions,
): RecordNotFound {
  const limit = app.createRateLimit({ max: limitPerMinute, timeWindow: "1 minute" });
  return (request) => {
    const path = request.url;
    const referrer = request.headers.referer;
    // Printed one per line by report:404; Node's parser lets no line break through, this is the rule.
    if (!ONE_LINE.test(path)) return;
    const recorded = async () => {
      // isAllowed: on the limiter's allow list; isExceeded: over this address's limit.
      const counted = await limit(request);
      if (!counted.isAllowed && counted.isExceeded) return;
      // Not awaited by the answer: the first try commits at once; under another process's
      // lock the 404 goes out and the record follows when the lock is free (store/writer.ts).
      await write(() =>
        log.record({ path, referrer: referrer && ONE_LINE.test(referrer) ? referrer : undefined }),
      );
    };
    recorded().catch((error: unknown) =>
      request.log.warn({ error, path }, "a not-found visit was not recorded"),
    );
  };
}
