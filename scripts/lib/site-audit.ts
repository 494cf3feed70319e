/**
 * What a search engine would find wrong with the built site, as plain
 * findings: one line per page and problem. Pure functions over the pages
 * read by built-site.ts; the search-readiness test asserts each list is
 * empty, and the content report prints some of them.
 */
import { descriptionSuffix, titleSuffixes, type TitleSuffixes } from "../../model/claims";
import { business } from "../../site/generated/business";
import { isAlias, isIndexable, type BuiltPage } from "../../build/built-site";
import { sitemapPaths, type SitemapFile } from "./built-sitemap";

export interface Finding {
  path: string;
  problem: string;
}

/**
 * Whether a title is one the title rules can produce: at most 60
 * characters, and a title that would have been under 55 carries a suffix,
 * the short one only where the long one would have passed 60. Without
 * suffixes (the no-call-out claim off) a title under 55 stays as composed.
 */
export function obeysTitleRules(
  title: string,
  suffixes: TitleSuffixes | null = titleSuffixes(business),
): boolean {
  if (title.length > 60) return false;
  if (title.endsWith("...")) return title.length === 60;
  if (!suffixes) return true;
  if (title.includes(suffixes.long)) return true;
  if (title.endsWith(suffixes.short)) {
    const original = title.slice(0, -suffixes.short.length);
    return original.length < 55 && (original + suffixes.long).length > 60;
  }
  return title.length >= 55;
}

/**
 * At most 160 characters; one that would have been under 140 carries the
 * suffix, which the site's business data switches off with its guarantee.
 */
export function obeysDescriptionRules(
  description: string,
  suffix: string = descriptionSuffix(business),
): boolean {
  if (description.length > 160) return false;
  if (description.endsWith("...")) return description.length === 160;
  return (
    (suffix !== "" && description.endsWith(suffix)) || description.length >= 140 || suffix === ""
  );
}

/** Indexable pages whose title or description breaks its rules or repeats another page's. */
export function metadataFindings(pages: BuiltPage[]): Finding[] {
  const indexable = pages.filter(isIndexable);
  const findings: Finding[] = [];
  for (const field of ["title", "description"] as const) {
    const obeys =
      field === "title"
        ? (text: string) => obeysTitleRules(text)
        : (text: string) => obeysDescriptionRules(text);
    const firstWith = new Map<string, string>();
    for (const page of indexable) {
      const value = page[field];
      if (!obeys(value))
        findings.push({
          path: page.path,
          problem: `${field} breaks the ${field} rules: "${value}"`,
        });
      const earlier = firstWith.get(value);
      if (earlier)
        findings.push({ path: page.path, problem: `same ${field} as ${earlier}: "${value}"` });
      else firstWith.set(value, page.path);
    }
  }
  return findings;
}

/** Pages meant for search (robots index) whose canonical is not their own absolute URL. */
export function canonicalFindings(pages: BuiltPage[], origin: string): Finding[] {
  return pages
    .filter((page) => page.robots.startsWith("index"))
    .filter((page) => page.canonical !== origin + page.path)
    .filter((page) => !(page.path === "/home" && page.canonical === `${origin}/`))
    .map((page) => ({
      path: page.path,
      problem: `canonical is "${page.canonical}", not ${origin}${page.path}`,
    }));
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The nodes of a JSON-LD document: the top object, or each object of its @graph. */
function nodesOf(document: unknown): JsonObject[] {
  if (Array.isArray(document)) return document.flatMap(nodesOf);
  if (!isObject(document)) return [];
  return Array.isArray(document["@graph"]) ? document["@graph"].filter(isObject) : [document];
}

const LOCAL_BUSINESS_FIELDS = [
  "name",
  "address",
  "geo",
  "telephone",
  "openingHoursSpecification",
  "priceRange",
] as const;

/**
 * Every JSON-LD block parses; every indexable page describes the business as
 * a LocalBusiness with name, address, geo, telephone, opening hours and price
 * range, and nested objects (address, geo) are filled in.
 */
export function structuredDataFindings(pages: BuiltPage[]): Finding[] {
  const findings: Finding[] = [];
  for (const page of pages) {
    const nodes: JsonObject[] = [];
    for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) {
      try {
        nodes.push(...nodesOf(JSON.parse(script.text)));
      } catch (error) {
        findings.push({ path: page.path, problem: `JSON-LD does not parse: ${String(error)}` });
      }
    }
    if (!isIndexable(page)) continue;
    const business = nodes.find((node) => node["@type"] === "LocalBusiness");
    if (!business) {
      findings.push({ path: page.path, problem: "no LocalBusiness in JSON-LD" });
      continue;
    }
    for (const field of LOCAL_BUSINESS_FIELDS) {
      const value = business[field];
      const empty =
        value === undefined || value === "" || (isObject(value) && Object.keys(value).length < 2);
      if (empty) findings.push({ path: page.path, problem: `LocalBusiness has no ${field}` });
    }
    const geo = business.geo;
    if (isObject(geo) && (typeof geo.latitude !== "number" || typeof geo.longitude !== "number"))
      findings.push({ path: page.path, problem: "LocalBusiness geo lacks numeric coordinates" });
  }
  return findings;
}

