/**
 * What a static host must do with the built site, checked against the host's
 * own emulator: each check returns a verdict and a sentence. "limit" is what
 * the host (or its emulator) cannot do whatever the files say, found in its
 * answers and named plainly, not a pass.
 */
import type { Browser } from "playwright-core";
import type { Manifest } from "../../model/routes";
import { createMissingPathResolver } from "../../model/missing-path";
import { IMMUTABLE } from "../../site/server/cache-policy";
import { notFoundAddresses } from "../../site/server/static-host-rules";
import type { HostName } from "./host-emulators";
import { mapPool, type Answer, type Prober, type Trail } from "./host-probe";
import { headerOf } from "./host-rules-netlify";
import { securityHeaders, shadowingFile, type BuiltForHosts } from "./host-site";
import { typoOf, UNKNOWN_PATH, type ReportUrl } from "./host-urls";

export type Verdict = "pass" | "fail" | "limit";

export interface CheckResult {
  host: HostName | "build";
  check: string;
  verdict: Verdict;
  detail: string;
}

export interface HostRun {
  host: HostName;
  probe: Prober;
  /** Netlify only: the headers its own rule code gives a path (the wire shows the emulator's Cache-Control). */
  ruleHeaders?: (sitePath: string) => Record<string, string>;
}

/** Requests in flight at once per host: enough to keep an emulator busy, few enough for 2 cores. */
export const POOL = 6;

/** What `netlify dev`'s static file server sends as Cache-Control, whatever _headers say. */
export const NETLIFY_DEV_CACHE_CONTROL = "public, max-age=0";

const isRedirect = (status: number) => status >= 300 && status < 400;
const examples = (items: readonly string[], count = 3) =>
  items.length === 0
    ? ""
    : ` (e.g. ${items.slice(0, count).join("; ")}${items.length > count ? "; …" : ""})`;
const describeTrail = (trail: Trail) =>
  [
    trail.answers[0]!.path,
    ...trail.answers.map(
      (answer, index) =>
        `${answer.status}${trail.locations[index] ? ` ${trail.locations[index]}` : ""}`,
    ),
  ].join(" → ");

/** Directives of a Cache-Control value, lower case, in order. */
const directivesOf = (value: string) =>
  value
    .split(",")
    .map((part) => part.trim().toLowerCase().split("=")[0]!)
    .filter(Boolean);

/** A value the browser must revalidate on every visit: no-store, no-cache, or max-age=0 with must-revalidate. */
export function revalidates(value: string | undefined): boolean {
  if (!value) return false;
  const parts = value.split(",").map((part) => part.trim().toLowerCase());
  return (
    parts.includes("no-store") ||
    parts.includes("no-cache") ||
    (parts.includes("max-age=0") && parts.includes("must-revalidate"))
  );
}

/** Directives named twice: two rules' values joined into one header (Cloudflare joins with ", "). */
export function conflictingDirectives(value: string | undefined): string[] {
  const seen = directivesOf(value ?? "");
  return [...new Set(seen.filter((name, index) => seen.indexOf(name) !== index))];
}

const result = (
  host: CheckResult["host"],
  check: string,
  pass: boolean,
  detail: string,
): CheckResult => ({ host, check, verdict: pass ? "pass" : "fail", detail });

export async function sitemapCheck(run: HostRun, site: BuiltForHosts): Promise<CheckResult> {
  const trails = await mapPool(site.sitemap, POOL, run.probe.follow);
  const bad = trails.filter((trail) => trail.hops > 0 || trail.final.status !== 200);
  return result(
    run.host,
    "sitemap addresses answer 200, no redirect",
    bad.length === 0,
    `${trails.length - bad.length} of ${trails.length} answer 200 directly${examples(bad.map(describeTrail))}`,
  );
}

/** The redirect rules (3xx); the not-found page's own rules are checked with the not-found answer. */
const redirectRulesOf = (site: BuiltForHosts) =>
  site.redirects.filter((rule) => isRedirect(rule.status));

