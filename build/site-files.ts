/**
 * The build's site-files phase: sitemap.xml (an index of sitemap-1.xml… past
 * the protocol's limits), the blog's Atom feed, robots.txt, the place lookup,
 * the postcode table and the static-host files (_redirects, _headers and, for
 * Cloudflare, _routes.json and the alias table its Function answers from)
 * beside the pages.
 */
import { readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { atomFeed, BLOG_FEED_PATH, type FeedArticle } from "../model/blog-feed";
import { ALIAS_TABLE_PATH } from "../model/alias-table";
import { cloudflareRoutes, type SiteHost } from "../model/form-origin";
import type { Business } from "../model/business";
import { COVERAGE_TABLE_PATH } from "../model/coverage-check";
import { PLACE_LOOKUP_PATH } from "../model/place-lookup-file";
import { pagePathOf, type Manifest } from "../model/routes";
import { splitForCloudflare } from "../site/server/cloudflare-aliases";
import {
  headersFile,
  notFoundRules,
  redirectPairs,
  redirectsFile,
} from "../site/server/static-host-rules";
import { generated } from "./generated-module";
import { writeCoverageTable } from "./coverage-table-file";
import { writePlaceLookup } from "./place-lookup-file";
import type { Rendered } from "./prerender";
import { robotsTxt, sitemapFiles } from "./sitemap";

/** Cloudflare Pages reads at most this many static _redirects rules (its docs, "Redirects"). */
export const CLOUDFLARE_STATIC_REDIRECTS = 2_000;

/** A sitemap-N.xml of an earlier, larger build. */
const PART_OF_SITEMAP = /^sitemap-\d+\.xml$/;

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
  const pairs = redirectPairs(manifest, pages);
  // The not-found page's rules count too.
  const ownRules = notFoundRules().length;
  const cloudflare =
    host === "cloudflare"
      ? splitForCloudflare(pairs, CLOUDFLARE_STATIC_REDIRECTS - ownRules)
      : { rules: pairs, patterns: [], table: {} };
  const routed = Object.keys(cloudflare.table).length;
  const sitemaps = sitemapFiles(origin, rendered.entries);
  const earlier = (await readdir(clientDir)).filter(
    (name) => PART_OF_SITEMAP.test(name) && !sitemaps.has(name),
  );
  await Promise.all(earlier.map((name) => rm(path.join(clientDir, name))));
  const written = [
    ...[...sitemaps].map(([name, text]) => writeFile(path.join(clientDir, name), text)),
    writeFile(path.join(clientDir, "robots.txt"), robotsTxt(origin)),
    writeFile(path.join(clientDir, "_redirects"), redirectsFile(cloudflare.rules, routed)),
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
  // Only the Functions' paths (and the aliases routed to them) invoke them; a _routes.json and
  // alias table of an earlier build for Cloudflare go.
  const routesFile = path.join(clientDir, "_routes.json");
  const tableFile = path.join(clientDir, ALIAS_TABLE_PATH.slice(1));
  await Promise.all(
    host === "cloudflare"
      ? [
          writeFile(routesFile, cloudflareRoutes(cloudflare.patterns)),
          writeFile(tableFile, JSON.stringify(cloudflare.table)),
        ]
      : [rm(routesFile, { force: true }), rm(tableFile, { force: true })],
  );
  const sitemapNote =
    sitemaps.size === 1 ? "sitemap.xml" : `sitemap.xml (an index of ${sitemaps.size - 1} sitemaps)`;
  const routedNote =
    host === "cloudflare"
      ? `, _routes.json (${cloudflare.patterns.length} alias patterns), ${ALIAS_TABLE_PATH.slice(1)} (${routed} aliases)`
      : "";
  return {
    detail: `${sitemapNote} (${rendered.entries.length} pages), ${BLOG_FEED_PATH.slice(1)} (${blog.length} articles), robots.txt, _redirects (${cloudflare.rules.length + ownRules} rules), ${PLACE_LOOKUP_PATH.slice(1)}, ${COVERAGE_TABLE_PATH.slice(1)}, _headers${routedNote}`,
    // The ones above and _headers (and _routes.json and the alias table).
    value: { formOrigin, origin, written: written.length + (host === "cloudflare" ? 3 : 1) },
  };
}
