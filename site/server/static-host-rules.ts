/**
 * For static hosts (Netlify, Cloudflare Pages) that cannot run the server:
 * _redirects with every compound slug and known alias of a place, and
 * _headers with the same security and cache headers the server sends.
 */
import { buildIndex, lookup, type IndexedPlace } from "../../model/location-index";
import { PAGE_REDIRECTS, type Manifest } from "../../model/routes";
import { kindPath, PLACE_KINDS, type PlaceKindSpec } from "../../model/place-kinds";
import { compoundSlug, slugify } from "../../model/slug";
import { IMMUTABLE } from "./cache-policy";
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
 * "/from /to 301" lines, sorted, for every alias the lookup sends to a built
 * page; never from a reserved top-level name (the manifest's, derived by the generator).
 */
export function redirectRules(
  { places, reserved: reservedList }: Pick<Manifest, "places" | "reserved">,
  pages: ReadonlySet<string>,
  kinds: readonly PlaceKindSpec[] = PLACE_KINDS,
): string[] {
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
  return [...rules]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([from, to]) => `${from} ${to} 301`);
}

export function redirectsFile(
  manifest: Pick<Manifest, "places" | "reserved">,
  pages: ReadonlySet<string>,
): string {
  return `# Aliases of places' pages (compound slugs, official names, St/Saint), 301 to the canonical page.
# Other misspellings are looked up in the browser by 404.html.
${redirectRules(manifest, pages).join("\n")}
`;
}

/** `formOrigin` as this build's business.ts has it (the module loaded at start may be older). */
export function headersFile(formOrigin: string | null): string {
  const csp = Object.entries(contentSecurityPolicy({ formOrigin }))
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; ");
  return `/*
  Content-Security-Policy: ${csp}
  X-Content-Type-Options: nosniff
  Referrer-Policy: ${REFERRER_POLICY}
  X-Frame-Options: DENY
  Strict-Transport-Security: ${HSTS}
/assets/*
  Cache-Control: ${IMMUTABLE}
`;
}
