/**
 * For static hosts (Netlify, Cloudflare Pages) that cannot run the server:
 * _redirects with every compound slug and known alias of a place, and
 * _headers with the same security and cache headers the server sends.
 * One file of each serves both hosts; where they read a line differently,
 * the comment in the file says how (`npm run check:hosts` proves it on their
 * emulators).
 */
import { buildIndex, lookup, type IndexedPlace } from "../../model/location-index";
import { NOT_FOUND_FILE, NOT_FOUND_PATH, PAGE_REDIRECTS, type Manifest } from "../../model/routes";
import { kindPath, PLACE_KINDS, type PlaceKindSpec } from "../../model/place-kinds";
import { compoundSlug, slugify } from "../../model/slug";
import { compareText } from "../../model/text";
import { cacheControlFor, REVALIDATE } from "./cache-policy";
import { PRECOMPRESSED } from "./compression";
import { contentSecurityPolicy, HSTS, REFERRER_POLICY } from "./security-headers";

/** Other slugs people may type for a place: compound forms, official name, St or Saint spelt out. */
function aliasesOf(place: IndexedPlace): string[] {
  const names = [place.name, place.officialName].filter((name): name is string => !!name);
  const aliases = names.flatMap((name) => [
    slugify(name),
    compoundSlug(name, place.county),
    slugify(name.replace(/\bSt\b\.?/g, "Saint")),
    slugify(name.replace(/\bSaint\b/g, "St")),
  ]);
  return [...new Set(aliases)];
}

/**
 * [from, to] for every moved page and every alias the lookup sends to a built
 * page, sorted by address; never from a reserved top-level name (the
 * manifest's, derived by the generator).
 */
export function redirectPairs(
  { places, reserved: reservedList }: Pick<Manifest, "places" | "reserved">,
  pages: ReadonlySet<string>,
  kinds: readonly PlaceKindSpec[] = PLACE_KINDS,
): [string, string][] {
  const index = buildIndex(places);
  const reserved = new Set(reservedList);
  const rules = new Map<string, string>(
    Object.entries(PAGE_REDIRECTS).filter(([, to]) => pages.has(to)),
  );
  for (const place of places) {
    for (const alias of aliasesOf(place)) {
      if (alias === place.slug || reserved.has(alias)) continue;
      if (lookup(index, alias)?.place.slug !== place.slug) continue;
      for (const kind of kinds) {
        const from = kindPath(kind, alias);
        const to = kindPath(kind, place.slug);
        if (!pages.has(from) && pages.has(to)) rules.set(from, to);
      }
    }
  }
  return [...rules].sort(([a], [b]) => compareText(a, b));
}

const ruleLine = ([from, to]: [string, string]) => `${from} ${to} 301`;

/** "/from /to 301" lines of redirectPairs. */
export const redirectRules = (...args: Parameters<typeof redirectPairs>): string[] =>
  redirectPairs(...args).map(ruleLine);

/**
 * An address with no file, whatever is built: no page or public file starts
 * with "_" (slugs are letters, digits and hyphens; _headers and _redirects
 * are never served). Cloudflare answers a rewrite to it with 404.html and 404.
 */
export const NO_FILE_PATH = "/_no-such-file";

/** The not-found page's own addresses: "/404.html", and "/404" that Cloudflare serves it at. */
export const notFoundAddresses = (): string[] => [`/${NOT_FOUND_FILE}`, NOT_FOUND_PATH];

/**
 * The not-found page's addresses answer 404 with it, as any unknown address
 * does, rather than 200 (Netlify) or a redirect to /404 and 200 (Cloudflare).
 * Netlify: a forced 404 rule, the first that matches; Cloudflare skips it
 * (it has no 404 status) and takes the rewrite to an address with no file,
 * which Netlify never reaches.
 */
export function notFoundRules(): string[] {
  const addresses = notFoundAddresses();
  return [
    ...addresses.map((from) => `${from} /${NOT_FOUND_FILE} 404!`),
    ...addresses.map((from) => `${from} ${NO_FILE_PATH} 200`),
  ];
}

/**
 * The _redirects file: the not-found page's rules, then `pairs` (redirectPairs,
 * or on Cloudflare those its _redirects keeps; `routed` counts the ones the
 * Function answers instead).
 */
export function redirectsFile(pairs: readonly [string, string][], routed = 0): string {
  const elsewhere =
    routed > 0
      ? `\n# ${routed} more are answered by the site's Function (functions/_middleware.ts), routed there by _routes.json.`
      : "";
  return `# The not-found page's own addresses answer 404. Netlify takes the forced 404 lines
# (Cloudflare Pages skips them: it has no 404 status); Cloudflare the rewrites to an
# address with no file, which it answers with 404.html and 404.
${notFoundRules().join("\n")}
# Moved pages, and aliases of places' pages (compound slugs, official names, St/Saint), 301 to
# the canonical page.${elsewhere} Other misspellings are looked up in the browser by 404.html.
${pairs.map(ruleLine).join("\n")}
`;
}

/**
 * Cache-Control rules beyond the site-wide REVALIDATE, from the server's own
 * policy (cacheControlFor) of every built file: a folder whose files share
 * one policy as "/folder/*", otherwise each file. Pages are REVALIDATE, so
 * they need none; the compressed copies are the server's alone.
 */
export function cacheRules(files: Iterable<string>): [string, string][] {
  const byTop = new Map<string, string[]>();
  for (const file of files) {
    if (file.endsWith(PRECOMPRESSED) || file.startsWith("_")) continue;
    const top = file.split("/")[0]!;
    byTop.set(top, [...(byTop.get(top) ?? []), file]);
  }
  const rules: [string, string][] = [];
  for (const [top, inside] of [...byTop].sort(([a], [b]) => compareText(a, b))) {
    const policies = new Set(inside.map(cacheControlFor));
    const [only] = policies;
    if (inside.length === 1 && inside[0] === top) {
      if (only !== REVALIDATE) rules.push([`/${top}`, only!]);
    } else if (policies.size === 1) {
      if (only !== REVALIDATE) rules.push([`/${top}/*`, only!]);
    } else {
      for (const file of inside.sort()) {
        const policy = cacheControlFor(file);
        if (policy !== REVALIDATE) rules.push([`/${file}`, policy]);
      }
    }
  }
  return rules;
}

/**
 * The server's security headers on every answer, REVALIDATE site-wide, and
 * each other policy for its files. "! Cache-Control" first: Cloudflare joins
 * the values of every matching rule into one header ("…must-revalidate,
 * public, max-age=31536000…") unless the broader one is detached; Netlify's
 * parser ignores that line, and there the later matching rule's value wins.
 */
export function headersFile(
  files: Iterable<string>,
  /** `formOrigin` as this build's business.ts has it (the module loaded at start may be older). */
  formOrigin: string | null,
): string {
  const csp = Object.entries(contentSecurityPolicy({ formOrigin }))
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; ");
  const specific = cacheRules(files).map(
    ([pattern, value]) => `${pattern}\n  ! Cache-Control\n  Cache-Control: ${value}\n`,
  );
  return `/*
  Content-Security-Policy: ${csp}
  X-Content-Type-Options: nosniff
  Referrer-Policy: ${REFERRER_POLICY}
  X-Frame-Options: DENY
  Strict-Transport-Security: ${HSTS}
  Cache-Control: ${REVALIDATE}
${specific.join("")}`;
}
