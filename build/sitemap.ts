/**
 * sitemap.xml of exactly the indexable pages and robots.txt pointing at it.
 * What the sitemap needs of a page is read from its HTML as it is rendered,
 * so the two cannot disagree and no built file is read back: its robots
 * directive and canonical address (isIndexable, as the audits apply it), and
 * its lastmod, where a date is true: an article's last update, or else its
 * publication date.
 */
import { pagePathOf } from "../model/routes";
import { compareText } from "../model/text";
import { isIndexable } from "./built-site";

export interface SitemapEntry {
  /** dist/client/witney.html → "witney.html": the order of the sitemap. */
  file: string;
  path: string;
  lastmod?: string;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  "#39": "'",
  "#x27": "'",
};
const decode = (text: string) =>
  text.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(/([\w:-]+)="([^"]*)"/g))
    found.set(name!.toLowerCase(), decode(value!));
  return found;
}

/** The first <meta>/<link> whose `key` attribute is `value`: its attributes. */
function firstTag(html: string, element: string, key: string, value: string) {
  for (const [tag] of html.matchAll(new RegExp(`<${element}\\b[^>]*>`, "g"))) {
    const attrs = attributes(tag);
    if (attrs.get(key) === value) return attrs;
  }
  return undefined;
}

/** The <time> elements inside an <article>, in document order. */
function articleTimes(html: string): Map<string, string>[] {
  const times: Map<string, string>[] = [];
  // Most pages have none: not scanning them for <article> spares a regular expression over every page.
  if (!html.includes("<time")) return times;
  let depth = 0;
  for (const [tag, closing, element] of html.matchAll(/<(\/?)(article|time)\b[^>]*>/g)) {
    if (element === "article") depth += closing ? -1 : 1;
    else if (!closing && depth > 0) times.push(attributes(tag));
  }
  return times;
}

/** An article's own dates: "updated" is its last edit, the first its publication. */
function articleDate(html: string): string | undefined {
  const times = articleTimes(html);
  const updated = times
    .find((time) => (time.get("class") ?? "").split(/\s+/).includes("updated"))
    ?.get("datetime");
  return updated ?? times.find((time) => time.has("datetime"))?.get("datetime");
}

/**
 * The sitemap's entry for a page rendered to `file` (relative to dist/client),
 * or undefined when it is not one: not a page's file, or not indexable.
 */
export function sitemapEntry(file: string, html: string): SitemapEntry | undefined {
  const sitePath = pagePathOf(file);
  if (sitePath === undefined) return undefined;
  const page = {
    path: sitePath,
    robots: firstTag(html, "meta", "name", "robots")?.get("content") ?? "",
    canonical: firstTag(html, "link", "rel", "canonical")?.get("href") ?? "",
  };
  if (!isIndexable(page)) return undefined;
  const lastmod = articleDate(html);
  return { file, path: page.path, ...(lastmod && { lastmod }) };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => compareText(a.file, b.file))
    .map((entry) => {
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : "";
      return `  <url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export const robotsTxt = (origin: string) =>
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
