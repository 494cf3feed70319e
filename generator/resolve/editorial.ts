/**
 * Where each piece of editorial content is published: content family entries
 * and their index pages, blog articles, postcode pages. Each gets one path,
 * checked against the places' pages, the fixed pages and each other. Pure.
 */
import type { EntrySummary } from "../../model/page-props";
import { expandPostcodes } from "../districts";
import { problems, type Problem } from "../errors";
import { blockIndex } from "../hash";
import { hashedApart } from "../made-from";
import type { Place, Plan } from "./places";
import { blogPath, EDITORIAL_FOLDERS } from "../../model/routes";
import { contentEntryPath, postcodeServicePath } from "./editorial-paths";
import type { ContentEntry, Postcodes } from "../schema/editorial";
import { CONTENT_FAMILIES, type ContentFamily } from "../../model/families";
import { compareText } from "../../model/text";
import type { SiteData } from "../validate/validate";
import type { BlogArticle } from "../validate/editorial";

/** Families listed on a generated index page at /<family>; /services is a fixed page. */
export const INDEXED_FAMILIES: readonly ContentFamily[] = CONTENT_FAMILIES.filter(
  (family) => family !== "services" && family !== "local-services",
);

interface Planned {
  path: string;
  /** Relative to site/generated/. */
  file: string;
  /** Where the page's words come from, for the generated file's header. */
  source: string;
}

/**
 * A place as an editorial page sees it (content, blog and postcode pages):
 * made by editorialPlace() alone, and the whole of what their keys take of
 * it (keys.ts). A composer that would read more of a place must add it here,
 * where the key takes it in; an edit of what is not here (a town's key
 * features, say) makes none of these pages again.
 */
export interface EditorialPlace {
  slug: string;
  location: Pick<Place["location"], "name" | "county" | "coordinates">;
  /** Its nearby areas' names, as its own page lists them. */
  nearby: string[];
  wording: Place["wording"];
  kmFromBase: number;
  directionFromBase: Place["directionFromBase"];
  /** The stations its own page names: its one station, or those that compete there. */
  stations: Place["reception"]["station"]["transmitter"][];
}

export function editorialPlace(place: Place): EditorialPlace {
  const { name, county, coordinates } = place.location;
  return {
    slug: place.slug,
    location: { name, county, coordinates },
    nearby: place.nearby.map((near) => near.location.name),
    wording: place.wording,
    kmFromBase: place.kmFromBase,
    directionFromBase: place.directionFromBase,
    stations: (place.reception.basis === "compete"
      ? place.reception.competing
      : [place.reception.station]
    ).map((view) => view.transmitter),
  };
}

export type EditorialPage = Planned &
  (
    | {
        kind: "content";
        variant: "entry";
        family: ContentFamily;
        entry: ContentEntry;
        index: number;
        places: EditorialPlace[];
      }
    | { kind: "content"; variant: "index"; family: ContentFamily }
    | { kind: "blog"; article: BlogArticle; places: EditorialPlace[] }
    | {
        kind: "postcode";
        outcode: string;
        town: EditorialPlace;
        places: EditorialPlace[];
        service?: Postcodes["services"][number]["service"];
      }
  );

export interface EditorialPlan {
  pages: EditorialPage[];
  /** The place each name means when content names it: the one holding the simple slug. */
  placeNamed: (name: string) => Place;
}

const fileOf = (path: string, folder: string) => `${folder}/${path.slice(1)}.tsx`;