export async function redirectRulesCheck(run: HostRun, site: BuiltForHosts): Promise<CheckResult> {
  const rules = redirectRulesOf(site);
  const trails = await mapPool(rules, POOL, (rule) => run.probe.follow(rule.from));
  const bad = rules.flatMap((rule, index) => {
    const trail = trails[index]!;
    const first = trail.answers[0]!;
    const ok =
      first.status === rule.status &&
      trail.locations[0] === rule.to &&
      trail.hops === 1 &&
      trail.final.status === 200;
    return ok ? [] : [describeTrail(trail)];
  });
  return result(
    run.host,
    "_redirects rules fire in one hop to a 200 page",
    bad.length === 0,
    `${rules.length - bad.length} of ${rules.length} rules${examples(bad)}`,
  );
}

export function shadowCheck(site: BuiltForHosts): CheckResult {
  // Redirects only: the not-found page's rules sit on its file by design (see notFoundRules).
  const shadowed = redirectRulesOf(site)
    .filter((rule) => !rule.forced)
    .flatMap((rule) => {
      const file = shadowingFile(site.files, rule.from);
      return file ? [`${rule.from} has ${file}`] : [];
    });
  return result(
    "build",
    "no built file at a rule's source",
    shadowed.length === 0,
    `${shadowed.length} of ${redirectRulesOf(site).length} redirect rules shadowed by a file${examples(shadowed)}`,
  );
}

const isNotFoundPage = (answer: Answer, site: BuiltForHosts) =>
  answer.body.trim() === site.notFoundHtml.trim();

export async function notFoundCheck(run: HostRun, site: BuiltForHosts): Promise<CheckResult[]> {
  const answersNotFound = (trail: Trail) =>
    trail.hops === 0 && trail.final.status === 404 && isNotFoundPage(trail.final, site);
  const unknown = await run.probe.follow(UNKNOWN_PATH);
  const own = await Promise.all(notFoundAddresses().map(run.probe.follow));
  const ownBad = own.filter((trail) => !answersNotFound(trail));
  return [
    result(
      run.host,
      "an unknown address answers 404 with the not-found page",
      answersNotFound(unknown),
      `${describeTrail(unknown)}${isNotFoundPage(unknown.final, site) ? ", the not-found page" : ", not the not-found page"}`,
    ),
    result(
      run.host,
      "the not-found page's own addresses answer 404, no redirect",
      ownBad.length === 0,
      own
        .map(
          (trail) =>
            `${describeTrail(trail)}${isNotFoundPage(trail.final, site) ? " (the not-found page)" : ""}`,
        )
        .join("; "),
    ),
  ];
}

const statusClass = (status: number) =>
  status === 200 ? "200" : isRedirect(status) ? "3xx" : status === 404 ? "404" : String(status);

/** The security headers an answer lacks or carries with another value. */
export function missingSecurity(answer: Answer, site: BuiltForHosts): string[] {
  return securityHeaders(site.headers)
    .filter(([name, value]) => answer.headers[name.toLowerCase()] !== value)
    .map(([name]) => name);
}

export function securityCheck(
  run: HostRun,
  site: BuiltForHosts,
  trails: readonly Trail[],
): CheckResult[] {
  const answers = [...new Map(trails.flatMap((trail) => trail.answers).map((a) => [a.path, a]))];
  const classes = ["200", "3xx", "404"] as const;
  return classes.map((kind) => {
    const ofClass = answers.filter(([, answer]) => statusClass(answer.status) === kind);
    const lacking = ofClass.filter(([, answer]) => missingSecurity(answer, site).length > 0);
    const check = `security headers on ${kind} answers`;
    const detail = `${ofClass.length - lacking.length} of ${ofClass.length} carry all ${securityHeaders(site.headers).length}${examples(
      lacking.map(
        ([path, answer]) =>
          `${path} ${answer.status} lacks ${missingSecurity(answer, site).join(", ")}`,
      ),
    )}`;
    if (run.host === "netlify" && kind === "3xx" && lacking.length > 0) {
      return {
        host: run.host,
        check,
        verdict: "limit",
        detail: `${detail}: netlify dev answers a _redirects rule with Location and Cache-Control only; _headers never reach its redirects`,
      };
    }
    return result(run.host, check, lacking.length === 0, detail);
  });
}

