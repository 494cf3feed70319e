import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { fileHashes, pageChanges, touched } from "../../bench/page-changes";

const hashes = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe("the files a build changed", () => {
  test("pages changed, added and removed, counted apart from the other files", () => {
    const before = hashes({
      "witney.html": "a",
      "bampton.html": "b",
      "finstock.html": "c",
      "sitemap.xml": "d",
      _redirects: "e",
    });
    const after = hashes({
      "witney.html": "a2",
      "bampton.html": "b",
      "upper-finstock.html": "c2",
      "sitemap.xml": "d2",
      _redirects: "e",
      "assets/new.js": "f",
    });
    const changes = pageChanges(before, after);
    expect(changes).toEqual({
      pages: { changed: 1, added: 1, removed: 1 },
      others: { changed: 1, added: 1, removed: 0 },
    });
    expect(touched(changes.pages)).toBe(3);
    expect(pageChanges(after, after).pages).toEqual({ changed: 0, added: 0, removed: 0 });
  });

  test("every file under a folder hashed by its bytes, nested ones by their path", async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), "page-changes-"));
    try {
      await mkdir(path.join(folder, "blog"));
      await writeFile(path.join(folder, "witney.html"), "<p>Witney</p>");
      await writeFile(path.join(folder, "blog/index.html"), "<p>Blog</p>");
      const before = await fileHashes(folder);
      expect([...before.keys()].sort()).toEqual(["blog/index.html", "witney.html"]);
      await writeFile(path.join(folder, "witney.html"), "<p>Witney</p>");
      await writeFile(path.join(folder, "blog/index.html"), "<p>Blog!</p>");
      expect(pageChanges(before, await fileHashes(folder)).pages).toEqual({
        changed: 1,
        added: 0,
        removed: 0,
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