/** Route clashes go into `found`, like resolve()'s. */
export function resolveEditorial(plan: Plan, data: SiteData, found: Problem[]): EditorialPlan {
  const byName = new Map<string, Place>();
  for (const place of plan.places) {
    const held = byName.get(place.location.name);
    // The collision winner holds the simple slug; content means that place.
    if (!held || place.slug.length < held.slug.length) byName.set(place.location.name, place);
  }
  const placeNamed = (name: string) => byName.get(name)!;
  // Each place's view once, however many pages name it.
  const views = new Map<Place, EditorialPlace>();
  const view = (place: Place) =>
    views.get(place) ?? views.set(place, hashedApart(editorialPlace(place))).get(place)!;
  // Each place's districts expanded once, not once for every postcode page that asks.
  const districts = new Map(
    plan.places.map((place) => [place, new Set(expandPostcodes(place.location.postcode))]),
  );
  const inDistrict = (outcode: string) =>
    plan.places
      .filter((place) => districts.get(place)!.has(outcode))
      .sort((a, b) => compareText(a.location.name, b.location.name))
      .map(view);

  const pages: EditorialPage[] = [];
  const contentFolder = EDITORIAL_FOLDERS.content;
  for (const family of CONTENT_FAMILIES) {
    const { entries } = data.content[family];
    const file = `data/content/${family}.yaml`;
    if (INDEXED_FAMILIES.includes(family)) {
      const path = `/${family}`;
      pages.push({
        kind: "content",
        variant: "index",
        family,
        path,
        file: fileOf(path, contentFolder),
        source: `${file} (index)`,
      });
    }
    entries.forEach((entry, index) => {
      const path = contentEntryPath(family, entry);
      const names = [...(entry.town !== undefined ? [entry.town] : []), ...entry.towns];
      pages.push({
        kind: "content",
        variant: "entry",
        family,
        entry,
        index,
        places: [...new Set(names)].map((name) => view(placeNamed(name))),
        path,
        file: `${contentFolder}/${family}/${entry.slug ?? path.slice(1).replaceAll("/", "--")}.tsx`,
        // By slug (or address), never by position, so reordering the file changes no page.
        source: `${file} (${entry.slug ?? entry.path})`,
      });
    });
  }
  for (const article of data.blog) {
    const path = blogPath(article.slug);
    pages.push({
      kind: "blog",
      article,
      places: article.front.towns.map((name) => view(placeNamed(name))),
      path,
      file: `${EDITORIAL_FOLDERS.blog}/${article.slug}.tsx`,
      source: article.file,
    });
  }
  const postcodeFolder = EDITORIAL_FOLDERS.postcode;
  for (const district of data.postcodes.districts) {
    pages.push({
      kind: "postcode",
      outcode: district.outcode,
      town: view(placeNamed(district.town)),
      places: inDistrict(district.outcode),
      path: district.path,
      file: fileOf(district.path, postcodeFolder),
      source: `data/postcodes.yaml (${district.path})`,
    });
  }
  for (const page of data.postcodes.services) {
    const town = view(placeNamed(page.town));
    const path = postcodeServicePath(page.service, page.outcode, town.slug);
    pages.push({
      kind: "postcode",
      outcode: page.outcode,
      town,
      places: inDistrict(page.outcode),
      service: page.service,
      path,
      file: fileOf(path, postcodeFolder),
      source: `data/postcodes.yaml (${path})`,
    });
  }

  checkPaths(pages, plan, data, found);
  return { pages: pages.sort((a, b) => compareText(a.path, b.path)), placeNamed };
}

/** One page per path: editorial pages may not take a place's page, a fixed page or each other's. */
function checkPaths(pages: EditorialPage[], plan: Plan, data: SiteData, found: Problem[]): void {
  const owners = new Map<string, string>(
    plan.pages.map((page) => [page.path, `the page of ${page.place.location.name}`]),
  );
  const fixed = new Set(data.fixedPaths);
  for (const page of pages) {
    const at = { file: page.source.split(" ")[0]!, field: "path" };
    const owner = owners.get(page.path);
    if (owner) found.push({ ...at, ...problems.pathTaken(page.path, owner) });
    else if (fixed.has(page.path))
      found.push({ ...at, ...problems.pathTaken(page.path, "a fixed page in site/pages") });
    owners.set(page.path, page.source);
  }
}

/** Guides linked from a town page, by title. */
const HELPFUL_LIMIT = 3;

type Entry = Extract<EditorialPage, { variant: "entry" }>;

/**
 * What a town page suggests reading: entries editorial for this place first,
 * then problems and guides that suit its kind of place, varied by the hash.
 * The entries are sorted out once, not once for every place.
 */
export function helpfulEntries(editorial: EditorialPlan): (place: Place) => EntrySummary[] {
  const entries = editorial.pages.filter(
    (page): page is Entry => page.kind === "content" && page.variant === "entry",
  );
  const own = new Map<string, Entry[]>();
  for (const page of entries)
    for (const slug of new Set(page.places.map((named) => named.slug)))
      own.set(slug, [...(own.get(slug) ?? []), page]);
  type Kind = Entry["entry"]["suits"][number];
  const suitedBy = new Map<Kind, Entry[]>();
  const suitedFor = (kind: Kind) =>
    suitedBy.get(kind) ??
    suitedBy
      .set(
        kind,
        entries.filter(
          (page) =>
            (page.family === "problems" || page.family === "guides") &&
            (page.entry.suits.length === 0 || page.entry.suits.includes(kind)),
        ),
      )
      .get(kind)!;
  // One summary an entry, however many towns list it, so their keys hold its hash (made-from.ts).
  const summaries = new Map<Entry, EntrySummary>();
  const summaryOf = (page: Entry): EntrySummary => {
    const known = summaries.get(page);
    if (known) return known;
    const made = hashedApart({
      name: page.entry.name,
      path: page.path,
      summary: page.entry.summary,
    });
    summaries.set(page, made);
    return made;
  };
  return (place) => {
    const kind: Kind =
      place.wording === "rural"
        ? "rural"
        : place.location.businessType === "commercial"
          ? "commercial"
          : "standard";
    const its = own.get(place.slug) ?? [];
    const suited = suitedFor(kind).filter((page) => !its.includes(page));
    const start = suited.length > 0 ? blockIndex(place.distinctName, 4, suited.length) : 0;
    const rotated = [...suited.slice(start), ...suited.slice(0, start)];
    return [...its, ...rotated].slice(0, HELPFUL_LIMIT).map(summaryOf);
  };
}