export interface CachePaths {
  /** Addresses that answer HTML: the sitemap's and the table's pages. */
  html: readonly string[];
  /** Hashed build output under /assets/. */
  assets: readonly string[];
}

export const cachePathsOf = (site: BuiltForHosts): CachePaths => ({
  html: site.sitemap,
  assets: [...site.files].filter((file) => file.startsWith("assets/")).map((file) => `/${file}`),
});

/** Cache-Control as the wire carries it, against the policy: HTML revalidates, assets immutable, no joins. */
export async function cacheCheck(run: HostRun, site: BuiltForHosts): Promise<CheckResult[]> {
  const paths = cachePathsOf(site);
  // The answer a visitor ends on: a page behind a redirect is cached as that page.
  const valueOf = async (path: string) =>
    (await run.probe.follow(path)).final.headers["cache-control"] ?? "(none)";
  const [html, assets, notFound] = await Promise.all([
    mapPool(paths.html, POOL, valueOf),
    mapPool(paths.assets, POOL, valueOf),
    valueOf(UNKNOWN_PATH),
  ]);
  const results = cacheVerdicts(run.host, "Cache-Control on the wire", html, assets, notFound);
  if (run.host === "netlify") {
    // netlify dev's file server sets its own Cache-Control after the rules: name it, then ask Netlify's rule code.
    const onlyDefault = [...html, ...assets].every((value) => value === NETLIFY_DEV_CACHE_CONTROL);
    for (const item of results) {
      if (item.verdict === "fail" && onlyDefault) {
        item.verdict = "limit";
        item.detail += `: netlify dev sends its file server's "${NETLIFY_DEV_CACHE_CONTROL}" on every file, whatever _headers say`;
      }
    }
    if (run.ruleHeaders) {
      const byRules = (path: string) =>
        headerOf(run.ruleHeaders!(path), "Cache-Control") ?? "(none)";
      results.push(
        ...cacheVerdicts(
          run.host,
          "Cache-Control by Netlify's own _headers rules",
          paths.html.map(byRules),
          paths.assets.map(byRules),
          byRules(UNKNOWN_PATH),
        ),
      );
    }
  }
  return results;
}

