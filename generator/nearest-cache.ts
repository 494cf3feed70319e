/**
 * Each place's nearest lists (resolve/nearest.ts), kept in .cache/ for the
 * next run: an edit that moves, adds, renames or removes no place finds the
 * same lists, which resolve then takes rather than searching again. Kept under
 * the generator's version with a hash of the lists: another generator's, or a
 * file whose lists do not hash as written, is not read. Resolve takes the
 * lists only when found from the very same places (their key), and of the
 * shape such lists have.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { digest } from "./made-from";
import type { NearestLists } from "./resolve/nearest";
import { writeWhole } from "./write-whole";

/** With the build's other caches, which a fresh clone has none of. */
export const NEAREST_CACHE = ".cache/generate/nearest.json";

interface NearestCacheFile {
  generator: string;
  /** The hash of `lists` as JSON. */
  hash: string;
  lists: NearestLists;
}

/** The last run's lists and this run's, for the pipeline (pipeline.ts). */
export interface NearestMemo {
  /** The last run's lists, if kept by this generator and whole. */
  last(): Promise<NearestLists | undefined>;
  /** This run's lists. */
  made(lists: NearestLists): void;
}

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

export class NearestCache implements NearestMemo {
  readonly #file: string;
  readonly #generator: string;
  readonly #last: Promise<NearestLists | undefined>;
  #made: NearestLists | undefined;

  /** The file is read from now, while the stages before resolve run. */
  constructor(root: string, generator: string) {
    this.#file = path.join(root, NEAREST_CACHE);
    this.#generator = generator;
    this.#last = readFile(this.#file, "utf8").then(
      (text) => parseNearestCache(text, generator),
      () => undefined,
    );
  }

  last(): Promise<NearestLists | undefined> {
    return this.#last;
  }

  made(lists: NearestLists): void {
    this.#made = lists;
  }

  /** Written whole when this run found other lists than it was given; else the file stands. */
  async keep(): Promise<void> {
    const made = this.#made;
    if (!made || made === (await this.#last)) return;
    await writeWhole(this.#file, nearestCacheText(this.#generator, made));
  }
}
