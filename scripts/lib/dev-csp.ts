/**
 * The content security policy under `npm run dev`: production's
 * (site/server/security-headers.ts) with what Vite's client needs and no
 * more, so a page that breaks the real policy breaks in development too.
 */
import { CONTENT_SECURITY_POLICY, securityHeaders } from "../../site/server/security-headers";

/**
 * What Vite's client adds to the production policy: it styles itself (its error
 * overlay) with inline style. Its scripts are files (Vike's inline loader is
 * made one, dev-loader.ts), and its hot-reload websocket is on the server's own
 * port, which 'self' covers.
 */
const VITE_CLIENT_ALLOWANCES: Record<string, string[]> = {
  "style-src": ["'unsafe-inline'"],
};

export const DEV_CONTENT_SECURITY_POLICY: Record<string, string[]> = Object.fromEntries(
  Object.entries(CONTENT_SECURITY_POLICY).map(([directive, sources]) => [
    directive,
    [...sources, ...(VITE_CLIENT_ALLOWANCES[directive] ?? [])],
  ]),
);

/** The security headers of every answer under `npm run dev`. */
export const DEV_SECURITY_HEADERS = securityHeaders(DEV_CONTENT_SECURITY_POLICY);
