/**
 * The .br copies the server sends in place of a text file that is not a page
 * (the bundles, public files, sitemap and feed: the server compresses a page
 * itself, site/server/compressed-pages.ts). Each copy is kept in a
 * content-addressed cache (the bytes' hash, the algorithm and its level), so
 * a file whose bytes were compressed before, by any earlier build, is only
 * linked to its copy.
 *
 * Brotli only: browsers ask for it over HTTPS, and a client that does not
 * (curl, an old bot, a browser on plain HTTP) gets gzip made on the fly
 * (site/server/server.tsx). A new file is what the disk charges most for,
 * many times a hard link or an overwrite (docs/benchmarks.md).
 *
 * Build and cache share each copy's file (a hard link), so nothing here
 * writes into an existing file: a copy already beside a file is replaced.
 */
import { createHash } from "node:crypto";
import { constants as fsConstants } from "node:fs";
import { copyFile, link, mkdir, readdir, unlink, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import {
  BROTLI_QUALITY,
  brotliCopy,
  PRECOMPRESSED,
  WORTH_COMPRESSING,
} from "../site/server/compression";

/** The files the server may send compressed: text, as browsers ask for it. */
export const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|atom|txt|webmanifest)$/;

/** The algorithm and level, in the cache key: a new level makes new copies. */
const LEVEL = `br${BROTLI_QUALITY}`;

/** Files compressed at once: two per core, so libuv's pool stays busy while file writes wait in it. */
const CONCURRENT_FILES = 2 * availableParallelism();

const ignoreExisting = (error: NodeJS.ErrnoException) => {
  if (error.code !== "EEXIST") throw error;
};

/**
 * The copy beside a file removed if there is one: it may be a link to a cache
 * entry, which writing into would change. unlink(), not fs.rm(), which
 * stats the path twice (to check its options, then in its tree walk), which
 * showed in a render thread's profile.
 */
async function removeCopy(target: string): Promise<void> {
  await unlink(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}

/** A cache entry into the build; a copy where the two cannot share the file (another file system). */
async function linkOrCopy(entry: string, target: string): Promise<void> {
  await removeCopy(target);
  try {
    await link(entry, target);
  } catch {
    await copyFile(entry, target, fsConstants.COPYFILE_FICLONE);
  }
}

export interface CompressionTotals {
  /** Files offered. */
  files: number;
  /** Files given a copy: the copies written beside them. */
  compressed: number;
  /** Of those, copies that came from the cache. */
  fromCache: number;
  /** Bytes of the files given a copy, and of the copies. */
  bytesIn: number;
  brotliOut: number;
}

export interface Compressor {
  /** Writes the copy of `file`, whose bytes are `bytes`, if it is worth keeping. */
  add(file: string, bytes: Buffer): Promise<void>;
  totals: CompressionTotals;
}

/**
 * Cache entries are named `<sha256 of the bytes>-<algorithm and level>-<size>`
 * (the level kept in the name, as old caches hold gzip entries beside them),
 * so one directory listing at the start says what the cache holds and how
 * big each copy is, with no file opened; size 0 records that no copy was
 * worth keeping.
 */
async function cacheIndex(cacheDir: string): Promise<Map<string, number>> {
  await mkdir(cacheDir, { recursive: true });
  const index = new Map<string, number>();
  for (const name of await readdir(cacheDir)) {
    const match = /^(.+)-(\d+)$/.exec(name);
    if (match) index.set(match[1]!, Number(match[2]));
  }
  return index;
}

export function compressor(cacheDir: string): Compressor {
  const totals: CompressionTotals = {
    files: 0,
    compressed: 0,
    fromCache: 0,
    bytesIn: 0,
    brotliOut: 0,
  };
  const ready = cacheIndex(cacheDir);
  /** Cache entries being made: a second file with the same bytes waits for the first. */
  const making = new Map<string, Promise<number>>();

  const entryFile = (key: string, size: number) => path.join(cacheDir, `${key}-${size}`);

  /**
   * Compresses `bytes` to the copy beside the file if it is worth keeping,
   * and enters the copy in the cache as a hard link of it (no second write).
   * Returns the copy's size, 0 for none.
   */
  async function make(key: string, target: string, bytes: Buffer) {
    const out = await brotliCopy(bytes);
    if (!out) {
      await writeFile(entryFile(key, 0), "");
      return 0;
    }
    await removeCopy(target);
    await writeFile(target, out);
    // The entry appears only once the copy is whole, so an interrupted build leaves no half entry.
    await link(target, entryFile(key, out.length)).catch(ignoreExisting);
    return out.length;
  }

  /** Gives `file` its copy if one is worth keeping: its size (0: none), and whether the cache had it. */
  async function copy(file: string, bytes: Buffer): Promise<{ size: number; cached: boolean }> {
    const index = await ready;
    const key = `${createHash("sha256").update(bytes).digest("hex")}-${LEVEL}`;
    const target = file + PRECOMPRESSED;
    const known = index.get(key);
    if (known !== undefined) {
      if (known > 0) await linkOrCopy(entryFile(key, known), target);
      return { size: known, cached: true };
    }
    let made = making.get(key);
    const cached = made !== undefined;
    if (!made) {
      made = make(key, target, bytes);
      making.set(key, made);
      made
        .then(
          (size) => index.set(key, size),
          () => {}, // the caller below gets the error
        )
        .finally(() => making.delete(key));
    }
    const size = await made;
    // The same bytes were being compressed for another file: share its copy.
    if (cached && size > 0) await linkOrCopy(entryFile(key, size), target);
    return { size, cached };
  }

  // A few files at a time, so that the thread pool, where file writes wait
  // too, never holds a queue of hundreds of compressions.
  const queue: (() => void)[] = [];
  let running = 0;
  const slot = async () => {
    if (running < CONCURRENT_FILES) running += 1;
    else await new Promise<void>((resolve) => queue.push(resolve)); // handed over by release()
  };
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    totals,
    async add(file, bytes) {
      totals.files += 1;
      if (bytes.length < WORTH_COMPRESSING.minBytes) return;
      await slot();
      try {
        await addNow(file, bytes);
      } finally {
        release();
      }
    },
  };

  async function addNow(file: string, bytes: Buffer): Promise<void> {
    const { size, cached } = await copy(file, bytes);
    if (size === 0) return;
    totals.compressed += 1;
    if (cached) totals.fromCache += 1;
    totals.bytesIn += bytes.length;
    totals.brotliOut += size;
  }
}
