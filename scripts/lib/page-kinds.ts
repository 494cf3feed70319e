/**
 * One example page of every kind the site has, for the checks that are too
 * slow to visit all of its pages (browser tests, accessibility, Lighthouse,
 * bytes per page in the benchmarks). A test keeps the list honest: every
 * generated kind is represented and every example is a built page.
 */
import { NOT_FOUND_FILE, pageFile, type GeneratedKind } from "../../model/routes";
import { kindPath, PLACE_KINDS } from "../../model/place-kinds";

/** The place whose pages stand for every template place page: a village with no page of its own. */
const EXAMPLE_PLACE = "bampton";

export interface PageKind {
  /** What the page is, as the reports print it. */
  name: string;
  path: string;
  /** The generator's kind, for pages it writes; fixed pages have none. */
  generated?: GeneratedKind;
  /** Pages answered with status 404 rather than 200. */
  notFound?: true;
}

export const PAGE_KINDS: readonly PageKind[] = [
  { name: "home", path: "/" },
  ...PLACE_KINDS.map((kind) => ({
    name: kind.exampleName,
    path: kindPath(kind, EXAMPLE_PLACE),
    generated: kind.id,
  })),
  { name: "town, dedicated", path: "/witney", generated: "town" },
  { name: "county", path: "/areas/oxfordshire" },
  { name: "content index", path: "/problems", generated: "content" },
  { name: "content entry", path: "/problems/aerial-storm-damage", generated: "content" },
  { name: "local service", path: "/tv-aerial-installation-witney", generated: "content" },
  { name: "blog index", path: "/blog" },
  { name: "blog category", path: "/blog/category/installation-tips" },
  { name: "blog article", path: "/blog/freeview-play-explained", generated: "blog" },
  { name: "postcode district", path: "/postcode/ox28", generated: "postcode" },
  {
    name: "postcode service",
    path: "/postcode/tv-aerial-installation-ox28-witney",
    generated: "postcode",
  },
  { name: "prose page", path: "/about", generated: "page" },
  { name: "contact", path: "/contact" },
  { name: "instant quote", path: "/instant-quote" },
  { name: "pricing", path: "/pricing" },
  { name: "service area map", path: "/service-area-map" },
  { name: "transmitters", path: "/transmitter-dashboard" },
  { name: "not found", path: "/no-such-page", notFound: true },
];

/** The built file of a page: 404.html for the not-found page, else its pageFile. */
export function builtFileOf(kind: PageKind): string {
  return kind.notFound ? NOT_FOUND_FILE : pageFile(kind.path);
}
