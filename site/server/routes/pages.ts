/**
 * Page addresses without a file: canonical case and slashes, mistyped towns,
 * the blog's placeholder posts, and the not-found page with a real 404.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { canonicalPagePath } from "../../../model/missing-path";
import { COVERAGE_PATH, PAGE_REDIRECTS } from "../../../model/routes";
import { QUOTE_FORM_PAGES } from "../../../model/quote";
import { REVALIDATE } from "../cache-policy";
import type { PageSource } from "../page-source";

export interface PageRouteOptions {
  pages: PageSource;
  renderBlogPlaceholder: (slug: string) => string;
}

const FORM_PAGES: ReadonlySet<string> = new Set(QUOTE_FORM_PAGES);

/** Blog slugs longer than this are not a post anyone meant. */
const MAX_SLUG = 120;

export function registerPageRoutes(app: FastifyInstance, options: PageRouteOptions): void {
  const { pages, renderBlogPlaceholder } = options;

  const sendNotFound = async (reply: FastifyReply) =>
    reply
      .code(404)
      .type("text/html; charset=utf-8")
      .header("cache-control", REVALIDATE)
      .header("x-robots-tag", "noindex, nofollow")
      .send(await pages.notFoundHtml());

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
        if (answer.slug.length > MAX_SLUG) return sendNotFound(reply);
        return reply
          .type("text/html; charset=utf-8")
          .header("cache-control", REVALIDATE)
          .header("x-robots-tag", "noindex, nofollow")
          .send(renderBlogPlaceholder(answer.slug));
      case "not-found":
        return sendNotFound(reply);
    }
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === "GET" || request.method === "HEAD") return sendNotFound(reply);
    return reply.code(404).send({ error: "not found" });
  });
}
