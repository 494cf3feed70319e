/**
 * Each generated file's hash as the last run found it, kept in .cache/ with
 * what a stat said of the file then: a run reads and hashes again only the
 * files whose stat moved, rather than every generated file on every run. The
 * stat is the file's size, modification and change times and inode: the change
 * time moves with any write, and nobody can set it back. A file changed less
 * than RACY_MS before the last run looked is read again anyway, as git does
 * with its index: a write in the same tick of the file system's clock as that
 * look would leave the stat as it was.
 */
import type { Stats } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { writeWhole } from "./write-whole";

/** Where the cache is kept: with the build's other caches, which a fresh clone has none of. */
export const DIGEST_CACHE = ".cache/generate/digests.json";

/** What a stat says of a file: its size, modification and change times (ms) and inode. */
export type Stamp = [size: number, mtimeMs: number, ctimeMs: number, ino: number];

export const stampOf = (stats: Stats): Stamp => [
  stats.size,
  stats.mtimeMs,
  stats.ctimeMs,
  stats.ino,
];

export interface DigestCache {
  /** When the files were looked at, in ms since the epoch (the change time's clock). */
  at: number;
  /** Each file's stamp then, and its hash. */
  files: Record<string, { stamp: Stamp; hash: string }>;
}

/** Longer than any file system's tick (FAT's 2 s; ext4 and APFS count nanoseconds). */
const RACY_MS = 2500;

/** Whether two stats say the same of a file. */
export const sameStamp = (a: Stamp, b: Stamp): boolean => a.every((part, i) => part === b[i]);

/** The hash `cache` holds for a file that stamps so, if the file cannot have changed since. Pure. */
export function knownHash(
  cache: DigestCache | undefined,
  file: string,
  stamp: Stamp,
): string | undefined {
  const known = cache?.files[file];
  if (!cache || !known || !sameStamp(known.stamp, stamp)) return undefined;
  return stamp[2] < cache.at - RACY_MS ? known.hash : undefined;
}

/** The last run's cache; none if it is missing or not one (then every file is read). */
export async function readDigestCache(root: string): Promise<DigestCache | undefined> {
  try {
    const value = JSON.parse(await readFile(path.join(root, DIGEST_CACHE), "utf8")) as unknown;
    const cache = value as Partial<DigestCache> | null;
    return typeof cache?.at === "number" && typeof cache.files === "object" && cache.files
      ? (cache as DigestCache)
      : undefined;
  } catch {
    return undefined;
  }
}

/** `cache` less the files this run wrote or removed, whose stamps it no longer knows. */
export function withoutFiles(cache: DigestCache, files: Iterable<string>): DigestCache {
  const gone = new Set(files);
  return {
    at: cache.at,
    files: Object.fromEntries(Object.entries(cache.files).filter(([file]) => !gone.has(file))),
  };
}

/** Written whole, so a run that stops midway leaves no half a cache. */
export const writeDigestCache = (root: string, cache: DigestCache): Promise<void> =>
  writeWhole(path.join(root, DIGEST_CACHE), JSON.stringify(cache));
