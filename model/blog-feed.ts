/**
 * The blog's Atom feed (RFC 4287): its address, its title as the pages' heads
 * name it, and its text from the articles and the site's origin. Pure: the
 * build writes the file. Deterministic to the byte: the feed is as new as its
 * newest article, never the time of the build.
 */
import type { Catalogue } from "./catalogue";
import { compareText } from "./text";

/**
 * Under /blog, whose top-level name is already reserved, so no place can
 * take it; ".atom" is the extension RFC 4287 registers, which gives servers
 * and static hosts the type application/atom+xml. Blog slugs have no dot.
 */
export const BLOG_FEED_PATH = "/blog/feed.atom";

export const blogFeedTitle = (businessName: string) => `${businessName}: Blog`;

/** An article as the feed lists it: what the catalogue holds of it (dates as YYYY-MM-DD). */
export type FeedArticle = Pick<
  Catalogue["blog"][number],
  "name" | "path" | "summary" | "date" | "updated"
>;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Atom dates are RFC 3339 date-times; the data holds days, so each is the
 * start of its day in UTC, which is the same calendar day in the UK.
 */
const dateTime = (day: string) => `${day}T00:00:00Z`;

const lastEdit = (article: FeedArticle) => article.updated ?? article.date;

export function atomFeed({
  origin,
  businessName,
  articles,
}: {
  /** "https://example.co.uk", without a trailing slash. */
  origin: string;
  businessName: string;
  articles: readonly FeedArticle[];
}): string {
  if (articles.length === 0) throw new Error("an Atom feed needs at least one article");
  const sorted = [...articles].sort(
    (a, b) =>
      compareText(lastEdit(b), lastEdit(a)) ||
      compareText(b.date, a.date) ||
      compareText(a.path, b.path),
  );
  const author = `<author><name>${escapeXml(businessName)}</name><uri>${escapeXml(origin)}/</uri></author>`;
  const entries = sorted.map((article) => {
    const url = escapeXml(origin + article.path);
    return [
      "  <entry>",
      `    <id>${url}</id>`,
      `    <title type="text">${escapeXml(article.name)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url}"/>`,
      `    <published>${dateTime(article.date)}</published>`,
      `    <updated>${dateTime(lastEdit(article))}</updated>`,
      `    ${author}`,
      `    <summary type="text">${escapeXml(article.summary)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  const self = escapeXml(origin + BLOG_FEED_PATH);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">',
    `  <id>${self}</id>`,
    `  <title type="text">${escapeXml(blogFeedTitle(businessName))}</title>`,
    `  <updated>${dateTime(lastEdit(sorted[0]!))}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${self}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(origin)}/blog"/>`,
    `  ${author}`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
