/**
 * What the last run wrote, or a person changed since, in the folders the
 * generator owns: each file known by its hash, not its text (write.ts).
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fg from "fast-glob";
import { knownHash, sameStamp, stampOf, type DigestCache } from "../digest-cache";
import { digest, RECORD_FILE } from "../made-from";

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
 * The module at `file`, whose text is `text`, imported as it is now: a process
 * that generates again (the dev server) would otherwise be given the module
 * it imported before, and pair the file's lines with an older value.
 */
export const importAsIs = (file: string, text: string): Promise<Record<string, unknown>> =>
  import(`${pathToFileURL(file).href}?text=${digest(text)}`) as Promise<Record<string, unknown>>;
