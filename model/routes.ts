/**
 * Where each kind of generated page lives, and the top-level names that
 * belong to fixed sections of the site (SPEC §2) and so can never be a town.
 * Read by the generator, the site's route functions and the server.
 */
import type { Link } from "./page-props";
import type { IndexedPlace } from "./location-index";
import type { ContentFamily } from "./families";
import { kindPath, placeKind, PLACE_KINDS, type PlaceKind } from "./place-kinds";

export type { PlaceKind };

/** Content families and their indexes, blog articles, postcode pages, prose pages (data/pages). */
export type EditorialKind = "content" | "blog" | "postcode" | "page";
/** A place kind's id (model/place-kinds.ts; a test may add its own) or an editorial kind. */
export type GeneratedKind = string;

export const EDITORIAL_FOLDERS: Record<EditorialKind, string> = {
  content: "content",
  blog: "blog",
  postcode: "postcodes",
  page: "pages",
};

/** Every generated kind's folder under site/generated/: the place kinds' from their registry. */
export const GENERATED_FOLDERS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(PLACE_KINDS.map((kind) => [kind.id, kind.folder])),
  ...EDITORIAL_FOLDERS,
};

/** Pages known by a second address: one canonical URL each (SPEC §2), the other answers 301. */
export const PAGE_REDIRECTS: Readonly<Record<string, string>> = {
  "/directory-submission-guide": "/directory-guide",
  // Once hand-written pages, now entries of their content families.
  "/aerial-vs-satellite": "/comparisons/aerial-vs-satellite",
  "/starlink-vs-fibre": "/comparisons/starlink-vs-fibre",
  "/new-build-installation": "/services/new-build-installation",
  "/student-accommodation-tv": "/services/student-accommodation-tv",
  "/commercial-tv-installation": "/services/commercial-tv-installation",
};

/** A transmitter's card on the dashboard, where every place that uses it is listed. */
export const transmitterAnchor = (id: string) => `transmitter-${id}`;
export const transmitterPath = (id: string) => `/transmitter-dashboard#${transmitterAnchor(id)}`;

/** The postcode check's answer page: pre-rendered with the form, answered by the server for ?postcode=. */
export const COVERAGE_PATH = "/coverage";

export const blogPath = (slug: string) => `/blog/${slug}`;
export const blogCategoryPath = (category: string) => `/blog/category/${category}`;

export const pagePath = (kind: PlaceKind, slug: string): string => kindPath(placeKind(kind), slug);

export const RESERVED_TOP_LEVEL: ReadonlySet<string> = new Set([
  "home",
  "services",
  "areas",
  "about",
  "health-and-safety",
  "contact",
  "gallery",
  "blog",
  "faq",
  "why-choose-us",
  "instant-quote",
  "voice-search",
  "pricing",
  "service-area-map",
  "transmitter-dashboard",
  "transmitter-comparison",
  "prepare-for-aerial-installation",
  "ajax-security-systems",
  "professional-installers",
  "reviews-testimonials",
  "seo-test",
  "sitemap",
  "business-listings",
  "leave-review",
  "print-review-card",
  "submit-testimonial",
  "review-response-templates",
  "google-business-checklist",
  "directory-guide",
  "tv-aerial-installation-oxford",
  "tv-aerial-repair-oxford",
  "satellite-dish-installation-oxford",
  "wifi-installation-oxford",
  "tv-aerial-installation-witney",
  "tv-aerial-installation-swindon",
  "tv-aerial-installation-abingdon",
  "tv-aerial-installation-gloucester",
  "wifi-problems-carterton",
  "near-me",
  COVERAGE_PATH.slice(1),
  "postcode",
  "ox7",
  "ox9",
  "ox10",
  "ox11",
  "ox12",
  "ox20",
  "ox39",
  "rg9",
  "gl7-lechlade",
  "gl7-fairford",
  "gl8",
  "sn6-highworth",
  "sn6-cricklade",
  "sn10",
  "sn16",
  "problems",
  "neighborhoods",
  "comparisons",
  "landmarks",
  "equipment",
  "industries",
  "locations",
  "guides",
  "api",
  "images",
  "assets",
  "sitemap.xml",
  "robots.txt",
  "sw.js",
  "404",
  // An old address that redirects stays out of every place's reach.
  ...Object.keys(PAGE_REDIRECTS).map((path) => path.slice(1).split("/")[0]!),
]);

/**
 * The names no place may take: the list above, and the first segment of every
 * hand-written page that exists (site/pages), so a page added there is
 * reserved without being listed by hand (/offline, /thank-you, /guarantee...).
 */
export function reservedNames(fixedPaths: readonly string[]): ReadonlySet<string> {
  const names = new Set(RESERVED_TOP_LEVEL);
  for (const path of fixedPaths) {
    const [top] = path.slice(1).split("/");
    if (top) names.add(top);
  }
  return names;
}

/** What the site's routes and the server need to know of every generated page and place. */
export interface Manifest {
  pages: { path: string; kind: GeneratedKind; file: string }[];
  /** Every place as the location lookup indexes it, so the server can rebuild the index. */
  places: IndexedPlace[];
}

/** How each family is named in breadcrumbs and on its entries' pages. */
export const FAMILY_NAMES: Record<ContentFamily, string> = {
  problems: "Problems we fix",
  neighborhoods: "Neighbourhoods",
  comparisons: "Comparisons",
  landmarks: "Landmarks",
  equipment: "TV and box setup",
  services: "Services",
  industries: "Industries",
  locations: "Local problems",
  guides: "Guides",
  "local-services": "Local services",
};

/** A family's list page; local service pages are listed on /services. */
export const familyLink = (family: ContentFamily): Link => ({
  name: FAMILY_NAMES[family],
  path: family === "local-services" ? "/services" : `/${family}`,
});
