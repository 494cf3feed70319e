/**
 * Each place's reception (resolve/reception-store.ts), kept in .cache/ for the
 * next run by the hash of all it is worked out from: an edit that moves no
 * place and leaves the transmitter table alone predicts no station again.
 * Kept under the generator's version with a hash of its bytes: another
 * generator's, or a file whose bytes do not hash as written, is not read.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { digest } from "./made-from";
import type { StoredReceptions } from "./resolve/places";
import type { StoredReception } from "./resolve/reception-store";
import { writeWhole } from "./write-whole";

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
export interface ReceptionMemo {
  /** The last run's, if kept by this generator and whole. */
  last(): Promise<StoredReceptions | undefined>;
  /** This run's. */
  made(receptions: StoredReceptions): void;
}

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

export class ReceptionCache implements ReceptionMemo {
  readonly #file: string;
  readonly #generator: string;
  readonly #last: Promise<StoredReceptions | undefined>;
  #made: StoredReceptions | undefined;

  /** The file is read from now, while the stages before resolve run. */
  constructor(root: string, generator: string) {
    this.#file = path.join(root, RECEPTION_CACHE);
    this.#generator = generator;
    this.#last = readFile(this.#file).then(
      (bytes) => parseReceptionCache(bytes, generator),
      () => undefined,
    );
  }

  last(): Promise<StoredReceptions | undefined> {
    return this.#last;
  }

  made(receptions: StoredReceptions): void {
    this.#made = receptions;
  }

  /** Written whole when this run worked out any reception afresh, or dropped one; else the file stands. */
  async keep(): Promise<void> {
    const made = this.#made;
    if (!made) return;
    const last = await this.#last;
    const same =
      last !== undefined &&
      made.size === last.size &&
      [...made].every(([key, reception]) => last.get(key) === reception);
    if (!same) await writeWhole(this.#file, receptionCacheBytes(this.#generator, made));
  }
}
