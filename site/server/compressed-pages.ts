/**
 * The brotli copy of each built page, made by the server the first time a
 * client that takes brotli asks for the page, and kept in memory.
 *
 * The build writes no copy beside a page: compressing every page as it
 * rendered was a large share of a cold build, for copies only this server
 * reads. A static host compresses by itself, and there the copies were a
 * second file a page (past Cloudflare Pages' 20,000 files at ten times the
 * places). A page is compressed quickly (compression.ts), once, and only if
 * it is asked for.
 *
 * A copy is kept with the size and modification time of the file it was
 * made from, read from the same open file, and is made again when a build
 * has changed them. The copies are bounded by their bytes, the least
 * recently sent dropped first.
 */
import { open, stat } from "node:fs/promises";
import { LRUCache } from "lru-cache";
import { brotliCopy } from "./compression";

/** A page as the server sends it: its validators, and its copy if one is worth sending. */
export interface CompressedPage {
  size: number;
  mtimeMs: number;
  /** The file's weak ETag as @fastify/send makes it, so a page has one ETag in either encoding. */
  etag: string;
  lastModified: string;
  /** Undefined where a copy would save too little (WORTH_COMPRESSING): the file goes out as it is. */
  brotli?: Buffer;
}

/**
 * Room for every page's copy at today's size and at several times it; beyond
 * that, the pages visited least are compressed again when next asked for.
 */
const COPIES_MAX_BYTES = 48 * 2 ** 20;

/** What a kept entry costs beside its copy's bytes: the object, its strings, the cache's node. */
const ENTRY_BYTES = 256;

export interface CompressedPages {
  /** The page in `file` (an absolute path), its copy made now if the file is new or changed. */
  get(file: string): Promise<CompressedPage>;
}

export function compressedPages(maxBytes = COPIES_MAX_BYTES): CompressedPages {
  const kept = new LRUCache<string, CompressedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => ENTRY_BYTES + (page.brotli?.length ?? 0),
  });
  return {
    async get(file) {
      const known = kept.get(file);
      if (known) {
        const { size, mtimeMs } = await stat(file);
        if (known.size === size && known.mtimeMs === mtimeMs) return known;
      }
      // Read from one open file: the validators kept are those of the bytes compressed.
      const handle = await open(file, "r");
      try {
        const { size, mtimeMs, mtime } = await handle.stat();
        const bytes = await handle.readFile();
        const page: CompressedPage = {
          size,
          mtimeMs,
          etag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`,
          lastModified: mtime.toUTCString(),
        };
        const copy = await brotliCopy(bytes);
        if (copy) page.brotli = copy;
        kept.set(file, page);
        return page;
      } finally {
        await handle.close();
      }
    },
  };
}
