/**
 * The pages the build wrote into dist/client, as the production server's page
 * source: each page sent as its file, every other file by @fastify/static.
 */
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { NOT_FOUND_FILE, pageFile, pagePathOf } from "../../model/routes";
import { manifest } from "../generated/manifest";
import { cacheControlFor } from "./cache-policy";
import { createMissingPathResolver } from "../../model/missing-path";
import type { PageSource } from "./page-source";
import { assetTagsOf } from "./render/document";

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
  const resolver = createMissingPathResolver(manifest, knownPages);
  const notFoundHtml = await readFile(path.join(clientDir, NOT_FOUND_FILE), "utf8");
  return {
    async register(app) {
      await app.register(fastifyStatic, {
        root: clientDir,
        // The build writes a .br beside each text file worth it (scripts/lib/compressed-copies.ts); a
        // file without one, or for a client that takes no brotli, goes out compressed on the fly
        // (server.tsx) from WORTH_COMPRESSING.minBytes.
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
    send: async (_request, reply, pathname) => reply.sendFile(pageFile(pathname)),
    notFoundHtml: async () => notFoundHtml,
    assetTags: async (pathname) => assetTagsOf(clientDir, pageFile(pathname)),
  };
}
