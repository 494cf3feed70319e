/**
 * The not-found page's lookup on a static host, made at build time and read
 * in the browser: the places ranked as the lookup ranks them, with only the
 * names it matches (a slug only where it is not the name's own) and the kinds
 * of page each place has, the reserved names, and the other pages it may
 * answer with. The browser's resolver is the
 * server's (model/missing-path.ts) over the same places and pages, so its
 * answers are the server's; nothing of the build's (modules, populations,
 * postcodes) leaves in it. Pure: data in, data out.
 */
import { indexRanked, rankPlaces, type LookupPlace } from "./location-index";
import { resolverOver, type MissingPathResolver } from "./missing-path";
import { kindPath, PLACE_KINDS, type PlaceKindSpec } from "./place-kinds";
import type { PlaceLookup, PlaceLookupEntry } from "./place-lookup-file";
import { PAGE_REDIRECTS, type Manifest } from "./routes";
import { slugify } from "./slug";
import { compareText } from "./text";

type ReadPlace = LookupPlace & Pick<PlaceLookupEntry, "kinds">;

/** Each kind's page of the place that `kinds` (ids) says it has. */
const placePages = ({ slug, kinds: ids }: ReadPlace, kinds: readonly PlaceKindSpec[]): string[] =>
  kinds.filter((kind) => ids.includes(kind.id)).map((kind) => kindPath(kind, slug));

/** The entry's place with its slug, which the file leaves out where it is the name's own. */
const readPlace = ({ slug, ...entry }: PlaceLookupEntry): ReadPlace => ({
  ...entry,
  slug: slug ?? slugify(entry.name),
});

/** The file's data for these places and pages (the pages the resolver knows). */
export function placeLookupOf(
  { places, reserved }: Pick<Manifest, "places" | "reserved">,
  knownPages: ReadonlySet<string>,
  kinds: readonly PlaceKindSpec[] = PLACE_KINDS,
): PlaceLookup {
  const ranked = rankPlaces(places).map(({ name, officialName, county, slug }): ReadPlace => ({
    name,
    ...(officialName === undefined ? {} : { officialName }),
    county,
    slug,
    kinds: kinds.filter((kind) => knownPages.has(kindPath(kind, slug))).map((kind) => kind.id),
  }));
  const entries = ranked.map(({ slug, ...entry }): PlaceLookupEntry =>
    slug === slugify(entry.name) ? entry : { ...entry, slug },
  );
  const ofPlaces = new Set(ranked.flatMap((place) => placePages(place, kinds)));
  return {
    places: entries,
    reserved: [...reserved],
    pages: [...knownPages].filter((page) => !ofPlaces.has(page)).sort(compareText),
  };
}

/** The resolver the server would make from the places and pages the file came from. */
export function resolverOfLookup(
  { places: entries, reserved, pages }: PlaceLookup,
  kinds: readonly PlaceKindSpec[] = PLACE_KINDS,
): MissingPathResolver {
  const places = entries.map(readPlace);
  const knownPages = new Set([...pages, ...places.flatMap((place) => placePages(place, kinds))]);
  return resolverOver({ index: indexRanked(places), reserved, knownPages }, PAGE_REDIRECTS, kinds);
}

const isObject = (value: unknown): value is object => typeof value === "object" && value !== null;
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

function isEntry(value: unknown): value is PlaceLookupEntry {
  return (
    isObject(value) &&
    "name" in value &&
    typeof value.name === "string" &&
    (!("officialName" in value) || typeof value.officialName === "string") &&
    "county" in value &&
    typeof value.county === "string" &&
    (!("slug" in value) || typeof value.slug === "string") &&
    "kinds" in value &&
    isStrings(value.kinds)
  );
}

/** The file's data as fetched, or an error naming the field that is not as the build writes it. */
export function parsePlaceLookup(value: unknown): PlaceLookup {
  if (!isObject(value)) throw new Error("place lookup: not an object");
  if (!("places" in value) || !Array.isArray(value.places))
    throw new Error("place lookup: places is not a list");
  const bad = value.places.findIndex((entry) => !isEntry(entry));
  if (bad !== -1) throw new Error(`place lookup: places[${bad}] is not a place`);
  if (!("reserved" in value) || !isStrings(value.reserved))
    throw new Error("place lookup: reserved is not a list of names");
  if (!("pages" in value) || !isStrings(value.pages))
    throw new Error("place lookup: pages is not a list of addresses");
  return { places: value.places.filter(isEntry), reserved: value.reserved, pages: value.pages };
}
