/**
 * Turns validated data into the full list of pages: each place gets one
 * canonical slug, its nearby places as resolved records, its wording, and
 * one page of each place kind (data.placeKinds). Pure; routes are checked for clashes.
 */
import { problems, type Problem } from "../errors";
import { derivationOf, derivedFrom, hashedApart } from "../made-from";
import { receptionFrom, storedReception, type StoredReception } from "./reception-store";
import { compareText } from "../../model/text";
import { dishAngles, distanceKm, compassDirection } from "../../model/geo";
import { assignSlugs, tellApart, type Collision } from "../../model/location-index";
import { reservedNames } from "../../model/routes";
import { kindPath, type PlaceKindSpec } from "../../model/place-kinds";
import { editorialPaths } from "./editorial-paths";
import { nearestLists, type NearestLists } from "./nearest";
import { neighbourRelaysOf, receptionFor, type Reception, type ReceptionPlace } from "./reception";
import { checkReceptionText } from "./reception-text";
import type { Location } from "../schema/locations";
import type { Transmitter } from "../schema/transmitters";
import type { SiteData } from "../validate/validate";

export interface Place {
  location: Location;
  /** Index of the entry in data/locations.yaml, for messages. */
  entry: number;
  slug: string;
  /**
   * The name, told apart where places share it: "Broadwell, Oxfordshire",
   * or "Milton (OX15)" where the county is shared too. Titles and
   * descriptions use it, so no two pages share a title, and so does the
   * variant hash, so two places of one name do not share their wording.
   */
  distinctName: string;
  /** Nearby places in the order the data lists them (nearest first). */
  nearby: Place[];
  /** The places of the table nearest to this one, by distance, however far: computed, unlike the owner's list. */
  closest: Place[];
  /** The nearest towns and cities, for finding the place on a map. */
  nearestTowns: Place[];
  wording: Wording;
  kmFromBase: number;
  directionFromBase: string;
  /** The place's transmitter by the rule of reception.ts, and the realistic others. */
  reception: Reception;
  /** Where a dish here points for Astra 2 (Sky, Freesat), degrees. */
  dish: { azimuth: number; elevation: number };
}

export interface PlannedPage {
  /** The place kind's id, and its registry entry. */
  kind: string;
  spec: PlaceKindSpec;
  path: string;
  /** Relative to site/generated/. */
  file: string;
  place: Place;
}

export interface Plan {
  places: Place[];
  pages: PlannedPage[];
  collisions: Collision<Place>[];
  /** The top-level names no place may take (reservedNames), sorted; the manifest carries them. */
  reserved: string[];
  /** Each place's closest places and nearest towns, by index, for the next run. */
  nearest: NearestLists;
  /** Each place's reception as kept for the next run. */
  receptions: StoredReceptions;
}

/** Rural or standard wording of a place's text, from its type and size (wordingFor). */
export type Wording = "rural" | "standard";

/** Astra 2, the satellites of Sky and Freesat in the UK, in degrees east. */
export const ASTRA_2_EAST = 28.2;

/** How many of the closest places, and of the nearest towns, a place's facts name. */
const CLOSEST = 14;
const NEAREST_TOWNS = 2;

/** Villages smaller than this, and hamlets, get rural wording. */
export const RURAL_POPULATION = 3000;

/**
 * Rural wording from what the data says of the place itself: a hamlet, a
 * village of under RURAL_POPULATION people (or no recorded population: the
 * source lists places of about 500 and more), or a place marked rural that
 * is not a town. A town or city is never rural. A short nearby list does not
 * count as rural: it says more about the edge of the table than
 * about the place: it gave Cheltenham "lanes and farmsteads".
 */
export function wordingFor(
  location: Pick<Location, "type" | "population" | "businessType">,
): Wording {
  const { type, population, businessType } = location;
  if (type === "town" || type === "city") return "standard";
  const small = type === "hamlet" || population === undefined || population < RURAL_POPULATION;
  return small || businessType === "rural" ? "rural" : "standard";
}

/** Each place's reception, kept by the hash of what it is worked out from (reception-cache.ts). */
export type StoredReceptions = ReadonlyMap<string, StoredReception>;

/**
 * A place's reception, which the keys take as what it is worked out from (its
 * place's fields that it reads, the table, the relays near it): hashing those
 * costs a fraction of hashing the stations' predictions it holds. The last
 * run's, from those very inputs, is taken as it was; it goes into `kept`.
 */
function receptionOf(
  location: Location,
  table: readonly Transmitter[],
  neighbourRelays: string[],
  last: StoredReceptions | undefined,
  kept: Map<string, StoredReception>,
): Reception {
  const { name, coordinates, transmitter, alsoTransmitters } = location;
  const place: ReceptionPlace = { name, coordinates, transmitter, alsoTransmitters };
  const derivation = derivationOf([place, table, neighbourRelays]);
  const stored = last?.get(derivation);
  const taken = stored && receptionFrom(stored, table);
  const reception = taken ?? receptionFor(place, table, neighbourRelays);
  kept.set(derivation, taken ? stored : storedReception(reception, table));
  return derivedFrom(reception, derivation);
}

