/**
 * The location lookup (own slug, compound, simple, partial, display name),
 * and who keeps a shared slug, shared by the generator (to give
 * every place one canonical address) and the server (to redirect a mistyped
 * address to it). Pure: places in, index out.
 */
import damerauLevenshtein from "damerau-levenshtein";
import { compareText } from "./text";
import { compoundSlug, displayNameFromSlug, nameVariants, slugify } from "./slug";

export interface IndexedPlace {
  name: string;
  officialName?: string;
  county: string;
  mainPostcode: string;
  population?: number;
  keyFeatureCount: number;
  /** The one address of its page, without the leading slash. */
  slug: string;
}

/** What the lookup matches on: a place's names, county and slug (ranking reads the rest). */
export type LookupPlace = Pick<IndexedPlace, "name" | "officialName" | "county" | "slug">;

export interface Collision<P = IndexedPlace> {
  slug: string;
  winner: P;
  others: P[];
}

export interface LocationIndex<P extends LookupPlace = IndexedPlace> {
  bySlug: Map<string, P>;
  compound: Map<string, P>;
  simple: Map<string, P>;
  /** Lowercased names and official names, for the display-name fallback. */
  byName: Map<string, P>;
  /** Each run of consecutive words of a name's slug (of an official name's), to the first ranked place with it. */
  nameRuns: Map<string, P>;
  officialRuns: Map<string, P>;
  /** A name's slug of 4 letters or more, to the first ranked place of that name and its rank. */
  nameSlugs: Map<string, { place: P; rank: number }>;
  /** The most words in a name's slug: no longer run of an asked slug can be one. */
  longestName: number;
  ranked: P[];
}

/** Every run of consecutive words of a slug, of at most `longest` words: "a-b-c" → a, a-b, a-b-c, b, b-c, c. */
export function wordRuns(slug: string, longest = Infinity): string[] {
  const words = slug.split("-");
  const runs: string[] = [];
  for (let start = 0; start < words.length; start++) {
    const end = Math.min(words.length, start + longest);
    for (let stop = start + 1; stop <= end; stop++) runs.push(words.slice(start, stop).join("-"));
  }
  return runs;
}

const PREFERRED_COUNTIES = ["Oxfordshire", "Gloucestershire", "Wiltshire"];

// localeCompare(other, "en") makes a collator on every call; a sort of thousands of places calls it
// n log n times. One of each, made once, compares the same.
const COUNTY_ORDER = new Intl.Collator("en");
const POSTCODE_ORDER = new Intl.Collator("en", { numeric: true });

/**
 * Who keeps a shared slug: higher population; then a county of
 * Oxfordshire, Gloucestershire or Wiltshire; then more keyFeatures; then
 * county name alphabetically; last, mainPostcode, so that two places of one
 * name in one county still have a fixed order.
 */
export function compareClaim(a: Omit<IndexedPlace, "slug">, b: Omit<IndexedPlace, "slug">): number {
  return (
    (b.population ?? 0) - (a.population ?? 0) ||
    Number(PREFERRED_COUNTIES.includes(b.county)) - Number(PREFERRED_COUNTIES.includes(a.county)) ||
    b.keyFeatureCount - a.keyFeatureCount ||
    COUNTY_ORDER.compare(a.county, b.county) ||
    POSTCODE_ORDER.compare(a.mainPostcode, b.mainPostcode)
  );
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * The name as the site shows it where places share it: "Broadwell, Oxfordshire",
 * or "Milton (OX15)" where the county is shared too; otherwise the name itself.
 * One rule for the generator and for the content report, which must recognise it.
 */
export function tellApart<P extends Pick<IndexedPlace, "name" | "county" | "mainPostcode">>(
  places: readonly P[],
): (place: P) => string {
  const counts = new Map<string, number>();
  const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const place of places) {
    bump(place.name);
    bump(`${place.name}|${place.county}`);
  }
  return (place) =>
    counts.get(place.name) === 1
      ? place.name
      : counts.get(`${place.name}|${place.county}`) === 1
        ? `${place.name}, ${place.county}`
        : `${place.name} (${place.mainPostcode})`;
}

