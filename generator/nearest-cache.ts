/**
 * Each place's nearest lists (resolve/nearest.ts), kept in .cache/ for the
 * next run: an edit that moves, adds, renames or removes no place finds the
 * same lists, which resolve then takes rather than searching again. Kept under
 * the generator's version with a hash of the lists: another generator's, or a
 * file whose lists do not hash as written, is not read. Resolve takes the
 * lists only when found from the very same places (their key), and of the
 * shape such lists have.
 */
import path from "node:path";
import { FileMemo, type RunMemo } from "./file-memo";
import { digest } from "./made-from";
import type { NearestLists } from "./resolve/nearest";

/** With the build's other caches, which a fresh clone has none of. */
export const NEAREST_CACHE = ".cache/generate/nearest.json";

interface NearestCacheFile {
  generator: string;
  /** The hash of `lists` as JSON. */
  hash: string;
  lists: NearestLists;
}

/** The last run's lists and this run's, for the pipeline (pipeline.ts). */
export type NearestMemo = RunMemo<NearestLists>;

/** The lists in `text`, if it is a cache file this generator wrote whole. */
export function parseNearestCache(text: string, generator: string): NearestLists | undefined {
  try {
    const file = JSON.parse(text) as Partial<NearestCacheFile> | null;
    if (file?.generator !== generator || !file.lists) return undefined;
    return digest(JSON.stringify(file.lists)) === file.hash ? file.lists : undefined;
  } catch {
    return undefined;
  }
}

export const nearestCacheText = (generator: string, lists: NearestLists): string =>
  JSON.stringify({
    generator,
    hash: digest(JSON.stringify(lists)),
    lists,
  } satisfies NearestCacheFile);

/** The nearest lists' file in `root`, for `generator`'s runs. */
export class NearestCache extends FileMemo<NearestLists> {
  constructor(root: string, generator: string) {
    super(path.join(root, NEAREST_CACHE), {
      parse: (bytes) => parseNearestCache(bytes.toString("utf8"), generator),
      text: (lists) => nearestCacheText(generator, lists),
      // Resolve hands back the very lists it was given when it took them.
      same: (made, last) => made === last,
    });
  }
}
