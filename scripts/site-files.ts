/**
 * After the build: sitemap.xml of exactly the indexable pages, read from the
 * built HTML so the two cannot disagree, and robots.txt pointing at it.
 * lastmod appears only where a date is true: an article's last update, or else
 * its publication date.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { business } from "../site/generated/business";
import { isIndexable, readBuiltSite } from "./lib/built-site";

const clientDir = path.resolve(process.argv[2] ?? "dist/client");
const origin = (process.env.SITE_URL ?? business.siteUrl).replace(/\/$/, "");

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const pages = (await readBuiltSite(clientDir)).filter(isIndexable);
const urls = pages.map((page) => {
  const lastmod = page.published ? `<lastmod>${page.published}</lastmod>` : "";
  return `  <url><loc>${escapeXml(origin + page.path)}</loc>${lastmod}</url>`;
});
await writeFile(
  path.join(clientDir, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
);
await writeFile(
  path.join(clientDir, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`,
);
console.log(`site files: sitemap.xml with ${urls.length} indexable pages, robots.txt`);
