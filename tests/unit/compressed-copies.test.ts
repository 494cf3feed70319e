/**
 * The build's compressed copies: one brotli file beside each text file worth
 * it, made once per distinct content and linked from the cache after that.
 */
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, beforeEach, expect, test } from "vitest";
import { compressor, type Compressor } from "../../build/compressed-copies";

let dir: string;
let cacheDir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "compressed-copies-"));
  cacheDir = path.join(dir, "cache");
  mkdirSync(path.join(dir, "client"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = (name: string) => Buffer.from(`<p>${name}</p>`.repeat(400));

/** Writes `bytes` as `name` in the build's folder and offers the file to `compress`. */
async function offer(compress: Compressor, name: string, bytes: Buffer): Promise<string> {
  const file = path.join(dir, "client", name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  await compress.add(file, bytes);
  return file;
}

test("a file gets a .br of its bytes and no other copy", async () => {
  const compress = compressor(cacheDir);
  const bytes = page("Witney");
  const file = await offer(compress, "assets/site.css", bytes);
  expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(bytes);
  expect(existsSync(`${file}.gz`)).toBe(false);
  expect(compress.totals).toMatchObject({ files: 1, compressed: 1, fromCache: 0 });
  expect(compress.totals.brotliOut).toBe(statSync(`${file}.br`).size);
});

test("the same bytes in a later build are linked from the cache, not compressed again", async () => {
  const bytes = page("Burford");
  await offer(compressor(cacheDir), "sitemap.xml", bytes);
  const later = compressor(cacheDir);
  const file = await offer(later, "blog/feed.atom", bytes);
  expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(bytes);
  expect(later.totals).toMatchObject({ files: 1, compressed: 1, fromCache: 1 });
  // One file on disk for the cache and both copies: hard links, no second write.
  expect(statSync(`${file}.br`).nlink).toBe(3);
});

test("no copy where it saves too little: a small file, or bytes that do not compress", async () => {
  const compress = compressor(cacheDir);
  const small = await offer(compress, "small.css", Buffer.from("<p>hi</p>"));
  const noise = await offer(compress, "noise.svg", randomBytes(8192));
  expect(existsSync(`${small}.br`)).toBe(false);
  expect(existsSync(`${noise}.br`)).toBe(false);
  expect(compress.totals).toMatchObject({ files: 2, compressed: 0 });
});
