/**
 * The representative addresses the host report tabulates, derived from the
 * build and the project's own example pages: one of each kind of answer a
 * static host gives (page, rule redirect, moved page, alias, not-found,
 * non-canonical forms, site files).
 */
import { kindPath, PLACE_KINDS } from "../../model/place-kinds";
import { NOT_FOUND_FILE, PAGE_REDIRECTS, type Manifest } from "../../model/routes";
import { PAGE_KINDS } from "./page-kinds";
import type { BuiltForHosts } from "./host-site";

export interface ReportUrl {
  path: string;
  what: string;
}

/** An address no build has: the not-found answer. */
export const UNKNOWN_PATH = "/no-such-page";

/** The first `count` places, in the sitemap's order, with a built page of every kind. */
export function placesWithEveryKind(
  site: Pick<BuiltForHosts, "sitemap">,
  places: Pick<Manifest, "places">["places"],
  count: number,
): string[] {
  const listed = new Set(site.sitemap);
  const slugs = new Set(places.map((place) => place.slug));
  return site.sitemap
    .map((address) => address.slice(1))
    .filter((slug) => slugs.has(slug))
    .filter((slug) => PLACE_KINDS.every((kind) => listed.has(kindPath(kind, slug))))
    .slice(0, count);
}

/** A place page's address with one letter left out, as a visitor might type it. */
export const typoOf = (path: string): string => `${path.slice(0, -2)}${path.slice(-1)}`;

export function reportUrls(
  site: Pick<BuiltForHosts, "sitemap" | "redirects" | "files">,
  manifest: Pick<Manifest, "places">,
  /** The hand-written pages' addresses (readFixedPaths). */
  fixedPaths: readonly string[],
): ReportUrl[] {
  const kindOf = (name: string) => {
    const kind = PAGE_KINDS.find((candidate) => candidate.name === name);
    if (!kind) throw new Error(`page-kinds.ts has no "${name}"`);
    return { path: kind.path, what: name };
  };
  const places = placesWithEveryKind(site, manifest.places, 2);
  if (places.length < 2) throw new Error("the build has fewer than two places with every kind");
  const placeKinds = places.flatMap((slug) =>
    PLACE_KINDS.map((kind) => ({ path: kindPath(kind, slug), what: `${kind.exampleName} page` })),
  );
  const sitemap = new Set(site.sitemap);
  // Hand-written pages at the top level that search engines are given.
  const fixed = fixedPaths
    .filter((path) => path !== "/" && path.split("/").length === 2 && sitemap.has(path))
    .map((path) => ({ path, what: "fixed page" }));
  const moved = Object.keys(PAGE_REDIRECTS).map((path) => ({ path, what: "moved page" }));
  // One alias of each place kind: the first rule whose target is a page of that kind.
  const aliases = PLACE_KINDS.flatMap((kind) => {
    const rule = site.redirects.find(
      (candidate) =>
        !(candidate.from in PAGE_REDIRECTS) &&
        places.some((slug) => candidate.to === kindPath(kind, slug)),
    );
    return rule ? [{ path: rule.from, what: `${kind.exampleName} alias` }] : [];
  });
  const first = kindPath(PLACE_KINDS[0]!, places[0]!);
  const asset = [...site.files].filter((file) => file.startsWith("assets/")).sort()[0];
  const siteFiles = ["sitemap.xml", "robots.txt", "favicon.svg", "sw.js"].filter((file) =>
    site.files.has(file),
  );
  const urls = [
    kindOf("home"),
    ...placeKinds,
    kindOf("content index"),
    kindOf("content entry"),
    kindOf("blog index"),
    kindOf("blog article"),
    kindOf("postcode district"),
    kindOf("prose page"),
    ...fixed,
    ...moved,
    ...aliases,
    { path: `/${NOT_FOUND_FILE}`, what: "the not-found page's file" },
    { path: UNKNOWN_PATH, what: "unknown address" },
    { path: typoOf(first), what: "mistyped place" },
    { path: `${first}/`, what: "trailing-slash form" },
    { path: `${first}.html`, what: ".html form" },
    ...(asset ? [{ path: `/${asset}`, what: "hashed asset" }] : []),
    ...siteFiles.map((file) => ({ path: `/${file}`, what: "site file" })),
  ];
  // The blog index is also a fixed page: each address once, as first named.
  return urls.filter((url, index) => urls.findIndex((other) => other.path === url.path) === index);
}
