/**
 * The build's site-files phase: sitemap.xml (an index of sitemap-1.xml… past
 * the protocol's limits), the blog's Atom feed, robots.txt, the place lookup,
 * the postcode table and the static-host files (_redirects, _headers and, for
 * Cloudflare, _routes.json and the alias table its Function answers from)
 * beside the pages.
 */
import { createHash } from "node:crypto";
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
import { PRECOMPRESSED } from "../site/server/compression";
import { generated } from "./generated-module";
import { writeCoverageTable } from "./coverage-table-file";
import { filesUnder } from "./files-under";
import { keptFiles } from "./kept-files";
import { moduleHashes } from "./module-hashes";
import { placeLookupText } from "./place-lookup-file";
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

const HEADERS = "_headers";

/** What the last build made of the costliest site files, and from what (kept-files.ts). */
const RECORD_FILE = ".cache/site-files.json";

const hashOf = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * `site` is the hash of the site's code (site-sources.ts), which the files
 * kept from the last build were made under too.
 */
export async function siteFiles(
  root: string,
  host: SiteHost,
  rendered: Pick<Rendered, "files" | "entries">,
  site: string,
): Promise<{ detail: string; value: SiteFiles }> {
  const clientDir = path.join(root, "dist/client");
  const [{ business }, { manifest }, { blog }] = await Promise.all([
    generated<{ business: Pick<Business, "name" | "siteUrl" | "formOrigin"> }>(root, "business.ts"),
    generated<{ manifest: Manifest }>(root, "manifest.ts"),
    generated<{ blog: FeedArticle[] }>(root, "catalogue-blog.ts"),
  ]);
  const origin = (process.env.SITE_URL ?? business.siteUrl).replace(/\/$/, "");
  // On Cloudflare the Functions take the forms where the pages are: no form server to allow.
  const formOrigin = host === "cloudflare" ? null : business.formOrigin;
  const kept = await keptFiles(clientDir, path.join(root, RECORD_FILE));
  const manifestHash = (await moduleHashes(root, ["manifest.ts"]))[0]?.[1] ?? "missing";
  // Every page the pre-render wrote or kept: the pages a static host has.
  const pageFiles = [...rendered.files].sort();
  // The not-found page's rules count too.
  const ownRules = notFoundRules().length;
  const routesFile = "_routes.json";
  const tableFile = ALIAS_TABLE_PATH.slice(1);
  const redirects = kept.group(
    "redirects",
    [site, host, manifestHash, hashOf(pageFiles.join("\n"))],
    () => {
      const pages = new Set(pageFiles.flatMap((file) => pagePathOf(file) ?? []));
      const pairs = redirectPairs(manifest, pages);
      const cloudflare =
        host === "cloudflare"
          ? splitForCloudflare(pairs, CLOUDFLARE_STATIC_REDIRECTS - ownRules)
          : { rules: pairs, patterns: [], table: {} };
      const routed = Object.keys(cloudflare.table).length;
      const files = new Map([["_redirects", redirectsFile(cloudflare.rules, routed)]]);
      // Only the Functions' paths (and the aliases routed to them) invoke them.
      if (host === "cloudflare") {
        files.set(routesFile, cloudflareRoutes(cloudflare.patterns));
        files.set(tableFile, JSON.stringify(cloudflare.table));
      }
      const facts = {
        rules: cloudflare.rules.length,
        patterns: cloudflare.patterns.length,
        routed,
      };
      return { files, facts };
    },
  );
  const lookup = kept.group("place lookup", [site, manifestHash], () => ({
    files: new Map([[PLACE_LOOKUP_PATH.slice(1), placeLookupText(manifest)]]),
    facts: {},
  }));
  const sitemaps = sitemapFiles(origin, rendered.entries);
  const earlier = (await readdir(clientDir)).filter(
    (name) => PART_OF_SITEMAP.test(name) && !sitemaps.has(name),
  );
  await Promise.all(earlier.map((name) => rm(path.join(clientDir, name))));
  const written = [
    ...[...sitemaps].map(([name, text]) => writeFile(path.join(clientDir, name), text)),
    writeFile(path.join(clientDir, "robots.txt"), robotsTxt(origin)),
    writeCoverageTable(root, clientDir),
    writeFile(
      path.join(clientDir, BLOG_FEED_PATH),
      atomFeed({ origin, businessName: business.name, articles: blog }),
    ),
    // A _routes.json and alias table of an earlier build for Cloudflare go.
    ...(host === "cloudflare"
      ? []
      : [routesFile, tableFile].map((file) => rm(path.join(clientDir, file), { force: true }))),
  ];
  const [{ rules, patterns = 0, routed = 0 }] = await Promise.all([redirects, lookup, ...written]);
  // Every file a host serves, the ones just written included: each gets the server's Cache-Control.
  // Not _headers itself, nor the compressed copies (the server's alone), which the compress
  // phase writes after this one: a build after a cold one would list them where it did not.
  const files = (await filesUnder(clientDir))
    .filter((file) => !file.startsWith(".") && file !== HEADERS && !file.endsWith(PRECOMPRESSED))
    .sort();
  await kept.group("headers", [site, formOrigin ?? "", hashOf(files.join("\n"))], () => ({
    files: new Map([[HEADERS, headersFile(files, formOrigin)]]),
    facts: {},
  }));
  await kept.save();
  const sitemapNote =
    sitemaps.size === 1 ? "sitemap.xml" : `sitemap.xml (an index of ${sitemaps.size - 1} sitemaps)`;
  const routedNote =
    host === "cloudflare"
      ? `, _routes.json (${patterns} alias patterns), ${tableFile} (${routed} aliases)`
      : "";
  const keptNote =
    kept.kept === 0 ? "" : `; ${kept.kept} of ${kept.groups} kept from the last build`;
  return {
    detail: `${sitemapNote} (${rendered.entries.length} pages), ${BLOG_FEED_PATH.slice(1)} (${blog.length} articles), robots.txt, _redirects (${(rules ?? 0) + ownRules} rules), ${PLACE_LOOKUP_PATH.slice(1)}, ${COVERAGE_TABLE_PATH.slice(1)}, _headers${routedNote}${keptNote}`,
    value: { formOrigin, origin, written: sitemaps.size + 3 + kept.written },
  };
}
