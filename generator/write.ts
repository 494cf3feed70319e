/**
 * The writing end of the pipeline. What is on disk is known by each file's
 * hash, not its text, so a run holds no generated file's text but the ones
 * it is making; each file made is written as it comes out of the format
 * stage, only when its bytes changed (temp file, then rename, so a reader
 * never sees half a file); generated files no page needs are deleted last.
 */
import { readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import { knownHash, sameStamp, stampOf, type DigestCache } from "./digest-cache";
import type { OutputFile } from "./emit/output";
import { digest, RECORD_FILE } from "./made-from";
import { compareText } from "../model/text";
import { writeWhole } from "./write-whole";

/** Files read at once: enough to keep the disk busy, few enough that their texts are not all held. */
const READS_AT_ONCE = 64;

export interface GeneratedOnDisk {
  /** Every file now in the folders the generator owns (and may delete), by project-relative path, to its hash. */
  digests: Map<string, string>;
  /** The record's text, if there is one (made-from.ts). */
  record: string | undefined;
  /** What this look found, for the next run's (digest-cache.ts). */
  cache: DigestCache;
  /**
   * Every file as the given cache had it (the same files, each vouched for, the
   * record's stamp the same): the cache needs no writing back.
   */
  asCached: boolean;
}

/**
 * What the last run wrote, or a person changed since, in the folders the
 * generator owns. A file `cache` vouches for is not read (digest-cache.ts);
 * the record always is.
 */
export async function readGenerated(
  root: string,
  owned: string[],
  cache?: DigestCache,
): Promise<GeneratedOnDisk> {
  const at = Date.now();
  const existing = await fg(
    owned.map((dir) => `${dir}/**/*`),
    { cwd: root, dot: true },
  );
  const found: DigestCache = { at, files: {} };
  let record: string | undefined;
  let asCached = cache !== undefined && existing.length === Object.keys(cache.files).length;
  for (let start = 0; start < existing.length; start += READS_AT_ONCE) {
    const batch = existing.slice(start, start + READS_AT_ONCE);
    const looked = await Promise.all(
      batch.map(async (file) => {
        const full = path.join(root, file);
        const stamp = stampOf(await stat(full));
        const known = file === RECORD_FILE ? undefined : knownHash(cache, file, stamp);
        if (known !== undefined) return { stamp, hash: known };
        const text = await readFile(full, "utf8");
        if (file === RECORD_FILE) record = text;
        const before = cache?.files[file];
        // Read afresh: only the record can be read and still be as the cache had it.
        asCached &&= file === RECORD_FILE && !!before && sameStamp(before.stamp, stamp);
        return { stamp, hash: digest(text) };
      }),
    );
    batch.forEach((file, i) => (found.files[file] = looked[i]!));
  }
  const digests = new Map(Object.entries(found.files).map(([file, { hash }]) => [file, hash]));
  return { digests, record, cache: found, asCached };
}

/**
 * `file` (whose text hashes to `hash`) over what is on disk, atomically,
 * unless the same bytes are there; whether it wrote.
 */
export async function writeIfChanged(
  root: string,
  file: OutputFile,
  hash: string,
  onDisk: ReadonlyMap<string, string>,
  dryRun = false,
): Promise<boolean> {
  if (onDisk.get(file.path) === hash) return false;
  if (dryRun) return true;
  await writeWhole(path.join(root, file.path), file.contents);
  return true;
}

/** The files on disk that the run's output no longer has, sorted. Pure. */
export const staleFiles = (onDisk: ReadonlyMap<string, string>, wanted: ReadonlySet<string>) =>
  [...onDisk.keys()].filter((file) => !wanted.has(file)).sort(compareText);

export async function removeFiles(root: string, files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(path.join(root, file))));
}
