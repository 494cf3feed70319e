/**
 * Cross-origin posts from the site itself: when the pages are on a static host
 * (data/business.yaml `formOrigin`), their quote form and not-found report come
 * to this server from the site's origin, as JSON (so with a preflight) and with
 * cookies. That one origin is allowed; any other gets no CORS headers,
 * so a browser keeps another site's page from reading our answers.
 */
import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

/** An address's origin ("https://www.example.co.uk"), as a browser sends it in Origin. */
export const originOf = (url: string): string => new URL(url).origin;

export async function registerSiteCors(app: FastifyInstance, siteOrigin: string): Promise<void> {
  await app.register(cors, {
    // Decided per request: any other origin (or none) gets no CORS header at all. A string
    // here would be sent to every origin; a list would still send Allow-Credentials.
    origin: (origin, allow) => allow(null, origin === siteOrigin ? siteOrigin : false),
    credentials: true,
    methods: ["POST"],
    allowedHeaders: ["Content-Type"],
    maxAge: 600,
  });
}
