/**
 * Each generated module's text hash, as the pre-render's keys, the bundles'
 * record and the site files name their inputs: the generator's record
 * (generator/made-from.ts), or the file's own hash.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { GENERATED_DIR } from "../generator/output";
import {
  digest,
  readMadeFrom,
  RECORD_FILE,
  recordedHash,
  type MadeFrom,
} from "../generator/made-from";

/**
 * The generator's record as last read, by the file's size and time: it is
 * read once a build, not again by each phase that asks (with ten times the
 * places it is a large file), and again whenever the generator has rewritten it.
 */
let lastRead: { root: string; stamp: string; record: Promise<MadeFrom | undefined> } | undefined;

async function madeFrom(root: string): Promise<MadeFrom | undefined> {
  const stamp = await stat(path.join(root, RECORD_FILE)).then(
    (file) => `${file.size} ${file.mtimeMs}`,
    () => "none",
  );
  if (lastRead?.root !== root || lastRead.stamp !== stamp)
    lastRead = { root, stamp, record: readMadeFrom(root) };
  return lastRead.record;
}

/**
 * Each of `files` (relative to site/generated) to its text hash: the
 * generator's record, or the file's own hash; "missing" for a file that is not there.
 */
export async function moduleHashes(
  root: string,
  files: readonly string[],
): Promise<[string, string][]> {
  const record = await madeFrom(root);
  return Promise.all(
    files.map(async (file): Promise<[string, string]> => {
      const recorded = recordedHash(record, `${GENERATED_DIR}/${file}`);
      if (recorded) return [file, recorded];
      try {
        return [file, digest(await readFile(path.join(root, GENERATED_DIR, file)))];
      } catch {
        return [file, "missing"];
      }
    }),
  );
}