/** Groups places by a key and ranks each group, winner first. */
function contests<P extends Omit<IndexedPlace, "slug">>(
  places: P[],
  key: (place: P) => string,
): Map<string, P[]> {
  const groups = groupBy(places, key);
  for (const group of groups.values()) group.sort(compareClaim);
  return groups;
}

/**
 * Gives every place its canonical slug: the simple slug if it wins it, else
 * the compound name-county slug if it wins that, else name-county-district.
 * Returns the places in input order with their slugs, and one Collision for
 * every name that more than one place has.
 */
export function assignSlugs<P extends Omit<IndexedPlace, "slug">>(
  places: P[],
): { places: (P & { slug: string })[]; collisions: Collision<P & { slug: string }>[] } {
  const simple = contests(places, (place) => slugify(place.name));
  const compound = contests(places, (place) => compoundSlug(place.name, place.county));
  const wins = (groups: Map<string, P[]>, slug: string, place: P) =>
    groups.get(slug)?.[0] === place;

  const slugOf = new Map<P, string>();
  for (const place of places) {
    const simpleSlug = slugify(place.name);
    const compoundSlugText = compoundSlug(place.name, place.county);
    slugOf.set(
      place,
      wins(simple, simpleSlug, place)
        ? simpleSlug
        : wins(compound, compoundSlugText, place)
          ? compoundSlugText
          : slugify(`${place.name} ${place.county} ${place.mainPostcode}`),
    );
  }
  const withSlug = (place: P) => ({ ...place, slug: slugOf.get(place)! });
  // Two places of one name in one county also share the compound slug: one line for the name covers both.
  const collisions = [...simple]
    .filter(([, group]) => group.length > 1)
    .map(([slug, [winner, ...others]]) => ({
      slug,
      winner: withSlug(winner!),
      others: others.map(withSlug),
    }))
    .sort((a, b) => compareText(a.slug, b.slug));
  return { places: places.map(withSlug), collisions };
}

export function buildIndex<P extends IndexedPlace>(places: P[]): LocationIndex<P> {
  return indexRanked(rankPlaces(places));
}

/** The places in the order their claims win (compareClaim): the winner of a shared name first. */
export const rankPlaces = <P extends IndexedPlace>(places: readonly P[]): P[] =>
  [...places].sort(compareClaim);

/**
 * The index of places already in rankPlaces' order: what the not-found page
 * builds from the build's ranked list, which carries nothing the ranking read.
 */
export function indexRanked<P extends LookupPlace>(ranked: P[]): LocationIndex<P> {
  const claim = (map: Map<string, P>, key: string, place: P) => {
    if (!map.has(key)) map.set(key, place);
  };
  const index: LocationIndex<P> = {
    bySlug: new Map(),
    compound: new Map(),
    simple: new Map(),
    byName: new Map(),
    nameRuns: new Map(),
    officialRuns: new Map(),
    nameSlugs: new Map(),
    longestName: 0,
    ranked,
  };
  // Ranked order means the first claim on a key is the winner's.
  ranked.forEach((place, rank) => {
    const nameSlug = slugify(place.name);
    index.bySlug.set(place.slug, place);
    claim(index.compound, compoundSlug(place.name, place.county), place);
    claim(index.simple, nameSlug, place);
    claim(index.byName, place.name.toLowerCase(), place);
    for (const run of wordRuns(nameSlug)) claim(index.nameRuns, run, place);
    if (nameSlug.length >= 4 && !index.nameSlugs.has(nameSlug))
      index.nameSlugs.set(nameSlug, { place, rank });
    index.longestName = Math.max(index.longestName, nameSlug.split("-").length);
  });
  for (const place of ranked) {
    if (!place.officialName) continue;
    claim(index.compound, compoundSlug(place.officialName, place.county), place);
    claim(index.simple, slugify(place.officialName), place);
    claim(index.byName, place.officialName.toLowerCase(), place);
    for (const run of wordRuns(slugify(place.officialName))) claim(index.officialRuns, run, place);
  }
  return index;
}

export type LookupMatch = "exact" | "compound" | "simple" | "partial" | "fallback" | "spelling";