/** What the last run found that this one may take again, where found from the very same inputs. */
export interface LastResolved {
  /** Its nearest lists (nearest-cache.ts). */
  nearest?: NearestLists | undefined;
  /** Its places' receptions (reception-cache.ts). */
  receptions?: StoredReceptions | undefined;
}

/** A nearby name means the nearest place of that name: names repeat across the area. */
function nearestNamed(byName: Map<string, Place[]>, from: Place, name: string): Place {
  const candidates = byName.get(name)!.filter((place) => place !== from);
  return candidates.reduce((best, place) =>
    distanceKm(from.location.coordinates, place.location.coordinates) <
    distanceKm(from.location.coordinates, best.location.coordinates)
      ? place
      : best,
  );
}

/**
 * Route clashes go into `found`; the plan still lists every page, so composing
 * can go on. `last`: what the last run found, taken only where found from the
 * very same inputs.
 */
export function resolve(data: SiteData, found: Problem[], last: LastResolved = {}): Plan {
  // Every place's reception names the table's own stations: keys hold each one's hash, not its all.
  data.transmitters.transmitters.forEach(hashedApart);
  const base = data.business.base.coordinates;
  const { places: slugged, collisions: slugCollisions } = assignSlugs(
    data.locations.map((location, entry) => ({
      location,
      entry,
      name: location.name,
      officialName: location.officialName,
      county: location.county,
      mainPostcode: location.mainPostcode,
      population: location.population,
      keyFeatureCount: location.keyFeatures.length,
    })),
  );

  const distinctName = tellApart(data.locations);

  const neighbourRelays = neighbourRelaysOf(data.locations, data.transmitters.transmitters);
  const receptions = new Map<string, StoredReception>();
  const places: Place[] = slugged.map(({ location, entry, slug }) => ({
    location,
    entry,
    slug,
    distinctName: distinctName(location),
    nearby: [],
    closest: [],
    nearestTowns: [],
    wording: wordingFor(location),
    kmFromBase: distanceKm(base, location.coordinates),
    directionFromBase: compassDirection(base, location.coordinates),
    reception: receptionOf(
      location,
      data.transmitters.transmitters,
      neighbourRelays(location),
      last.receptions,
      receptions,
    ),
    dish: dishAngles(location.coordinates, ASTRA_2_EAST),
  }));
  const byName = new Map<string, Place[]>();
  for (const place of places)
    byName.set(place.location.name, [...(byName.get(place.location.name) ?? []), place]);
  // The nearest in order, ties by slug.
  const nearest = nearestLists(
    places.map(({ slug, location: { coordinates, type } }) => ({
      coordinates,
      slug,
      town: type === "town" || type === "city",
    })),
    { closest: CLOSEST, towns: NEAREST_TOWNS },
    last.nearest,
  );
  for (const [self, place] of places.entries()) {
    place.nearby = place.location.nearbyAreas.map((name) => nearestNamed(byName, place, name));
    place.closest = nearest.closest[self]!.map((i) => places[i]!);
    place.nearestTowns = nearest.towns[self]!.map((i) => places[i]!);
  }

  checkReceptionText(places, data.transmitters.transmitters, found);

  const pages: PlannedPage[] = [];
  const owners = new Map<string, Place>();
  const reservedList = reservedNames({
    fixedPaths: data.fixedPaths,
    editorialPaths: editorialPaths(data),
    publicNames: data.publicNames,
  });
  const reserved = new Set(reservedList);
  for (const place of places) {
    const where = {
      file: "data/locations.yaml",
      entry: { index: place.entry, label: place.location.name },
      field: "name",
    };
    if (reserved.has(place.slug))
      found.push({ ...where, ...problems.reservedSlug(`/${place.slug}`) });
    for (const spec of data.placeKinds) {
      const path = kindPath(spec, place.slug);
      const owner = owners.get(path);
      if (owner)
        found.push({
          ...where,
          ...problems.routeConflict(path, `entry ${owner.entry + 1} ("${owner.location.name}")`),
        });
      owners.set(path, place);
      pages.push({
        kind: spec.id,
        spec,
        path,
        file: `${spec.folder}/${place.slug}.tsx`,
        place,
      });
    }
  }
  const byEntry = (entry: number) => places[entry]!;
  return {
    places,
    pages: pages.sort((a, b) => compareText(a.path, b.path) || compareText(a.kind, b.kind)),
    collisions: slugCollisions.map((collision) => ({
      slug: collision.slug,
      winner: byEntry(collision.winner.entry),
      others: collision.others.map((other) => byEntry(other.entry)),
    })),
    reserved: reservedList,
    nearest,
    receptions,
  };
}
