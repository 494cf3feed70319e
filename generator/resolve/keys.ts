/**
 * The key of each generated page: a hash of exactly what its composer reads. A page whose key is the one recorded for
 * its file (made-from.ts) is not composed again. Pure.
 *
 * What each composer reads, and so what its key holds:
 * - a place's page: its kind's templates, the option labels, the transmitter
 *   table, the business facts place pages say, the place's own facts, and of
 *   each place it names (nearby, closest, nearest towns) only what a link and
 *   a bearing need: slug, name, coordinates. So editing a town's features
 *   recomposes its own pages; moving or renaming it also recomposes the pages
 *   that name it. A dedicated town's sections (data/towns) add the section
 *   file, the business and every page's address (their links are checked).
 * - an editorial page (content, blog, postcode): all the data but the
 *   location table, every page's address and name, and the own facts of the
 *   places it names.
 * - a prose page (data/pages): the same, plus how many places each county has.
 * - the catalogue: the same, plus each place's listing on the map and the
 *   transmitter pages.
 * tests/generator/incremental.test.ts checks, edit by edit, that a run that
 * keeps pages by these keys writes the same bytes as a run that makes all.
 */
import { descriptionSuffix } from "../../model/claims";
import type { PlaceKindSpec } from "../../model/place-kinds";
import { keyOf } from "../made-from";
import type { SiteData } from "../validate/validate";
import { HELPFUL_LIMIT, helpfulFor, type EditorialPlan } from "./editorial";
import type { KnownPages } from "./links";
import type { Place, Plan } from "./places";
import { proseFile } from "./editorial-paths";

export interface PageKeys {
  /** Generated file (relative to site/generated, as plans name it) → key, for every page module. */
  pages: ReadonlyMap<string, string>;
  /** The catalogue module's key: it lists the editorial pages, so it needs them all composed. */
  catalogue: string;
}

/** A place as the pages about it see it: everything but the other places it names. */
function ownFacts(place: Place) {
  return {
    slug: place.slug,
    distinctName: place.distinctName,
    entry: place.entry,
    location: place.location,
    wording: place.wording,
    kmFromBase: place.kmFromBase,
    directionFromBase: place.directionFromBase,
    reception: place.reception,
    dish: place.dish,
  };
}

/** A place as another place's page names it: a link, and a distance and bearing from there. */
const asNamed = (place: Place) => ({
  slug: place.slug,
  name: place.location.name,
  coordinates: place.location.coordinates,
});

/** JSON where every place is its own facts: a page naming a place does not depend on that place's neighbours. */
const withOwnFacts = (value: unknown): string =>
  JSON.stringify(value, (_key, entry: unknown) =>
    isPlace(entry) ? { place: ownFacts(entry) } : entry,
  );

const isPlace = (value: unknown): value is Place =>
  typeof value === "object" &&
  value !== null &&
  "distinctName" in value &&
  "reception" in value &&
  "nearby" in value;

export function pageKeys(
  plan: Plan,
  editorial: EditorialPlan,
  known: KnownPages,
  data: SiteData,
): PageKeys {
  const keys = new Map<string, string>();
  const knownKey = keyOf(JSON.stringify([...known.entries()]));

  // Place pages.
  const { business } = data;
  const placeShared = keyOf(
    JSON.stringify(data.options),
    JSON.stringify(data.transmitters),
    JSON.stringify({
      base: business.base,
      starlink: business.starlink,
      ajax: business.ajax,
      suffix: descriptionSuffix(business),
    }),
  );
  const kindShared = new Map(
    data.placeKinds.map((kind) => [
      kind.id,
      keyOf(placeShared, JSON.stringify(kind), templatesOf(kind, data)),
    ]),
  );
  const placeKeys = new Map(
    plan.places.map((place) => [
      place,
      keyOf(
        JSON.stringify({
          own: ownFacts(place),
          nearby: place.nearby.map(asNamed),
          closest: place.closest.map(asNamed),
          towns: place.nearestTowns.map(asNamed),
          helpful: helpfulFor(place, editorial, HELPFUL_LIMIT),
        }),
      ),
    ]),
  );
  const sections = new Map(data.townSections.map((town) => [town.slug, town]));
  const sectionShared = keyOf(knownKey, JSON.stringify(business), JSON.stringify(data.options));
  for (const page of plan.pages) {
    const section = page.kind === "town" ? sections.get(page.place.slug) : undefined;
    keys.set(
      page.file,
      keyOf(
        kindShared.get(page.kind)!,
        placeKeys.get(page.place)!,
        section ? keyOf(sectionShared, JSON.stringify(section)) : "",
      ),
    );
  }

  // Editorial pages, prose pages and the catalogue: all the data but the location table.
  const { locations: _locations, ...rest } = data;
  const editorialShared = keyOf(knownKey, JSON.stringify(rest));
  for (const page of editorial.pages)
    keys.set(page.file, keyOf(editorialShared, withOwnFacts(page)));
  const counties = JSON.stringify(plan.places.map((place) => place.location.county));
  for (const page of data.pages)
    keys.set(proseFile(page.path), keyOf(editorialShared, counties, JSON.stringify(page)));
  const listed = JSON.stringify(
    plan.places.map(({ slug, location, reception }) => ({
      slug,
      name: location.name,
      county: location.county,
      type: location.type,
      population: location.population,
      coordinates: location.coordinates,
      transmitter: reception.station.transmitter.id,
    })),
  );
  return { pages: keys, catalogue: keyOf(editorialShared, listed) };
}

function templatesOf(kind: PlaceKindSpec, data: SiteData): string {
  const { templates } = data;
  switch (kind.id) {
    case "town":
      return JSON.stringify(templates.town);
    case "starlink":
      return JSON.stringify(templates.starlink);
    case "ajax":
      return JSON.stringify(templates.ajax);
    default:
      return JSON.stringify(templates.generic[kind.id]);
  }
}
