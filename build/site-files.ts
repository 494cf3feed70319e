/**
 * The build's site-files phase: sitemap.xml, the blog's Atom feed,
 * robots.txt, the place lookup, the postcode table and the static-host files (_redirects,
 * _headers and, for Cloudflare, _routes.json) beside the pages.
 */
import { readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { atomFeed, BLOG_FEED_PATH, type FeedArticle } from "../model/blog-feed";
import { cloudflareRoutes, type SiteHost } from "../model/form-origin";
import type { Business } from "../model/business";
import { COVERAGE_TABLE_PATH } from "../model/coverage-check";
import { PLACE_LOOKUP_PATH } from "../model/place-lookup-file";
import { pagePathOf, type Manifest } from "../model/routes";
import { headersFile, redirectsFile } from "../site/server/static-host-rules";
import { generated } from "./generated-module";
import { writeCoverageTable } from "./coverage-table-file";
import { writePlaceLookup } from "./place-lookup-file";
import type { Rendered } from "./prerender";
import { robotsTxt, sitemapXml } from "./sitemap";

export interface SiteFiles {
  /** Where the pages' forms post, null where the host's own Functions take them. */
  formOrigin: string | null;
  origin: string;
  written: number;
}

export async function siteFiles(
  root: string,
  host: SiteHost,
  rendered: Pick<Rendered, "files" | "entries">,
): Promise<{ detail: string; value: SiteFiles }> {
  const clientDir = path.join(root, "dist/client");
  const [{ business }, { manifest }, { blog }] = await Promise.all([
    generated<{ business: Pick<Business, "name" | "siteUrl" | "formOrigin"> }>(root, "business.ts"),
    generated<{ manifest: Manifest }>(root, "manifest.ts"),
    generated<{ blog: FeedArticle[] }>(root, "catalogue-blog.ts"),
  ]);
  const origin = (process.env.SITE_URL ?? business.siteUrl).replace(/\/$/, "");
  // Every page the pre-render wrote or kept: the pages a static host has.
  const pages = new Set([...rendered.files].flatMap((file) => pagePathOf(file) ?? []));
  const redirects = redirectsFile(manifest, pages);
  const written = [
    writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(origin, rendered.entries)),
    writeFile(path.join(clientDir, "robots.txt"), robotsTxt(origin)),
    writeFile(path.join(clientDir, "_redirects"), redirects),
    writePlaceLookup(clientDir, manifest),
    writeCoverageTable(root, clientDir),
    writeFile(
      path.join(clientDir, BLOG_FEED_PATH),
      atomFeed({ origin, businessName: business.name, articles: blog }),
    ),
  ];
  await Promise.all(written);
  // Every file a host serves, the ones just written included: each gets the server's Cache-Control.
  const served = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = served
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => !file.startsWith("."));
  // On Cloudflare the Functions take the forms where the pages are: no form server to allow.
  const formOrigin = host === "cloudflare" ? null : business.formOrigin;
  await writeFile(path.join(clientDir, "_headers"), headersFile(files, formOrigin));
  // Only the Functions' paths invoke them; a _routes.json of an earlier build for Cloudflare goes.
  const routesFile = path.join(clientDir, "_routes.json");
  await (host === "cloudflare"
    ? writeFile(routesFile, cloudflareRoutes())
    : rm(routesFile, { force: true }));
  const rules = redirects.split("\n").filter((line) => line.startsWith("/")).length;
  return {
    detail: `sitemap.xml (${rendered.entries.length} pages), ${BLOG_FEED_PATH.slice(1)} (${blog.length} articles), robots.txt, _redirects (${rules} rules), ${PLACE_LOOKUP_PATH.slice(1)}, ${COVERAGE_TABLE_PATH.slice(1)}, _headers${host === "cloudflare" ? ", _routes.json" : ""}`,
    // The six above and _headers (and _routes.json).
    value: { formOrigin, origin, written: written.length + (host === "cloudflare" ? 2 : 1) },
  };
}
