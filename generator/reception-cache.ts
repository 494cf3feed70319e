/**
 * Each place's reception (resolve/reception-store.ts), kept in .cache/ for the
 * next run by the hash of all it is worked out from: an edit that moves no
 * place and leaves the transmitter table alone predicts no station again.
 * Kept under the generator's version with a hash of its bytes: another
 * generator's, or a file whose bytes do not hash as written, is not read.
 */
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { FileMemo, type RunMemo } from "./file-memo";
import { digest } from "./made-from";
import type { StoredReceptions } from "./resolve/places";
import type { StoredReception } from "./resolve/reception-store";

/** With the build's other caches, which a fresh clone has none of. */
export const RECEPTION_CACHE = ".cache/generate/receptions.bin";

interface ReceptionCacheFile {
  generator: string;
  /** The hash of `receptions`. */
  hash: string;
  /** The receptions by the hash of what each is worked out from, as V8 serializes them. */
  receptions: Uint8Array;
}

/** The last run's receptions and this run's, for the pipeline (pipeline.ts). */
export type ReceptionMemo = RunMemo<StoredReceptions>;

/** The receptions in `bytes`, if they are a cache file this generator wrote whole. */
export function parseReceptionCache(
  bytes: Uint8Array,
  generator: string,
): StoredReceptions | undefined {
  try {
    const file = deserialize(bytes) as Partial<ReceptionCacheFile> | null;
    if (file?.generator !== generator || !(file.receptions instanceof Uint8Array)) return undefined;
    if (digest(file.receptions) !== file.hash) return undefined;
    const receptions: unknown = deserialize(file.receptions);
    return receptions instanceof Map ? (receptions as Map<string, StoredReception>) : undefined;
  } catch {
    return undefined;
  }
}

export function receptionCacheBytes(generator: string, receptions: StoredReceptions): Uint8Array {
  const bytes = serialize(new Map(receptions));
  return serialize({
    generator,
    hash: digest(bytes),
    receptions: bytes,
  } satisfies ReceptionCacheFile);
}

/** The receptions' file in `root`, for `generator`'s runs. */
export class ReceptionCache extends FileMemo<StoredReceptions> {
  constructor(root: string, generator: string) {
    super(path.join(root, RECEPTION_CACHE), {
      parse: (bytes) => parseReceptionCache(bytes, generator),
      text: (receptions) => receptionCacheBytes(generator, receptions),
      // Written again when this run worked out any reception afresh, or dropped one.
      same: (made, last) =>
        made.size === last.size &&
        [...made].every(([key, reception]) => last.get(key) === reception),
    });
  }
}
