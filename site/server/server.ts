/**
 * Serves the pre-rendered site: every page is a file under dist/client, an
 * unknown path gets the not-found page with a real 404 status. The quote
 * form, not-found log and town-name redirects build on this server.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";

export interface ServerOptions {
  /** The folder with the pre-rendered pages (dist/client). */
  clientDir: string;
  logger?: boolean;
}

export async function createServer({
  clientDir,
  logger = false,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  const notFoundHtml = await readFile(path.join(clientDir, "404.html"), "utf8");

  await app.register(fastifyStatic, {
    root: clientDir,
    // Hashed assets never change; pages are revalidated on every visit.
    setHeaders(res, filePath) {
      res.header(
        "cache-control",
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=0, must-revalidate",
      );
    },
  });

  // SPEC §7: the not-found page reports itself; the answer is ignored.
  app.post("/api/404-status", async (_request, reply) => reply.code(204).send());

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type("text/html; charset=utf-8").send(notFoundHtml),
  );
  return app;
}
