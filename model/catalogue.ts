import type { ContentFamily } from "./families";
import type { Coordinates, EntrySummary, FamilyEntry, Link } from "./page-props";

/**
 * What the fixed pages list, written by the generator one part a module
 * (catalogueFile): a page that lists the blog reads the blog's part alone,
 * and a village added renders again only the pages that list places.
 */
export interface Catalogue {
  families: { id: ContentFamily; name: string; path: string; entries: FamilyEntry[] }[];
  /** Newest first; `updated` only where an edit came after the publication day. */
  blog: (EntrySummary & { date: string; updated?: string; category: Link })[];
  blogCategories: Link[];
  postcodes: { districts: Link[]; services: Link[] };
  transmitters: {
    id: string;
    name: string;
    site: string;
    kind: "main" | "relay";
    parent?: string;
    gridReference?: string;
    /** Absent for relays whose sites are not published; likewise polarisation and multiplexes. */
    coordinates?: Coordinates;
    polarisation?: "horizontal" | "vertical";
    multiplexes?: "all" | "public-service";
    region: string;
    serves?: string[];
    note?: string;
    sources: string[];
    /** Places whose transmitter, by the rule of generator/reception.ts, is this one. */
    places: Link[];
  }[];
  /** Every place for the service-area map and county pages. */
  places: (Link & {
    county: string;
    type: string;
    /** As recorded in data/locations.yaml: the map labels the larger towns by it. */
    population?: number;
    coordinates: Coordinates;
  })[];
  reviews: { author: string; date: string; rating: number; text: string; source: string }[];
  /** The fixed pages written in data/pages, each by its breadcrumb's name, for /sitemap. */
  pages: (Link & { indexed: boolean })[];
}

/** The catalogue's parts, each a module of its own; the check below keeps the list whole. */
export const CATALOGUE_PARTS = [
  "families",
  "blog",
  "blogCategories",
  "postcodes",
  "transmitters",
  "places",
  "reviews",
  "pages",
] as const satisfies readonly (keyof Catalogue)[];

export type CataloguePart = (typeof CATALOGUE_PARTS)[number];
// A part of Catalogue missing from CATALOGUE_PARTS fails to compile here.
const partsWhole: Record<Exclude<keyof Catalogue, CataloguePart>, never> = {};
void partsWhole;

/**
 * The parts that list the composed editorial pages: made again only when one
 * of those is composed again. The others are made from the places and the
 * data alone, and keyed by their value as any data module.
 */
export const EDITORIAL_CATALOGUE_PARTS = [
  "families",
  "blog",
  "postcodes",
] as const satisfies readonly CataloguePart[];

export type EditorialCataloguePart = (typeof EDITORIAL_CATALOGUE_PARTS)[number];

/** The part that lists the prose pages: made again when one of those is composed again. */
export const PROSE_CATALOGUE_PART = "pages" satisfies CataloguePart;

/** The module of a part, under site/generated: "catalogue-blog-categories.ts". */
export const catalogueFile = (part: CataloguePart) =>
  `catalogue-${part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;
