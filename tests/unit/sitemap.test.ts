import { describe, expect, test } from "vitest";
import {
  SITEMAP_LIMITS,
  sitemapEntry,
  sitemapFiles,
  sitemapXml,
  type SitemapEntry,
} from "../../build/sitemap";
import { readSitemaps, sitemapPaths } from "../../scripts/lib/built-sitemap";
import { schemaErrors } from "../sitemap-schemas";
import { compareText } from "../../model/text";

const ORIGIN = "https://www.example.test";

/** A rendered page as the site's layout writes it: head tags, then a body. */
function page({
  robots = "index,follow",
  canonical = "/witney",
  body = "<main><p>Witney</p></main>",
} = {}): string {
  return `<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width"/><meta name="robots" content="${robots}"/><link rel="icon" href="/favicon.svg"/><link rel="canonical" href="${ORIGIN}${canonical}"/></head><body>${body}\n  </body></html>`;
}

describe("sitemapEntry", () => {
  test("an indexable page is listed by its address, without a date it does not have", () => {
    expect(sitemapEntry("witney.html", page())).toEqual({ file: "witney.html", path: "/witney" });
  });

  test("a page that robots keep out, or whose canonical is another page, is not listed", () => {
    expect(sitemapEntry("witney.html", page({ robots: "noindex,follow" }))).toBeUndefined();
    expect(sitemapEntry("home.html", page({ canonical: "/" }))).toBeUndefined();
  });

  test("an article's last update is its date; else its publication", () => {
    const published = '<article><p><time datetime="2026-03-02">2 March 2026</time></p></article>';
    const updated =
      '<article><p><time datetime="2026-03-02">2 March 2026</time> · updated <time class="updated" datetime="2026-06-10">10 June 2026</time></p></article>';
    const path = "/blog/ajax-alarms-with-pets";
    const file = "blog/ajax-alarms-with-pets.html";
    expect(sitemapEntry(file, page({ canonical: path, body: published }))?.lastmod).toBe(
      "2026-03-02",
    );
    expect(sitemapEntry(file, page({ canonical: path, body: updated }))?.lastmod).toBe(
      "2026-06-10",
    );
  });

  test("a date outside an article (a list of posts) is not the page's own", () => {
    const body =
      '<ul><li><time datetime="2026-03-02">2 March 2026</time></li></ul><article><p>No date</p></article>';
    expect(sitemapEntry("blog.html", page({ canonical: "/blog", body }))?.lastmod).toBeUndefined();
  });

  test("sitemapXml lists the entries by file, escaped, with their dates", () => {
    const xml = sitemapXml(ORIGIN, [
      { file: "witney.html", path: "/witney" },
      { file: "a&b.html", path: "/a&b", lastmod: "2026-06-10" },
    ]);
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/a&amp;b</loc><lastmod>2026-06-10</lastmod></url>\n  <url><loc>${ORIGIN}/witney</loc></url>`,
    );
  });
});

describe("sitemapFiles: one sitemap within the protocol's limits, an index past them", () => {
  /** The entries as the build notes them while it renders: places, and articles with their dates. */
  const entries = [
    ...Array.from({ length: 22 }, (_, i) => `place-${String(i).padStart(2, "0")}`).map((slug) =>
      sitemapEntry(`${slug}.html`, page({ canonical: `/${slug}` })),
    ),
    sitemapEntry("index.html", page({ canonical: "/" })),
    ...["2026-03-02", "2026-06-10"].map((date, i) =>
      sitemapEntry(
        `blog/article-${i}.html`,
        page({
          canonical: `/blog/article-${i}`,
          body: `<article><p><time datetime="${date}">${date}</time></p></article>`,
        }),
      ),
    ),
  ].filter((entry): entry is SitemapEntry => entry !== undefined);
  const sorted = entries.toSorted((a, b) => compareText(a.file, b.file));
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const readerOf = (files: ReadonlyMap<string, string>) => async (file: string) => files.get(file)!;

  test("within them: sitemap.xml alone, as sitemapXml writes it, valid against sitemaps.org's sitemap.xsd", async () => {
    expect(entries).toHaveLength(25);
    expect(entries.filter((entry) => entry.lastmod)).toHaveLength(2);
    const files = sitemapFiles(ORIGIN, entries);
    expect([...files]).toEqual([["sitemap.xml", sitemapXml(ORIGIN, entries)]]);
    expect(await schemaErrors("sitemap.xml", files.get("sitemap.xml")!, "urlset")).toEqual([]);
    expect(SITEMAP_LIMITS).toEqual({ addresses: 50_000, bytes: 52_428_800 });
  });

  test("past the addresses: sitemap.xml is an index valid against siteindex.xsd of sitemap-1.xml…, each valid against sitemap.xsd and within, every page once", async () => {
    const files = sitemapFiles(ORIGIN, entries, { addresses: 10, bytes: 1_000_000 });
    expect([...files.keys()]).toEqual([
      "sitemap.xml",
      "sitemap-1.xml",
      "sitemap-2.xml",
      "sitemap-3.xml",
    ]);
    const index = files.get("sitemap.xml")!;
    expect(await schemaErrors("sitemap.xml", index, "sitemapindex")).toEqual([]);
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap-${n}.xml`));
    for (const name of ["sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml"]) {
      expect(await schemaErrors(name, files.get(name)!, "urlset")).toEqual([]);
      expect(locs(files.get(name)!).length).toBeLessThanOrEqual(10);
    }
    // As the audits and the host checks read them: through the index, every page in order.
    expect(sitemapPaths(await readSitemaps(readerOf(files)))).toEqual(
      sorted.map((entry) => entry.path),
    );
  });

  test("past the bytes: each file within them", () => {
    const bytes = 1_000;
    const files = sitemapFiles(ORIGIN, entries, { addresses: 50_000, bytes });
    expect(files.size).toBeGreaterThan(2);
    for (const [name, xml] of files) {
      if (name !== "sitemap.xml") expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(bytes);
    }
  });

  test("the schemas refuse what a crawler would: a date that is none, an element out of order, a relative address, a page in an index", async () => {
    const xml = sitemapXml(ORIGIN, entries);
    const index = sitemapFiles(ORIGIN, entries, { addresses: 10, bytes: 1_000_000 }).get(
      "sitemap.xml",
    )!;
    const dated = /<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/;
    const broken = [
      { root: "urlset", xml: xml.replace("2026-06-10", "2026-13-10"), refused: "lastmod" },
      {
        root: "urlset",
        xml: xml.replace(dated, "<lastmod>$2</lastmod><loc>$1</loc>"),
        refused: "lastmod",
      },
      { root: "urlset", xml: xml.replace(`<loc>${ORIGIN}/</loc>`, "<loc>/</loc>"), refused: "loc" },
      {
        root: "sitemapindex",
        xml: index.replace("<sitemap>", "<url>").replace("</sitemap>", "</url>"),
        refused: "url",
      },
    ] as const;
    for (const { root, xml: changed, refused } of broken) {
      expect(changed).not.toBe(root === "urlset" ? xml : index);
      expect(await schemaErrors("sitemap.xml", changed, root)).toEqual([
        expect.stringContaining(
          `Element '{http://www.sitemaps.org/schemas/sitemap/0.9}${refused}'`,
        ),
      ]);
    }
  });
});
