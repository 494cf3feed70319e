/** The server's brotli copies of the pages: made once, made again for a changed file, bounded. */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, beforeEach, expect, test } from "vitest";
import { compressedPages } from "../../site/server/compressed-pages";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "copies-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const html = (words: string) => `<!DOCTYPE html><p>${words}</p>`.repeat(100);

/** A page file with its modification time `seconds` after a fixed date, as a build leaves it. */
function writePage(name: string, text: string, seconds = 0): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  const when = new Date(Date.UTC(2026, 10, 1) + seconds * 1000);
  utimesSync(file, when, when);
  return file;
}

test("a page's copy is its bytes in brotli, made once while the file stands", async () => {
  const file = writePage("witney.html", html("Witney"));
  const copies = compressedPages();
  const first = await copies.get(file);
  expect(brotliDecompressSync(first.brotli!).toString()).toBe(html("Witney"));
  expect(first.etag).toBe(
    `W/"${statSync(file).size.toString(16)}-${statSync(file).mtime.getTime().toString(16)}"`,
  );
  expect(first.lastModified).toBe("Sun, 01 Nov 2026 00:00:00 GMT");
  expect(await copies.get(file)).toBe(first);
});

test("a file a build rewrote gets a new copy", async () => {
  const file = writePage("witney.html", html("Witney"));
  const copies = compressedPages();
  const first = await copies.get(file);
  writePage("witney.html", html("Witney and Ducklington"), 60);
  const second = await copies.get(file);
  expect(second).not.toBe(first);
  expect(brotliDecompressSync(second.brotli!).toString()).toBe(html("Witney and Ducklington"));
  expect(second.etag).not.toBe(first.etag);
});

test("a page too short to be worth compressing keeps no copy", async () => {
  const file = writePage("short.html", "<p>Short</p>");
  expect((await compressedPages().get(file)).brotli).toBeUndefined();
});

test("past its bound the least recently sent copy is dropped, and made again when asked", async () => {
  // Hex text: about half its size in brotli, so each copy is near 2,000 bytes and two fit.
  const files = ["a", "b", "c"].map((name) =>
    writePage(`${name}.html`, randomBytes(2000).toString("hex")),
  );
  const copies = compressedPages(5000);
  const first = await copies.get(files[0]!);
  expect(first.brotli!.length).toBeGreaterThan(1800);
  await copies.get(files[1]!);
  await copies.get(files[2]!);
  const again = await copies.get(files[0]!);
  expect(again).not.toBe(first);
  expect(again.brotli).toEqual(first.brotli);
});

test("a missing page is an error, not a copy", async () => {
  await expect(compressedPages().get(path.join(dir, "gone.html"))).rejects.toThrow(/ENOENT/);
});
