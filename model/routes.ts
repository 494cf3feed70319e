/**
 * Where each kind of generated page lives, and the top-level names that
 * belong to fixed sections of the site (areas, blog, contact...) and so can never be a town.
 * Read by the generator, the site's route functions and the server.
 */
import type { Link } from "./page-props";
import type { IndexedPlace } from "./location-index";
import { PHOTOS_URL } from "./photo-sources";
import { CONTENT_FAMILIES, type ContentFamily } from "./families";
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

/**
 * The site's families of generated pages, each one Vike page whose route
 * function looks its addresses up: every place kind shares "place", each
 * editorial kind is its own.
 */
export type RouteFamily = "place" | EditorialKind;
export const ROUTE_FAMILIES: readonly RouteFamily[] = [
  "place",
  ...(Object.keys(EDITORIAL_FOLDERS) as EditorialKind[]),
];
export const routeFamilyOf = (kind: GeneratedKind): RouteFamily =>
  kind in EDITORIAL_FOLDERS ? (kind as EditorialKind) : "place";

/**
 * A family's addresses, each to its generated module (relative to
 * site/generated): one module per family (routes-<family>.ts), so that a
 * family's route file, which Vike bundles and runs whole while it reads its
 * configuration, carries its own addresses only and not the manifest, which
 * would raise the bundler's peak memory in each of the route files.
 */
export type FamilyRoutes = Readonly<Record<string, string>>;
export const routesModule = (family: RouteFamily) => `routes-${family}`;

/** Every generated kind's folder under site/generated/: the place kinds' from their registry. */
export const GENERATED_FOLDERS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(PLACE_KINDS.map((kind) => [kind.id, kind.folder])),
  ...EDITORIAL_FOLDERS,
};

/**
 * Where the build writes a page, relative to dist/client: "/" → "index.html",
 * "/witney" → "witney.html". A file per address rather than a folder with an
 * index.html: static hosts (Cloudflare Pages, Netlify) then serve "/witney"
 * itself, where a folder makes them redirect it to "/witney/" first.
 */
export const pageFile = (pathname: string): string =>
  pathname === "/" ? "index.html" : `${pathname.slice(1)}.html`;

/** The page a built file holds ("witney.html" → "/witney"), or undefined: 404.html and non-HTML files are not pages. */
export function pagePathOf(file: string): string | undefined {
  const normalised = file.split("\\").join("/");
  if (!normalised.endsWith(".html") || normalised === NOT_FOUND_FILE) return undefined;
  return normalised === "index.html" ? "/" : `/${normalised.slice(0, -".html".length)}`;
}

/** The not-found page's address: no page routes it, so Vike renders the error page there. */
export const NOT_FOUND_PATH = "/404";

/** The not-found page's file: a static host sends it with a 404 for any address without a file. */
export const NOT_FOUND_FILE = pageFile(NOT_FOUND_PATH);

/** Pages known by a second address: one canonical URL each, the other answers 301. */
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
/** Where the dashboard says, once, how a place's station is chosen. */
export const RECEPTION_METHOD_ANCHOR = "how-we-choose";
export const RECEPTION_METHOD_PATH = `/transmitter-dashboard#${RECEPTION_METHOD_ANCHOR}`;

/** The postcode check's answer page: pre-rendered with the form, answered by the server for ?postcode=. */
export const COVERAGE_PATH = "/coverage";

export const blogPath = (slug: string) => `/blog/${slug}`;
export const blogCategoryPath = (category: string) => `/blog/category/${category}`;

export const pagePath = (kind: PlaceKind, slug: string): string => kindPath(placeKind(kind), slug);

/**
 * Top-level names that no file or data yields, so they are listed here: no
 * place may take them. Everything else reserved is derived (reservedNames).
 */
export const BUILT_IN_RESERVED: readonly string[] = [
  // The server's prefix for forms and lookups (site/server).
  "api",
  // The bundler's output folder for scripts and styles (Vite).
  "assets",
  // Written into the build by build/index.ts.
  "sitemap.xml",
  "robots.txt",
  // The built not-found page is 404.html; static hosts answer /404 with it.
  "404",
  // The home page's second address (site/pages/index/+route.ts), which no fixed path names.
  "home",
  // The owner's photos, which the photo stage writes into site/public at build time.
  PHOTOS_URL.slice(1),
];

/** What the reserved names are derived from: every source the generator knows at resolve time. */
export interface ReservedSources {
  /** The fixed pages: site/pages' addresses and data/pages' prose pages. */
  fixedPaths: readonly string[];
  /** Every editorial page the data plans: family entries and indexes, blog, postcode pages. */
  editorialPaths: readonly string[];
  /** The files and folders at the top of site/public (favicon.svg, sw.js, images...). */
  publicNames: readonly string[];
  /** Old addresses that redirect: PAGE_REDIRECTS unless a test gives its own. */
  redirects?: Readonly<Record<string, string>>;
}

const topOf = (path: string): string | undefined => path.slice(1).split("/")[0] || undefined;

/**
 * The names no place may take as its slug (a place named "Pricing" must not
 * take /pricing), sorted: the first segment of every fixed page, content
 * family (its own name and its list page), editorial page and old address
 * that redirects, every file at the top of site/public, and BUILT_IN_RESERVED.
 * Pure: the generator gives the sources and writes the result into the manifest.
 */
export function reservedNames({
  fixedPaths,
  editorialPaths,
  publicNames,
  redirects = PAGE_REDIRECTS,
}: ReservedSources): string[] {
  const names = new Set<string>([...BUILT_IN_RESERVED, ...publicNames]);
  const paths = [
    ...fixedPaths,
    ...CONTENT_FAMILIES.flatMap((family) => [`/${family}`, familyLink(family).path]),
    ...editorialPaths,
    ...Object.keys(redirects),
  ];
  for (const path of paths) {
    const top = topOf(path);
    if (top) names.add(top);
  }
  return [...names].sort();
}

/** What the site's routes and the server need to know of every generated page and place. */
export interface Manifest {
  pages: { path: string; kind: GeneratedKind; file: string }[];
  /** Every place as the location lookup indexes it, so the server can rebuild the index. */
  places: IndexedPlace[];
  /** The top-level names no place may take (reservedNames), sorted: a mistyped one is no town. */
  reserved: string[];
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
