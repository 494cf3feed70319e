/**
 * Security headers for every answer: a content security policy that allows
 * no inline script (pages load only their own module files), nosniff, a
 * referrer policy, no framing, and HSTS once the request came over HTTPS.
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  // JSON-LD blocks are data, not script, so they need no allowance.
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "worker-src": ["'self'"],
  "manifest-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

export const REFERRER_POLICY = "strict-origin-when-cross-origin";
export const HSTS = "max-age=31536000; includeSubDomains";

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: REFERRER_POLICY },
    xFrameOptions: { action: "deny" },
    // Sent below only over HTTPS: on plain HTTP it is ignored and misleads.
    strictTransportSecurity: false,
  });
  app.addHook("onSend", async (request, reply) => {
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
}
