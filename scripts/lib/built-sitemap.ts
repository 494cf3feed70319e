/**
 * A built site's sitemap as a crawler follows it: sitemap.xml and, where it
 * is a sitemap index, each sitemap it names, read from the built folder at
 * its <loc>'s path. The site audit, the content report and the host checks
 * all read it here, so each sees every listed page however the build split
 * them.
 */
import { XMLParser } from "fast-xml-parser";
import { z } from "zod";

export interface SitemapFile {
  xml: string;
  /** A <sitemapindex>: its <loc>s are sitemaps, not pages. */
  index: boolean;
  locs: string[];
}

const parser = new XMLParser({
  // A <loc> stays text; only one <url> or <sitemap> is still a list.
  parseTagValue: false,
  isArray: (name) => name === "url" || name === "sitemap",
});
const LOCS = z.array(z.object({ loc: z.string() }));
const SITEMAP = z.union([
  z.object({ urlset: z.object({ url: LOCS }) }),
  z.object({ sitemapindex: z.object({ sitemap: LOCS }) }),
]);

/** One sitemap's text: a <urlset> of pages or a <sitemapindex> of sitemaps. */
export function parseSitemap(file: string, xml: string): SitemapFile {
  const parsed = SITEMAP.safeParse(parser.parse(xml));
  if (!parsed.success) {
    throw new Error(
      `${file}: neither a <urlset> of <url>s nor a <sitemapindex> of <sitemap>s, each with one <loc>`,
    );
  }
  const { data } = parsed;
  return "urlset" in data
    ? { xml, index: false, locs: data.urlset.url.map((url) => url.loc) }
    : { xml, index: true, locs: data.sitemapindex.sitemap.map((sitemap) => sitemap.loc) };
}

/**
 * sitemap.xml and, where it is an index, each sitemap it names, by file
 * (the <loc>'s path from the site's root), each read with `read`.
 */
export async function readSitemaps(
  read: (file: string) => Promise<string>,
): Promise<Map<string, SitemapFile>> {
  const top = parseSitemap("sitemap.xml", await read("sitemap.xml"));
  const sitemaps = new Map([["sitemap.xml", top]]);
  if (!top.index) return sitemaps;
  for (const loc of top.locs) {
    const file = new URL(loc).pathname.slice(1);
    const named = parseSitemap(file, await read(file));
    // The protocol lets an index name sitemaps only, never another index.
    if (named.index) throw new Error(`${file}: sitemap.xml names it, but it is an index too`);
    sitemaps.set(file, named);
  }
  return sitemaps;
}

/** The site paths of every page the sitemaps list ("/" for the home page), in their order. */
export const sitemapPaths = (sitemaps: ReadonlyMap<string, SitemapFile>): string[] =>
  [...sitemaps.values()]
    .filter((sitemap) => !sitemap.index)
    .flatMap((sitemap) => sitemap.locs.map((loc) => new URL(loc).pathname));
