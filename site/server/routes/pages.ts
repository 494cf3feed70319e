/**
 * Page addresses without a file: canonical case and slashes, mistyped towns,
 * the blog's placeholder posts, and the not-found page with a real 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { canonicalPagePath } from "../../../model/missing-path";
import { COVERAGE_PATH, PAGE_REDIRECTS } from "../../../model/routes";
import { QUOTE_FORM_PAGES } from "../../../model/quote";
import { REVALIDATE } from "../cache-policy";
import { withoutSelfReport, type RecordNotFound } from "../not-found-visits";
import type { PageSource } from "../page-source";

export interface PageRouteOptions {
  pages: PageSource;
  renderBlogPlaceholder: (slug: string) => string;
  /** Records a visit to a missing page (not-found-visits.ts). */
  recordNotFound: RecordNotFound;
}

const FORM_PAGES: ReadonlySet<string> = new Set(QUOTE_FORM_PAGES);

/** Blog slugs longer than this are not a post anyone meant. */
const MAX_SLUG = 120;

export function registerPageRoutes(app: FastifyInstance, options: PageRouteOptions): void {
  const { pages, renderBlogPlaceholder, recordNotFound } = options;

  const sendNotFound = async (reply: FastifyReply, html: string) =>
    reply
      .code(404)
      .type("text/html; charset=utf-8")
      .header("cache-control", REVALIDATE)
      .header("x-robots-tag", "noindex, nofollow")
      .send(html);

  // A missing page: recorded here, so the page goes without its own report. A HEAD is
  // answered alike but not recorded: it shows no page to anyone (link checkers send it).
  const sendMissingPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === "GET") recordNotFound(request);
    return sendNotFound(reply, withoutSelfReport(await pages.notFoundHtml()));
  };

  // Runs before the static files: a page is sent by its source; anything
  // else that looks like a page (no file extension) is decided here.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const queryAt = request.url.indexOf("?");
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const query = queryAt === -1 ? "" : request.url.slice(queryAt);
    const moved = PAGE_REDIRECTS[pathname];
    if (moved) return reply.redirect(`${moved}${query}`, 301);
    // The postcode check's page answers its query: its route (routes/coverage.ts) decides.
    if (pathname === COVERAGE_PATH) return;
    // The form's pages are this server's own rendering (routes/form-pages.ts).
    if (FORM_PAGES.has(pathname)) return;
    if (pages.has(pathname)) return pages.send(request, reply, pathname);
    if (pathname.startsWith("/api/")) return;
    if (/\.[A-Za-z0-9]+$/.test(pathname)) return;

    const canonical = canonicalPagePath(pathname);
    const answer = canonical ? pages.resolve(canonical) : { kind: "not-found" as const };
    switch (answer.kind) {
      case "redirect":
        // answer.location is one of the built pages, never text from the request.
        return reply.redirect(`${answer.location}${query}`, 301);
      case "blog-placeholder":
        if (answer.slug.length > MAX_SLUG) return sendMissingPage(request, reply);
        return reply
          .type("text/html; charset=utf-8")
          .header("cache-control", REVALIDATE)
          .header("x-robots-tag", "noindex, nofollow")
          .send(renderBlogPlaceholder(answer.slug));
      case "not-found":
        return sendMissingPage(request, reply);
    }
  });

  // What is left is a file's address (an asset, a probe for /wp-login.php): not recorded;
  // a browser that shows the page reports it through the page's script.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === "GET" || request.method === "HEAD")
      return sendNotFound(reply, await pages.notFoundHtml());
    return reply.code(404).send({ error: "not found" });
  });
}
