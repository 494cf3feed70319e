/** What the host checks read of a built folder whose sitemap.xml is an index. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sitemapFiles } from "../../build/sitemap";
import { NOT_FOUND_FILE, pageFile } from "../../model/routes";
import { readBuiltForHosts } from "../../scripts/lib/host-site";

const ORIGIN = "https://www.example.test";
const PATHS = ["/", "/bampton", "/carterton", "/witney", "/blog/retune"];
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "host-site-"));
  const entries = PATHS.map((sitePath) => ({ file: pageFile(sitePath), path: sitePath }));
  const built = new Map([
    // Two addresses a sitemap: sitemap.xml is the index of three.
    ...sitemapFiles(ORIGIN, entries, { addresses: 2, bytes: 1_000_000 }),
    ["_redirects", "/home / 301\n"],
    ["_headers", "/*\n  X-Content-Type-Options: nosniff\n"],
    [NOT_FOUND_FILE, "<html><body><h1>Not found</h1></body></html>"],
    ...PATHS.map((sitePath) => [pageFile(sitePath), `<a href="/">Home</a>`] as const),
  ]);
  for (const [file, text] of built) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("every page the index's sitemaps list is a sitemap address, and each file's figures are its own", async () => {
  const site = await readBuiltForHosts(dir);
  expect(site.sitemap.toSorted()).toEqual(PATHS.toSorted());
  expect([...site.figures.sitemaps].map(([file, { addresses }]) => [file, addresses])).toEqual([
    ["sitemap.xml", 3],
    ["sitemap-1.xml", 2],
    ["sitemap-2.xml", 2],
    ["sitemap-3.xml", 1],
  ]);
});
