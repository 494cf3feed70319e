/**
 * GET /coverage?postcode=... on the server: the postcode check without
 * JavaScript (site/forms/coverage-check.ts), rate-limited per address.
 * Without ?postcode, the page as it was built.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { COVERAGE_PATH } from "../../../model/routes";
import { POSTCODE_PARAM } from "../../../model/coverage-check";
import { coverageCheck, postcodeParam, tooManyChecks } from "../../forms/coverage-check";
import type { PageSource } from "../page-source";
import type { CoveragePageState } from "../render/coverage-page";
import { REVALIDATE } from "../cache-policy";
import { routeErrorAnswer } from "../error-answers";

export interface CoverageRouteOptions {
  /** Sends the page itself when there is no ?postcode= to answer. */
  pages: Pick<PageSource, "send">;
  renderPage: (state: CoveragePageState) => string;
  limitPerMinute: number;
  /** The number a visitor is asked to ring when refused for asking too often. */
  phone: string;
}

/** The first ?postcode= as text (a repeated parameter arrives as a list). */
function postcodeOf(query: unknown): string | undefined {
  const value =
    typeof query === "object" && query !== null
      ? (query as Record<string, unknown>)[POSTCODE_PARAM]
      : undefined;
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? postcodeParam(first) : undefined;
}

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .type("text/html; charset=utf-8")
    // Answers depend on the query: not kept by caches, not indexed.
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex, nofollow")
    .send(html);

export async function registerCoverageRoute(
  app: FastifyInstance,
  { pages, renderPage, limitPerMinute, phone }: CoverageRouteOptions,
): Promise<void> {
  // Its own context, so the rate limit's 429 is a page with the form and the phone number.
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.statusCode !== 429) return routeErrorAnswer(error, request, reply);
      return sendPage(
        reply,
        429,
        renderPage(tooManyChecks(postcodeOf(request.query) ?? "", phone)),
      );
    });

    scope.get(
      COVERAGE_PATH,
      { config: { rateLimit: { max: limitPerMinute, timeWindow: "1 minute" } } },
      async (request, reply) => {
        const value = postcodeOf(request.query);
        if (value === undefined) {
          return pages.send(request, reply.header("cache-control", REVALIDATE), COVERAGE_PATH);
        }
        const { status, state } = coverageCheck(value);
        return sendPage(reply, status, renderPage(state));
      },
    );
  });
}