/** Every JSON-LD node of a page; blocks that do not parse are structuredDataFindings' to report. */
function jsonLdNodes(page: BuiltPage): JsonObject[] {
  return page.document.querySelectorAll('script[type="application/ld+json"]').flatMap((script) => {
    try {
      return nodesOf(JSON.parse(script.text));
    } catch {
      return [];
    }
  });
}

const nameOf = (value: unknown) => (isObject(value) ? value.name : undefined);
const idOf = (value: unknown) => (isObject(value) ? value["@id"] : undefined);

/**
 * Every page that shows an article (a <time> in its <article>) describes it
 * as a BlogPosting whose fields match what the page shows: its h1, its own
 * dates (dateModified the update, or the publication day when there was
 * none), the business as author and publisher, an image that is a file of
 * the build at an absolute URL, and the page's canonical URL. No page
 * without an article has one.
 */
export function blogPostingFindings(
  pages: BuiltPage[],
  site: { origin: string; businessName: string; fileExists: (sitePath: string) => boolean },
): Finding[] {
  const findings: Finding[] = [];
  for (const page of pages) {
    const postings = jsonLdNodes(page).filter((node) => node["@type"] === "BlogPosting");
    const found = (problem: string) => findings.push({ path: page.path, problem });
    const times = page.document.querySelectorAll("article time[datetime]");
    if (times.length === 0) {
      if (postings.length > 0) found("BlogPosting on a page without an article");
      continue;
    }
    if (postings.length !== 1) {
      found(`${postings.length} BlogPosting nodes, not one`);
      continue;
    }
    const posting = postings[0]!;
    const published = times[0]!.getAttribute("datetime");
    const updated = page.document.querySelector("article time.updated")?.getAttribute("datetime");
    const expected: Record<string, unknown> = {
      headline: page.document.querySelector("h1")?.text.trim(),
      datePublished: published,
      dateModified: updated ?? published,
      url: page.canonical,
      inLanguage: "en-GB",
    };
    for (const [field, want] of Object.entries(expected))
      if (posting[field] !== want)
        found(
          `BlogPosting ${field} is ${JSON.stringify(posting[field])}, not ${JSON.stringify(want)}`,
        );
    if (typeof posting.description !== "string" || posting.description.trim() === "")
      found("BlogPosting has no description");
    for (const field of ["author", "publisher"])
      if (nameOf(posting[field]) !== site.businessName)
        found(`BlogPosting ${field} is not ${site.businessName}`);
    if (idOf(posting.mainEntityOfPage) !== page.canonical)
      found("BlogPosting mainEntityOfPage is not the page's canonical URL");
    const image = posting.image;
    if (
      typeof image !== "string" ||
      !image.startsWith(`${site.origin}/`) ||
      !site.fileExists(image.slice(site.origin.length))
    )
      found(`BlogPosting image ${JSON.stringify(image)} is not a file of the build`);
  }
  return findings;
}

