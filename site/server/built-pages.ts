/**
 * The pages the build wrote into dist/client, as the production server's page
 * source: each page sent as its file, every other file by @fastify/static. A
 * mistyped address is looked up in the build's place lookup file, the one the
 * not-found page fetches on a static host: the same answers, and the server
 * app holds no list of places, so adding a place to the data does not make
 * it again.
 */
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import fresh from "fresh";
import type { FastifyReply, FastifyRequest } from "fastify";
import { NOT_FOUND_FILE, pageFile, pagePathOf } from "../../model/routes";
import { cacheControlFor } from "./cache-policy";
import { compressedPages } from "./compressed-pages";
import { parsePlaceLookup, resolverOfLookup } from "../../model/place-lookup";
import { PLACE_LOOKUP_PATH } from "../../model/place-lookup-file";
import type { PageSource } from "./page-source";
import { assetTagsIn } from "./render/document";

/** The pages the build wrote: "/witney" for dist/client/witney.html, "/" for index.html. */
export function builtPages(clientDir: string): Set<string> {
  const pages = new Set<string>();
  for (const file of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    const page = pagePathOf(file);
    if (page) pages.add(page);
  }
  return pages;
}

/** Reads the folder once: the set of pages and the not-found page are fixed until a restart. */
export async function builtPageSource(clientDir: string): Promise<PageSource> {
  const knownPages = builtPages(clientDir);
  const resolver = resolverOfLookup(
    parsePlaceLookup(
      JSON.parse(await readFile(path.join(clientDir, PLACE_LOOKUP_PATH.slice(1)), "utf8")),
    ),
  );
  const notFoundHtml = await readFile(path.join(clientDir, NOT_FOUND_FILE), "utf8");
  const copies = compressedPages();

  /** A page to a client that takes brotli: its copy, made on the first such request (compressed-pages.ts). */
  async function sendCompressed(request: FastifyRequest, reply: FastifyReply, file: string) {
    const page = await copies.get(path.join(clientDir, file));
    if (!page.brotli) return reply.sendFile(file);
    reply
      .header("cache-control", cacheControlFor(file))
      .header("etag", page.etag)
      .header("last-modified", page.lastModified)
      .header("vary", "accept-encoding");
    if (fresh(request.headers, { etag: page.etag, "last-modified": page.lastModified }))
      return reply.code(304).send();
    return reply
      .type("text/html; charset=utf-8")
      .header("content-encoding", "br")
      .send(page.brotli);
  }

  return {
    async register(app) {
      await app.register(fastifyStatic, {
        root: clientDir,
        // The build writes a .br beside each text file worth it but the pages
        // (build/compressed-copies.ts); a file without one, or for a client that takes
        // no brotli, goes out compressed on the fly (server.tsx) from WORTH_COMPRESSING.minBytes.
        preCompressed: true,
        // Hashed assets never change; pages are revalidated on every visit.
        setHeaders(res, filePath) {
          res.header("cache-control", cacheControlFor(path.relative(clientDir, filePath)));
        },
      });
    },
    has: (pathname) => knownPages.has(pathname),
    resolve: (canonicalPath) => resolver.resolve(canonicalPath),
    // Naming the file spares the static plugin's directory lookup: twice the throughput.
    send: async (request, reply, pathname) =>
      negotiate(request.headers["accept-encoding"] ?? "", ["br", "gzip"]) === "br"
        ? sendCompressed(request, reply, pageFile(pathname))
        : reply.sendFile(pageFile(pathname)),
    notFoundHtml: async () => notFoundHtml,
    assetTags: async (pathname) =>
      assetTagsIn(await readFile(path.join(clientDir, pageFile(pathname)), "utf8")),
  };
}
