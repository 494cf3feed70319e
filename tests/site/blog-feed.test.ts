/**
 * The real build's Atom feed: well-formed, read by a feed parser, one entry
 * per article in data/blog with the dates and title its page shows, at
 * absolute addresses; sent by the server as application/atom+xml.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import { XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { BLOG_FEED_PATH } from "../../model/blog-feed";
import { readBuiltSite, type BuiltPage } from "../../build/built-site";
import { business } from "../../site/generated/business";
import { createServer } from "../../site/server/server";

const clientDir = inject("fullSiteDir");
const origin = business.siteUrl.replace(/\/$/, "");
let xml: string;
let feed: ReturnType<typeof parseFeed>;
let pages: Map<string, BuiltPage>;

beforeAll(async () => {
  xml = await readFile(path.join(clientDir, BLOG_FEED_PATH), "utf8");
  feed = parseFeed(xml);
  pages = new Map((await readBuiltSite(clientDir)).map((page) => [page.path, page]));
});

test("the feed is well-formed Atom that names itself and the blog", () => {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(feed.meta.type).toBe("atom");
  expect(feed.self).toBe(`${origin}${BLOG_FEED_PATH}`);
  expect(feed.url).toBe(`${origin}/blog`);
  expect(feed.title).toContain(business.name);
});

test("every article in data/blog is in it once, at its page's absolute address", async () => {
  const slugs = (await readdir("data/blog")).filter((file) => file.endsWith(".md"));
  const urls = feed.items.map((item) => item.url);
  expect(urls.toSorted()).toEqual(
    slugs.map((file) => `${origin}/blog/${file.slice(0, -".md".length)}`).toSorted(),
  );
  expect(feed.items.map((item) => item.id)).toEqual(urls);
});

test("each entry has its page's title, summary, dates and the business as author", () => {
  const entries = feed.items.map((item) => {
    const page = pages.get(new URL(item.url ?? "").pathname);
    const times = page?.document.querySelectorAll("article time[datetime]") ?? [];
    const published = times[0]?.getAttribute("datetime");
    const updated = page?.document.querySelector("article time.updated")?.getAttribute("datetime");
    return {
      url: item.url,
      title: item.title === page?.document.querySelector("h1")?.text.trim(),
      summary: item.description === page?.document.querySelector("article .lead")?.text.trim(),
      published: item.published?.toISOString().slice(0, 10) === published,
      updated: item.updated?.toISOString().slice(0, 10) === (updated ?? published),
      authors: item.authors.map((author) => author.name),
    };
  });
  expect(entries).toEqual(
    feed.items.map((item) => ({
      url: item.url,
      title: true,
      summary: true,
      published: true,
      updated: true,
      authors: [business.name],
    })),
  );
});

test("the feed is as new as its newest article, not the build", () => {
  const newest = Math.max(...feed.items.map((item) => item.updated?.getTime() ?? 0));
  expect(feed.updated?.getTime()).toBe(newest);
});

test("every page's head and the blog index link to it", () => {
  const withoutLink = [...pages.values()]
    .filter(
      (page) =>
        page.document
          .querySelector('link[rel="alternate"][type="application/atom+xml"]')
          ?.getAttribute("href") !== BLOG_FEED_PATH,
    )
    .map((page) => page.path);
  expect(withoutLink).toEqual([]);
  expect(
    pages.get("/blog")?.document.querySelector(`main a[href="${BLOG_FEED_PATH}"]`),
  ).toBeTruthy();
});

describe("the server", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "blog-feed-"));
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    app = await createServer({ clientDir, dataDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test.each(["br", "identity"])("sends the feed as application/atom+xml (%s)", async (encoding) => {
    const response = await app.inject({
      url: BLOG_FEED_PATH,
      headers: { "accept-encoding": encoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/atom\+xml\b/);
    expect(response.headers["content-encoding"]).toBe(encoding === "br" ? "br" : undefined);
    if (encoding === "identity") expect(response.body).toBe(xml);
  });
});
