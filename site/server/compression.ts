/**
 * How the site's text is compressed: the build writes the .br file the server
 * sends beside each text file worth it but the pages, the server keeps a
 * brotli copy of each page it has sent (compressed-pages.ts) and compresses
 * anything else on the fly (gzip for a client that takes no brotli), all at
 * these levels; and the byte
 * figures (bench, js-bytes) measure at the gzip level, so that one quantity
 * has one figure.
 *
 * On the site's pages, brotli above 6 costs many times the time for a fraction
 * of a percent of the bytes, and gzip 9 buys nothing over 6 (zlib's default)
 * but time on every request the server compresses (docs/benchmarks.md).
 */
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

export const GZIP_LEVEL = 6;
export const BROTLI_QUALITY = 6;

/** The extension of the copy the build writes (build/compressed-copies.ts says why brotli alone). */
export const PRECOMPRESSED = ".br";

/**
 * When a compressed copy is worth keeping beside a file. Below 1 KB a
 * response fits in one TCP packet either way, so fewer bytes save no round
 * trip (the server compresses on the fly from the same size); and a copy
 * less than 10 % smaller saves too little to be worth a second file (with
 * the server's fallback, the plain file goes out as it is).
 */
export const WORTH_COMPRESSING = { minBytes: 1024, maxRatio: 0.9 } as const;

const brotli = promisify(brotliCompress);

/**
 * `bytes` in brotli, or undefined where a copy is not worth keeping: the
 * build's copies of the files that are not pages and the server's of the
 * pages are made alike.
 */
export async function brotliCopy(bytes: Buffer): Promise<Buffer | undefined> {
  if (bytes.length < WORTH_COMPRESSING.minBytes) return undefined;
  const copy = await brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  return copy.length <= bytes.length * WORTH_COMPRESSING.maxRatio ? copy : undefined;
}
