/**
 * Security headers for every answer: a content security policy that allows
 * no inline script (pages load only their own module files), nosniff, a
 * referrer policy, no framing, and HSTS once the request came over HTTPS.
 *
 * Helmet chooses the headers; they do not depend on the request, so they are
 * read once into SECURITY_HEADERS, and the same set goes on routed answers,
 * on the router's own errors and on the raw answers Node writes for requests
 * that never parse (see error-answers.ts).
 */
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";
import { business } from "../generated/business";

/**
 * The policy. `formOrigin` (data/business.yaml) takes the pages' forms and
 * their scripts' posts; `formsSentTo`: where else a form may land, such as the
 * site a form server sends a visitor back to (a form's redirect is checked too).
 */
export function contentSecurityPolicy({
  formOrigin = null,
  formsSentTo = [],
}: { formOrigin?: string | null; formsSentTo?: readonly string[] } = {}): Record<string, string[]> {
  const formServer = formOrigin ? [formOrigin] : [];
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    // JSON-LD blocks are data, not script, so they need no allowance.
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...formServer],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", ...formServer, ...formsSentTo],
    "frame-ancestors": ["'none'"],
  };
}

/** What this build's pages need: the server's headers and the static hosts' _headers. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({ formOrigin: business.formOrigin });

export const REFERRER_POLICY = "strict-origin-when-cross-origin";
export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The headers helmet sets with these options, from one run on a throwaway
 * response; `directives` differ for a page that posts to the site from a
 * form server (site-return.ts) and for `npm run dev` (Vite's client).
 */
export function securityHeaders(
  directives: Record<string, string[]> = CONTENT_SECURITY_POLICY,
): Readonly<Record<string, string>> {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: REFERRER_POLICY },
    xFrameOptions: { action: "deny" },
    // Sent below only over HTTPS: on plain HTTP it is ignored and misleads.
    strictTransportSecurity: false,
  });
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let done = false;
  middleware(request, response, (error) => {
    if (error) throw error;
    done = true;
  });
  // Helmet's middleware is synchronous; if that ever changed, fail at start, not silently.
  if (!done) throw new Error("helmet did not finish synchronously");
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

export const SECURITY_HEADERS = securityHeaders();

/** The Content-Security-Policy header's value for another policy, written as helmet writes it. */
export const cspHeaderValue = (policy: Record<string, string[]>): string =>
  securityHeaders(policy)["content-security-policy"] ?? "";

/** Puts the headers on a reply: every routed answer, and the router's own errors. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
  if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => applySecurityHeaders(request, reply));
}
