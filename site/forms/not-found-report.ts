/**
 * The not-found page's report of itself, wherever it arrives (the server's
 * POST /api/404-status, the Pages Function of the same path): the path comes
 * from the JSON body, or else from the Referer. A report may come with no
 * body at all: with no Referer either (a browser's privacy settings may strip
 * it), it is still taken and recorded as UNKNOWN_PATH, so it counts. A
 * Referer naming another site's page is refused (403): a page elsewhere that
 * posts here fills the log with noise.
 */
import { z } from "zod";
import { ONE_LINE } from "../../model/escape";

/** The largest report read. */
export const NOT_FOUND_BODY_LIMIT = 2048;

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
 * Ours when its host name is one the site answers to (`ownHostnames`: the
 * name that served the page, www or not, and the canonical address's). Ports
 * are not compared.
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

export interface NotFoundEntry {
  path: string;
  referrer: string | undefined;
}

export type ReportOutcome =
  | { status: 400; error: string }
  | { status: 403; error: string }
  | { status: 204; entry: NotFoundEntry };

/** What a report says, or why it is refused; `body` is the parsed JSON, undefined when none came. */
export function readNotFoundReport(
  body: unknown,
  referer: string | undefined,
  ownHostnames: readonly string[],
): ReportOutcome {
  const report = ReportSchema.safeParse(body ?? undefined);
  if (!report.success) return { status: 400, error: "expected {path, referrer}" };
  const page = refererPage(referer, ownHostnames);
  if (page.site === "foreign") {
    return { status: 403, error: "reports are taken from this site's pages only" };
  }
  const path = report.data?.path ?? (page.site === "ours" ? page.path : UNKNOWN_PATH);
  return { status: 204, entry: { path, referrer: report.data?.referrer || undefined } };
}

/** As stored: each text cut to the column's length, so a flood cannot grow the rows. */
export const storedEntry = ({ path, referrer }: NotFoundEntry) => ({
  path: path.slice(0, 500),
  referrer: referrer?.slice(0, 500) ?? null,
});
