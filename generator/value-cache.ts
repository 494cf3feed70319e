/**
 * The parsed values of data/ and templates/ by piece (load/pieces.ts), kept in
 * .cache/ for the next run, which parses only the pieces whose text changed.
 * Kept under the generator's version (load/version.ts, which covers the YAML
 * parser's): another generator starts with none.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { writeWhole } from "./write-whole";

/** With the build's other caches, which a fresh clone has none of. */
export const VALUE_CACHE = ".cache/generate/values.bin";

interface ValueCacheFile {
  generator: string;
  pieces: [hash: string, value: Uint8Array][];
}

/** The last run's pieces, if the same generator made them; none if missing or unreadable. */
export async function readValueCache(
  root: string,
  generator: string,
): Promise<Map<string, Uint8Array>> {
  try {
    const file = deserialize(await readFile(path.join(root, VALUE_CACHE))) as ValueCacheFile;
    return file.generator === generator ? new Map(file.pieces) : new Map();
  } catch {
    return new Map();
  }
}

/** Written whole, so a run that stops midway leaves no half a cache. */
export const writeValueCache = (
  root: string,
  generator: string,
  pieces: ReadonlyMap<string, Uint8Array>,
): Promise<void> =>
  writeWhole(
    path.join(root, VALUE_CACHE),
    serialize({ generator, pieces: [...pieces] } satisfies ValueCacheFile),
  );
