/**
 * sitemap.xml of exactly the indexable pages and robots.txt pointing at it;
 * past the protocol's limits, sitemap.xml is an index of sitemap-1.xml….
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

/** What one sitemap (or index) may hold: https://www.sitemaps.org/protocol.html, "Sitemap Index Files". */
export const SITEMAP_LIMITS: Readonly<SitemapLimits> = {
  addresses: 50_000,
  bytes: 50 * 1024 * 1024,
};

export interface SitemapLimits {
  addresses: number;
  bytes: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const urlset = (lines: readonly string[]) =>
  `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${lines.join("\n")}\n</urlset>\n`;

const urlLine = (origin: string, entry: SitemapEntry) => {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : "";
  return `  <url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>`;
};

const sortedLines = (origin: string, entries: readonly SitemapEntry[]) =>
  [...entries].sort((a, b) => compareText(a.file, b.file)).map((entry) => urlLine(origin, entry));

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  return urlset(sortedLines(origin, entries));
}

/** Lines in runs that each make a urlset within `limits` (a line is one address). */
function withinLimits(lines: readonly string[], limits: Readonly<SitemapLimits>): string[][] {
  const frame = Buffer.byteLength(urlset([]));
  const runs: string[][] = [];
  let run: string[] = [];
  let bytes = frame;
  for (const line of lines) {
    const size = Buffer.byteLength(line) + 1;
    if (run.length > 0 && (run.length >= limits.addresses || bytes + size > limits.bytes)) {
      runs.push(run);
      [run, bytes] = [[], frame];
    }
    run.push(line);
    bytes += size;
  }
  return [...runs, run];
}

/**
 * The sitemap's files by name: "sitemap.xml" alone while it is within
 * `limits`; past them "sitemap.xml" is the index of "sitemap-1.xml"…, each
 * within them, so robots.txt names sitemap.xml either way.
 */
export function sitemapFiles(
  origin: string,
  entries: readonly SitemapEntry[],
  limits: Readonly<SitemapLimits> = SITEMAP_LIMITS,
): Map<string, string> {
  const runs = withinLimits(sortedLines(origin, entries), limits);
  if (runs.length === 1) return new Map([["sitemap.xml", urlset(runs[0]!)]]);
  const files = new Map<string, string>();
  const listed = runs.map((run, index) => {
    const name = `sitemap-${index + 1}.xml`;
    files.set(name, urlset(run));
    return `  <sitemap><loc>${escapeXml(`${origin}/${name}`)}</loc></sitemap>`;
  });
  const index = `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${listed.join("\n")}\n</sitemapindex>\n`;
  return new Map([["sitemap.xml", index], ...files]);
}

export const robotsTxt = (origin: string) =>
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
