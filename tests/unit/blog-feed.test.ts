/** The blog's Atom feed from its articles: well-formed, read back whole by a feed parser, deterministic. */
import { parseFeed } from "@rowanmanning/feed-parser";
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, test } from "vitest";
import { atomFeed, BLOG_FEED_PATH, type FeedArticle } from "../../model/blog-feed";
import { blog } from "../../site/generated/catalogue-blog";
import { manifest } from "../../site/generated/manifest";

const ORIGIN = "https://example.test";
const ARTICLES: FeedArticle[] = [
  {
    name: 'Retuning <Freeview> & "Freesat"',
    path: "/blog/retuning",
    summary: "What to press & when: <b> is text here, not markup.",
    date: "2026-03-01",
  },
  {
    name: "Aerial or loft?",
    path: "/blog/aerial-or-loft",
    summary: "Which suits your roof.",
    date: "2026-01-10",
    updated: "2026-04-02",
  },
];
const feedOf = (articles: readonly FeedArticle[]) =>
  atomFeed({ origin: ORIGIN, businessName: "Aerials & Dishes", articles });

describe("atomFeed", () => {
  const xml = feedOf(ARTICLES);
  const feed = parseFeed(xml);

  test("is well-formed XML, whatever the text holds", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
  });

  test("names itself, the blog and its author, as new as its newest edit", () => {
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe("Aerials & Dishes: Blog");
    expect(feed.self).toBe(`${ORIGIN}${BLOG_FEED_PATH}`);
    expect(feed.url).toBe(`${ORIGIN}/blog`);
    expect(feed.language).toBe("en-GB");
    expect(feed.updated?.toISOString()).toBe("2026-04-02T00:00:00.000Z");
    expect(feed.authors.map((author) => author.name)).toEqual(["Aerials & Dishes"]);
  });

  test("lists every article, most recently edited first, with its own dates and absolute link", () => {
    expect(
      feed.items.map((item) => ({
        id: item.id,
        url: item.url,
        title: item.title,
        summary: item.description,
        published: item.published?.toISOString(),
        updated: item.updated?.toISOString(),
        authors: item.authors.map((author) => author.name),
      })),
    ).toEqual([
      {
        id: `${ORIGIN}/blog/aerial-or-loft`,
        url: `${ORIGIN}/blog/aerial-or-loft`,
        title: "Aerial or loft?",
        summary: "Which suits your roof.",
        published: "2026-01-10T00:00:00.000Z",
        updated: "2026-04-02T00:00:00.000Z",
        authors: ["Aerials & Dishes"],
      },
      {
        id: `${ORIGIN}/blog/retuning`,
        url: `${ORIGIN}/blog/retuning`,
        title: 'Retuning <Freeview> & "Freesat"',
        summary: "What to press & when: <b> is text here, not markup.",
        // Never edited: last updated the day it was published.
        published: "2026-03-01T00:00:00.000Z",
        updated: "2026-03-01T00:00:00.000Z",
        authors: ["Aerials & Dishes"],
      },
    ]);
  });

  test("the same articles in any order give the same bytes", () => {
    expect(feedOf([...ARTICLES].reverse())).toBe(xml);
  });

  test("a feed of nothing is refused rather than written without a date", () => {
    expect(() => feedOf([])).toThrow(/at least one article/);
  });
});

test("the feed's address can be no place's and no article's", () => {
  expect(manifest.reserved).toContain(BLOG_FEED_PATH.split("/")[1]);
  expect(blog.map((article) => article.path)).not.toContain(BLOG_FEED_PATH);
  expect(manifest.pages.map((page) => page.path)).not.toContain(BLOG_FEED_PATH);
});