function tally(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${count} × "${value}"`).join(", ");
}

function cacheVerdicts(
  host: HostName,
  source: string,
  html: readonly string[],
  assets: readonly string[],
  notFound: string,
): CheckResult[] {
  const joined = [...html, ...assets, notFound].filter(
    (value) => conflictingDirectives(value).length > 0,
  );
  return [
    result(
      host,
      `${source}: HTML revalidates every visit`,
      html.every(revalidates) && revalidates(notFound),
      `pages: ${tally(html)}; not-found: "${notFound}"`,
    ),
    result(
      host,
      `${source}: hashed assets immutable`,
      assets.every((v) => v === IMMUTABLE),
      tally(assets),
    ),
    result(
      host,
      `${source}: no answer with two Cache-Control values`,
      joined.length === 0,
      joined.length === 0 ? "none joined" : tally(joined),
    ),
  ];
}

export interface LinkHops {
  occurrences: [number, number, number];
  distinct: [number, number, number];
  broken: string[];
}

/** Every distinct internal href, followed: how many need 0, 1, 2+ hops, by occurrence and by target. */
export async function linkHops(run: HostRun, site: BuiltForHosts): Promise<LinkHops> {
  const hrefs = [...site.links.keys()];
  const trails = await mapPool(hrefs, POOL, run.probe.follow);
  const occurrences: [number, number, number] = [0, 0, 0];
  const distinct: [number, number, number] = [0, 0, 0];
  const broken: string[] = [];
  trails.forEach((trail, index) => {
    const bucket = trail.hops === 0 ? 0 : trail.hops === 1 ? 1 : 2;
    distinct[bucket] += 1;
    occurrences[bucket] += site.links.get(hrefs[index]!) ?? 0;
    if (trail.final.status !== 200) broken.push(describeTrail(trail));
  });
  return { occurrences, distinct, broken };
}

export function linkHopsCheck(host: HostName, hops: LinkHops): CheckResult {
  const [o, d] = [hops.occurrences, hops.distinct];
  return result(
    host,
    "internal links need no redirect",
    o[1] + o[2] === 0 && hops.broken.length === 0,
    `occurrences 0/1/2+ hops: ${o.join("/")}; distinct targets: ${d.join("/")}; not 200 at the end: ${hops.broken.length}${examples(hops.broken)}`,
  );
}

/** A mistyped place the site's own resolver sends to a page, and where. */
export function mistypedPlace(
  site: BuiltForHosts,
  manifest: Pick<Manifest, "places" | "reserved">,
): { typo: string; page: string } {
  const resolver = createMissingPathResolver(manifest, new Set(site.sitemap));
  for (const place of manifest.places) {
    const page = `/${place.slug}`;
    if (place.slug.length < 6 || !site.sitemap.includes(page)) continue;
    const typo = typoOf(page);
    const answer = resolver.resolve(typo);
    if (answer.kind === "redirect" && answer.location === page) return { typo, page };
  }
  throw new Error("no place's page can be reached from a mistyped address");
}

/** In Chromium: a mistyped place and a place alias each land on the place's page. */
export async function browserCheck(
  run: HostRun,
  site: BuiltForHosts,
  manifest: Pick<Manifest, "places" | "reserved">,
  browser: Browser,
): Promise<CheckResult> {
  const { typo, page: typoPage } = mistypedPlace(site, manifest);
  const alias = site.redirects.find(
    (rule) => isRedirect(rule.status) && manifest.places.some((p) => rule.to === `/${p.slug}`),
  );
  const visits = [
    { from: typo, to: typoPage },
    ...(alias ? [{ from: alias.from, to: alias.to }] : []),
  ];
  const context = await browser.newContext();
  const outcomes: string[] = [];
  let pass = true;
  try {
    for (const { from, to } of visits) {
      const page = await context.newPage();
      await page.goto(`${run.probe.origin}${from}`);
      try {
        await page.waitForURL(`${run.probe.origin}${to}`, { timeout: 15_000 });
        outcomes.push(`${from} → ${to}`);
      } catch {
        pass = false;
        outcomes.push(`${from} stayed at ${new URL(page.url()).pathname}, not ${to}`);
      }
      await page.close();
    }
  } finally {
    await context.close();
  }
  return result(
    run.host,
    "a mistyped address lands on the page in Chromium",
    pass,
    outcomes.join("; "),
  );
}

export interface TableRow {
  url: ReportUrl;
  status: string;
  hops: number;
  location: string;
  cacheControl: string;
  security: string;
}

export function tableRow(url: ReportUrl, trail: Trail, site: BuiltForHosts): TableRow {
  const lacking = trail.answers.filter((answer) => missingSecurity(answer, site).length > 0);
  return {
    url,
    status: trail.answers.map((answer) => answer.status).join(" → "),
    hops: trail.hops,
    location: trail.locations.at(-1) ?? "",
    cacheControl: trail.answers[0]!.headers["cache-control"] ?? "",
    security:
      lacking.length === 0
        ? "yes"
        : lacking.length === trail.answers.length
          ? "no"
          : `not on ${lacking.map((answer) => answer.status).join(", ")}`,
  };
}
