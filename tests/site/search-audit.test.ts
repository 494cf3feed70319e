/**
 * Search readiness of the whole build, page by page: what a crawler reads
 * (titles, descriptions, canonicals, structured data, links, sitemap) and
 * what a template slip would leave behind.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, expect, inject, test } from "vitest";
import { business } from "../../site/generated/business";
import { manifest } from "../../site/generated/manifest";
import { fileExistsIn, isIndexable, readBuiltSite, type BuiltPage } from "../../build/built-site";
import {
  asLines,
  blogPostingFindings,
  brokenLinkFindings,
  canonicalFindings,
  clickDepthFindings,
  leftoverFindings,
  metadataFindings,
  sitemapFindings,
  socialImageAltFindings,
  structuredDataFindings,
} from "../../scripts/lib/site-audit";
import { readSitemaps } from "../../scripts/lib/built-sitemap";
import { SITEMAP_LIMITS, sitemapEntry, sitemapFiles } from "../../build/sitemap";
import { pageFile } from "../../model/routes";
import { schemaErrors } from "../sitemap-schemas";

const clientDir = inject("fullSiteDir");
let pages: BuiltPage[];
const builtSitemaps = () => readSitemaps((file) => readFile(path.join(clientDir, file), "utf8"));

beforeAll(async () => {
  pages = await readBuiltSite(clientDir);
});

test("the build has every generated page and every fixed page, most of them indexable", () => {
  const built = new Set(pages.map((page) => page.path));
  expect(manifest.pages.filter((page) => !built.has(page.path))).toEqual([]);
  expect(pages.length).toBeGreaterThan(manifest.pages.length);
  // Only the owner's tools, the thank-you, offline and test pages and the /home alias stay out.
  expect(pages.length - pages.filter(isIndexable).length).toBeLessThan(15);
});

test("every indexable page has a title and description of its own that obey the title and description rules", () => {
  expect(asLines(metadataFindings(pages))).toEqual([]);
});

test("every page meant for search names its own absolute URL as canonical", () => {
  const origin = business.siteUrl.replace(/\/$/, "");
  expect(asLines(canonicalFindings(pages, origin))).toEqual([]);
});

test("JSON-LD parses everywhere; LocalBusiness has name, address, geo, telephone, hours and price range", () => {
  expect(asLines(structuredDataFindings(pages))).toEqual([]);
});

test("every internal link and asset resolves to a built page or file", () => {
  expect(asLines(brokenLinkFindings(pages, fileExistsIn(clientDir)))).toEqual([]);
});

test("no page is more than 3 clicks from the home page", () => {
  expect(asLines(clickDepthFindings(pages, 3))).toEqual([]);
});

test("the sitemap (through its index, if it is one) lists exactly the indexable pages", async () => {
  expect(asLines(sitemapFindings(pages, await builtSitemaps()))).toEqual([]);
});

test("sitemap.xml and any sitemap its index names are valid against sitemaps.org's schemas", async () => {
  for (const [file, { xml, index }] of await builtSitemaps()) {
    expect(await schemaErrors(file, xml, index ? "sitemapindex" : "urlset")).toEqual([]);
  }
});

test("the build's pages make the sitemap it wrote, and past a limit of 500 addresses an index: each valid against its schema", async () => {
  const origin = business.siteUrl.replace(/\/$/, "");
  const entries = pages.flatMap((page) => sitemapEntry(pageFile(page.path), page.html) ?? []);
  const written = new Map([...(await builtSitemaps())].map(([file, { xml }]) => [file, xml]));
  expect(sitemapFiles(origin, entries)).toEqual(written);
  const split = sitemapFiles(origin, entries, { addresses: 500, bytes: SITEMAP_LIMITS.bytes });
  expect(split.size).toBeGreaterThan(2);
  for (const [file, xml] of split) {
    const root = file === "sitemap.xml" ? "sitemapindex" : "urlset";
    expect(await schemaErrors(file, xml, root)).toEqual([]);
  }
});

test("no page shows undefined, NaN, [object Object], {{ or an empty heading, and each has one h1", () => {
  expect(asLines(leftoverFindings(pages))).toEqual([]);
});

test("every article is a BlogPosting with its page's title, dates, author, image and address", () => {
  const articles = pages.filter((page) => page.published !== undefined);
  expect(articles.length).toBeGreaterThan(0);
  const site = {
    origin: business.siteUrl.replace(/\/$/, ""),
    businessName: business.name,
    fileExists: fileExistsIn(clientDir),
  };
  expect(asLines(blogPostingFindings(pages, site))).toEqual([]);
});

test("every page with an og:image describes it in og:image:alt", () => {
  expect(pages.filter((page) => page.html.includes('property="og:image"')).length).toBe(
    pages.length,
  );
  expect(asLines(socialImageAltFindings(pages))).toEqual([]);
});