/**
 * Edits a misspelling may have, by the letters of the shorter of the two
 * names: none under 5 (too many short names are one letter apart), one from
 * 5, two from 9. Kept small: a wrong guess sends a visitor to the wrong town.
 */
export function allowedEdits(letters: number): number {
  return letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
}

/** Longer than any place's slug plus the edits allowed: no town meant, and the comparison stays cheap. */
const MAX_SPELLING_LENGTH = 60;

/** Hyphens are left out of the comparison: "stowon-thewold" is a spacing slip, not a misspelling. */
const letters = (slug: string) => slug.replace(/-/g, "");

/**
 * The place whose name (or slug) is the fewest edits from `slug` (letters
 * swapped, added, dropped or changed: Damerau-Levenshtein), within
 * allowedEdits; only when one place is strictly nearest. A name in `avoid`
 * (the site's sections) as near as that place means no guess.
 */
export function nearestSpelling<P extends LookupPlace>(
  index: LocationIndex<P>,
  slug: string,
  avoid: Iterable<string> = [],
): P | undefined {
  const typed = letters(slug);
  // Town-like: letters and hyphens only (a postcode or a file name is not a misspelt town).
  if (typed.length > MAX_SPELLING_LENGTH || !/^[a-z-]+$/.test(slug)) return undefined;
  const distanceTo = (candidate: string): number | undefined => {
    const other = letters(candidate);
    const limit = allowedEdits(Math.min(typed.length, other.length));
    if (limit === 0 || Math.abs(typed.length - other.length) > limit) return undefined;
    const { steps } = damerauLevenshtein(typed, other);
    return steps <= limit ? steps : undefined;
  };
  const best = new Map<P, number>();
  for (const map of [index.bySlug, index.simple, index.compound]) {
    for (const [key, place] of map) {
      const steps = distanceTo(key);
      if (steps !== undefined && steps < (best.get(place) ?? Infinity)) best.set(place, steps);
    }
  }
  const nearest = Math.min(...best.values());
  const winners = [...best].filter(([, steps]) => steps === nearest);
  if (winners.length !== 1) return undefined;
  for (const name of avoid) {
    const steps = distanceTo(name);
    if (steps !== undefined && steps <= nearest) return undefined;
  }
  return winners[0]![0];
}

/** The first ranked place whose name (4 letters or more) is a run of whole words of `slug`. */
function nameWithin<P extends LookupPlace>(index: LocationIndex<P>, slug: string): P | undefined {
  let best: { place: P; rank: number } | undefined;
  for (const run of wordRuns(slug, index.longestName)) {
    const found = index.nameSlugs.get(run);
    if (found && (!best || found.rank < best.rank)) best = found;
  }
  return best?.place;
}

/**
 * Finds the place a slug means: its own slug; then the compound slug; then
 * the simple slug; then partial containment (a place whose slug holds the
 * asked one as whole words, or the other way round); then the display-name
 * fallback with its variants; last, a conservative spelling correction
 * (nearestSpelling, with `avoid` names that must not be taken for a town).
 * Ties go to the place that wins collisions.
 */
export function lookup<P extends LookupPlace>(
  index: LocationIndex<P>,
  rawSlug: string,
  { avoid }: { avoid?: Iterable<string> } = {},
): { place: P; match: LookupMatch } | undefined {
  const slug = slugify(rawSlug);
  if (!slug) return undefined;
  const exact = index.bySlug.get(slug);
  if (exact) return { place: exact, match: "exact" };
  const compound = index.compound.get(slug);
  if (compound) return { place: compound, match: "compound" };
  const simple = index.simple.get(slug);
  if (simple) return { place: simple, match: "simple" };

  // Whole words of a name within the slug, or the other way round: looked up by runs of words,
  // not by scanning every place, so that a lookup costs the same however many places there are.
  const partial =
    index.nameRuns.get(slug) ?? index.officialRuns.get(slug) ?? nameWithin(index, slug);
  if (partial) return { place: partial, match: "partial" };

  for (const variant of nameVariants(displayNameFromSlug(slug))) {
    const place = index.byName.get(variant.toLowerCase());
    if (place) return { place, match: "fallback" };
  }
  const corrected = nearestSpelling(index, slug, avoid);
  return corrected && { place: corrected, match: "spelling" };
}
