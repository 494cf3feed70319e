/**
 * The nearest lists kept for the next run (nearest-cache.ts) are read back
 * only as this generator wrote them: another generator's, a file changed
 * since, or one that is not a cache file at all reads as none.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  NEAREST_CACHE,
  NearestCache,
  nearestCacheText,
  parseNearestCache,
} from "../../generator/nearest-cache";
import type { NearestLists } from "../../generator/resolve/nearest";

const lists: NearestLists = { key: "k1", closest: [[1], [0]], towns: [[1], [0]] };

describe("the nearest lists' cache", () => {
  test("reads back what this generator wrote, and nothing else", () => {
    const text = nearestCacheText("g1", lists);
    expect(parseNearestCache(text, "g1")).toEqual(lists);
    expect(parseNearestCache(text, "g2")).toBeUndefined();
    // A list changed after it was written: its hash no longer holds.
    expect(parseNearestCache(text.replace("[[1],[0]]", "[[0],[1]]"), "g1")).toBeUndefined();
    expect(parseNearestCache(text.slice(0, -5), "g1")).toBeUndefined();
    for (const other of ["", "null", "[]", "{}", '{"generator":"g1"}'])
      expect(parseNearestCache(other, "g1")).toBeUndefined();
  });

  test("kept on disk for the next run, written again only when the lists changed", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "nearest-cache-"));
    try {
      expect(await new NearestCache(root, "g1").last()).toBeUndefined();
      const first = new NearestCache(root, "g1");
      first.made(lists);
      await first.keep();
      const second = new NearestCache(root, "g1");
      const last = await second.last();
      expect(last).toEqual(lists);
      // Given back as it was: nothing to write, and the file stands.
      await writeFile(
        path.join(root, NEAREST_CACHE),
        nearestCacheText("g1", lists).replace("k1", "k0"),
      );
      second.made(last!);
      await second.keep();
      expect(await readFile(path.join(root, NEAREST_CACHE), "utf8")).toContain('"k0"');
      expect(await new NearestCache(root, "g1").last()).toBeUndefined();
      expect(await new NearestCache(root, "g2").last()).toBeUndefined();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