/** Pages whose og:image has no og:image:alt, or one that is empty. */
export function socialImageAltFindings(pages: BuiltPage[]): Finding[] {
  return pages
    .filter((page) => page.document.querySelector('meta[property="og:image"]'))
    .filter(
      (page) =>
        (
          page.document.querySelector('meta[property="og:image:alt"]')?.getAttribute("content") ??
          ""
        ).trim() === "",
    )
    .map((page) => ({ path: page.path, problem: "og:image without og:image:alt" }));
}

/** Links and assets that point at nothing: neither a built page nor a file. */
export function brokenLinkFindings(
  pages: BuiltPage[],
  fileExists: (sitePath: string) => boolean,
): Finding[] {
  const known = new Set(pages.map((page) => page.path));
  return pages.flatMap((page) =>
    [...page.links, ...page.assets]
      .filter((target) => !known.has(target) && !fileExists(target))
      .map((target) => ({ path: page.path, problem: `links to missing ${target}` })),
  );
}

/** Breadth-first from the home page over internal links. */
export function clickDepths(pages: BuiltPage[]): Map<string, number> {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const depth = new Map([["/", 0]]);
  let frontier = ["/"];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const from of frontier) {
      for (const link of byPath.get(from)?.links ?? []) {
        if (!depth.has(link) && byPath.has(link)) {
          depth.set(link, depth.get(from)! + 1);
          next.push(link);
        }
      }
    }
    frontier = next;
  }
  return depth;
}

/** Pages further than `limit` clicks from home, or not reachable at all. */
export function clickDepthFindings(pages: BuiltPage[], limit: number): Finding[] {
  const depths = clickDepths(pages);
  return pages
    .filter((page) => !isAlias(page))
    .flatMap((page) => {
      const depth = depths.get(page.path);
      if (depth === undefined) return [{ path: page.path, problem: "not reachable from /" }];
      return depth > limit ? [{ path: page.path, problem: `${depth} clicks from /` }] : [];
    });
}

/**
 * Indexable pages missing from the sitemaps, and pages they list that are not
 * indexable: sitemap.xml, or through it every sitemap its index names.
 */
export function sitemapFindings(
  pages: BuiltPage[],
  sitemaps: ReadonlyMap<string, SitemapFile>,
): Finding[] {
  const indexable = new Set(pages.filter(isIndexable).map((page) => page.path));
  const listed = new Set(sitemapPaths(sitemaps));
  return [
    ...[...indexable]
      .filter((path) => !listed.has(path))
      .map((path) => ({ path, problem: "indexable but not in the sitemap" })),
    ...[...listed]
      .filter((path) => !indexable.has(path))
      .map((path) => ({ path, problem: "in the sitemap but not an indexable page" })),
  ];
}

/** What a template or a data slip leaves on a page: JavaScript's words for nothing, raw placeholders. */
const LEFTOVERS = [/\bundefined\b/, /\bNaN\b/, /\[object Object\]/, /\{\{/];

/** Leftovers anywhere in the HTML, empty headings, and pages without exactly one h1. */
export function leftoverFindings(pages: BuiltPage[]): Finding[] {
  return pages.flatMap((page) => {
    const findings: Finding[] = [];
    for (const pattern of LEFTOVERS) {
      const match = pattern.exec(page.html);
      if (match) {
        const around = page.html.slice(Math.max(0, match.index - 40), match.index + 40);
        findings.push({ path: page.path, problem: `contains ${match[0]}: …${around}…` });
      }
    }
    for (const heading of page.document.querySelectorAll("h1, h2, h3, h4, h5, h6")) {
      if (heading.text.trim() === "")
        findings.push({ path: page.path, problem: `empty <${heading.tagName.toLowerCase()}>` });
    }
    const h1s = page.document.querySelectorAll("h1").length;
    if (h1s !== 1) findings.push({ path: page.path, problem: `${h1s} <h1> elements` });
    return findings;
  });
}

/** "path: problem" lines, for a readable failure message. */
export const asLines = (findings: Finding[]) =>
  findings.map((finding) => `${finding.path}: ${finding.problem}`);
