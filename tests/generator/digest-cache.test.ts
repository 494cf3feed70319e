/**
 * The generator reads again only the generated files whose stat moved since
 * the last run: a file changed by hand is read whatever it keeps of its stat,
 * and a file changed just before the last run looked is read too.
 */
import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  knownHash,
  readDigestCache,
  stampOf,
  withoutFiles,
  writeDigestCache,
  type DigestCache,
} from "../../generator/digest-cache";
import { digest, RECORD_FILE } from "../../generator/made-from";
import { readGenerated } from "../../generator/load/generated";

let root: string;
const PAGE = "site/generated/towns/witney.tsx";
const OTHER = "site/generated/towns/bampton.tsx";

/** A cache as a run would have left it, its look `ago` ms before now. */
async function cacheOf(ago: number): Promise<DigestCache> {
  const { cache } = await readGenerated(root, ["site/generated"]);
  return { ...cache, at: Date.now() + 60_000 - ago };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "digest-cache-"));
  await mkdir(path.join(root, "site/generated/towns"), { recursive: true });
  await writeFile(path.join(root, PAGE), "export const town = 'Witney';\n");
  await writeFile(path.join(root, OTHER), "export const town = 'Bampton';\n");
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the generated files' hashes", () => {
  test("a file the cache vouches for is not read: its hash is the cache's", async () => {
    const cache = await cacheOf(0);
    cache.files[PAGE]!.hash = "from-the-cache";
    const { digests } = await readGenerated(root, ["site/generated"], cache);
    expect(digests.get(PAGE)).toBe("from-the-cache");
    expect(digests.get(OTHER)).toBe(digest("export const town = 'Bampton';\n"));
  });

  test("a file changed by hand to the same size, its modification time put back, is read", async () => {
    const cache = await cacheOf(0);
    const full = path.join(root, PAGE);
    const before = await stat(full);
    await writeFile(full, "export const town = 'Wytney';\n");
    await utimes(full, before.atime, before.mtime);
    const { digests } = await readGenerated(root, ["site/generated"], cache);
    expect(digests.get(PAGE)).toBe(digest("export const town = 'Wytney';\n"));
  });

  test("a file changed just before the last look is not vouched for", async () => {
    const stamp = stampOf(await stat(path.join(root, PAGE)));
    const cache: DigestCache = { at: stamp[2] + 1000, files: { [PAGE]: { stamp, hash: "h" } } };
    expect(knownHash(cache, PAGE, stamp)).toBeUndefined();
    expect(knownHash({ ...cache, at: stamp[2] + 5000 }, PAGE, stamp)).toBe("h");
    expect(knownHash(undefined, PAGE, stamp)).toBeUndefined();
  });

  test("a look that finds every file as the cache has it says so: the cache needs no writing back", async () => {
    const record = path.join(root, RECORD_FILE);
    await mkdir(path.dirname(record), { recursive: true });
    await writeFile(record, "{}\n");
    const cache = await cacheOf(0);
    expect((await readGenerated(root, ["site/generated"], cache)).asCached).toBe(true);
    expect((await readGenerated(root, ["site/generated"])).asCached).toBe(false);
    // The record is always read, and as the cache had it while its stamp stands.
    await writeFile(record, "{}\n");
    expect((await readGenerated(root, ["site/generated"], cache)).asCached).toBe(false);
    const fresh = await cacheOf(0);
    await writeFile(
      path.join(root, "site/generated/towns/lew.tsx"),
      "export const town = 'Lew';\n",
    );
    expect((await readGenerated(root, ["site/generated"], fresh)).asCached).toBe(false);
    await rm(path.join(root, "site/generated/towns/lew.tsx"));
    await rm(path.join(root, PAGE));
    expect((await readGenerated(root, ["site/generated"], fresh)).asCached).toBe(false);
    await writeFile(path.join(root, PAGE), "export const town = 'Witney';\n");
    await rm(record);
  });

  test("kept in .cache/ between runs, less the files a run wrote; none when unreadable", async () => {
    expect(await readDigestCache(root)).toBeUndefined();
    const cache = await cacheOf(0);
    await writeDigestCache(root, withoutFiles(cache, [OTHER]));
    expect(Object.keys((await readDigestCache(root))!.files)).toEqual([PAGE]);
    await writeFile(path.join(root, ".cache/generate/digests.json"), "{ not json");
    expect(await readDigestCache(root)).toBeUndefined();
  });
});
