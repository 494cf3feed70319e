/**
 * The hosts' published limits, held against a built folder's own figures:
 * each limit names its host, what it counts, its figure and where the host
 * publishes it; each check says the build's figure, and fails past the limit.
 * Pure: the figures are read by host-site.ts.
 */
import { SITEMAP_LIMITS } from "../../build/sitemap";
import type { CheckResult } from "./host-checks";
import type { HostName } from "./host-emulators";
import type { RedirectRule } from "./host-site";

export interface Limit {
  host: HostName | "sitemaps.org";
  what: string;
  max: number;
  source: string;
}

const CLOUDFLARE_REDIRECTS = "https://developers.cloudflare.com/pages/configuration/redirects/";
const CLOUDFLARE_LIMITS = "https://developers.cloudflare.com/pages/platform/limits/";
const CLOUDFLARE_ROUTES = "https://developers.cloudflare.com/pages/functions/routing/";
const CLOUDFLARE_HEADERS = "https://developers.cloudflare.com/pages/configuration/headers/";
const NETLIFY_DEPLOYS = "https://docs.netlify.com/site-deploys/overview/";
const SITEMAPS = "https://www.sitemaps.org/protocol.html";

export const LIMITS = {
  staticRedirects: {
    host: "cloudflare",
    what: "static _redirects rules",
    max: 2_000,
    source: CLOUDFLARE_REDIRECTS,
  },
  dynamicRedirects: {
    host: "cloudflare",
    what: "dynamic _redirects rules (a splat or placeholder)",
    max: 100,
    source: CLOUDFLARE_REDIRECTS,
  },
  redirectChars: {
    host: "cloudflare",
    what: "characters in a _redirects rule",
    max: 1_000,
    source: CLOUDFLARE_REDIRECTS,
  },
  headerRules: { host: "cloudflare", what: "_headers rules", max: 100, source: CLOUDFLARE_HEADERS },
  files: { host: "cloudflare", what: "files (Free plan)", max: 20_000, source: CLOUDFLARE_LIMITS },
  fileBytes: {
    host: "cloudflare",
    what: "bytes in one file",
    max: 25 * 1024 * 1024,
    source: CLOUDFLARE_LIMITS,
  },
  routesRules: {
    host: "cloudflare",
    what: "_routes.json include and exclude rules",
    max: 100,
    source: CLOUDFLARE_ROUTES,
  },
  routeChars: {
    host: "cloudflare",
    what: "characters in a _routes.json rule",
    max: 100,
    source: CLOUDFLARE_ROUTES,
  },
  filesPerFolder: {
    host: "netlify",
    what: "files in one folder",
    max: 54_000,
    source: NETLIFY_DEPLOYS,
  },
  sitemapAddresses: {
    host: "sitemaps.org",
    what: "addresses in one sitemap (or sitemaps in the index)",
    max: SITEMAP_LIMITS.addresses,
    source: SITEMAPS,
  },
  sitemapBytes: {
    host: "sitemaps.org",
    what: "bytes in one sitemap, uncompressed",
    max: SITEMAP_LIMITS.bytes,
    source: SITEMAPS,
  },
} as const satisfies Record<string, Limit>;

/** What a built folder holds, as the limits count it. */
export interface BuiltFigures {
  /** Every file served, relative, "/"-separated, with its size. */
  files: ReadonlyMap<string, number>;
  redirects: readonly RedirectRule[];
  /** The longest _redirects line. */
  longestRedirect: number;
  headerRules: number;
  /** _routes.json's rules, or undefined without one (a build for another host). */
  routes?: readonly string[];
  /** sitemap.xml and sitemap-N.xml: how many <loc> each lists and its bytes. */
  sitemaps: ReadonlyMap<string, { addresses: number; bytes: number }>;
}

/** Cloudflare's two kinds of rule: a splat ("*") or a placeholder (":name") makes a rule dynamic. */
export const isDynamic = (rule: Pick<RedirectRule, "from">): boolean =>
  rule.from.includes("*") || /(^|\/):[A-Za-z]/.test(rule.from);

const figure = (value: number) => value.toLocaleString("en-GB");

function within(limit: Limit, value: number, about = ""): CheckResult {
  const pass = value <= limit.max;
  return {
    host: limit.host === "sitemaps.org" ? "build" : limit.host,
    check: `${limit.what} within ${figure(limit.max)}`,
    verdict: pass ? "pass" : "fail",
    detail: `${figure(value)}${about}${pass ? "" : `: past the limit of ${figure(limit.max)} (${limit.source})`}`,
  };
}

function largest<T>(entries: Iterable<[string, T]>, size: (value: T) => number) {
  let found: [string, number] = ["(none)", 0];
  for (const [name, value] of entries) if (size(value) > found[1]) found = [name, size(value)];
  return found;
}

/** The sitemaps' limits: the largest figure of any of sitemap.xml and sitemap-N.xml. */
export function sitemapLimitChecks(built: Pick<BuiltFigures, "sitemaps">): CheckResult[] {
  const [mostName, most] = largest(built.sitemaps, (sitemap) => sitemap.addresses);
  const [biggestName, biggest] = largest(built.sitemaps, (sitemap) => sitemap.bytes);
  return [
    within(LIMITS.sitemapAddresses, most, ` (${mostName})`),
    within(LIMITS.sitemapBytes, biggest, ` (${biggestName})`),
  ];
}

/** Every limit of `host`'s, with the figure of the build made for it. */
export function limitChecks(host: HostName, built: BuiltFigures): CheckResult[] {
  if (host === "netlify") {
    const perFolder = new Map<string, number>();
    for (const file of built.files.keys()) {
      const folder = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : ".";
      perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
    }
    const [folder, count] = largest(perFolder, (value) => value);
    return [within(LIMITS.filesPerFolder, count, ` (in ${folder})`)];
  }
  const dynamic = built.redirects.filter(isDynamic).length;
  const [file, bytes] = largest(built.files, (size) => size);
  const routes = built.routes ?? [];
  const longestRoute = Math.max(0, ...routes.map((rule) => rule.length));
  return [
    within(LIMITS.staticRedirects, built.redirects.length - dynamic),
    within(LIMITS.dynamicRedirects, dynamic),
    within(LIMITS.redirectChars, built.longestRedirect),
    within(LIMITS.headerRules, built.headerRules),
    within(LIMITS.files, built.files.size),
    within(LIMITS.fileBytes, bytes, ` (${file})`),
    within(LIMITS.routesRules, routes.length),
    within(LIMITS.routeChars, longestRoute),
  ];
}
