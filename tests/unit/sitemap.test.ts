import { describe, expect, test } from "vitest";
import { sitemapEntry, sitemapXml } from "../../build/sitemap";

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
