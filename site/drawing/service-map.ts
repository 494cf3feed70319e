/**
 * Everything the service-area map draws, worked out at build time: one
 * projection for the places and the county outlines, the outlines cut to the
 * places' frame, and the labels, in two sets (phones see fewer, larger names,
 * because the whole drawing scales down with the screen).
 */
import type { Coordinates } from "../../model/page-props";
import type { Boundaries } from "./boundaries";
import { placeAreaLabel, placeLabels, type PlacedLabel } from "./map-labels";
import { projectionFor, type Box } from "./map-projection";
import { countyOutlines, type CountyOutline } from "./county-outlines";

export interface MapPlace {
  name: string;
  path: string;
  county: string;
  type: string;
  population?: number;
  coordinates: Coordinates;
}

export interface LabelSet {
  /** "wide" screens see one set, "narrow" (phones) the other: see site.css. */
  screens: "wide" | "narrow";
  /** Cities and towns of at least this population are named, as room allows. */
  minPopulation: number;
  townSize: number;
  countySize: number;
  towns: PlacedLabel[];
  counties: PlacedLabel[];
}

export interface ServiceMap {
  width: number;
  height: number;
  counties: CountyOutline[];
  dots: (MapPlace & { x: number; y: number; r: number })[];
  base: { x: number; y: number };
  labels: LabelSet[];
}

export const MAP_WIDTH = 960;
/** Room around the outermost places, so the edge towns' labels and some county land show. */
const MARGIN = 40;
/** Outlines run this far past the frame, so their cut edges are never seen. */
const BLEED = 4;
const TOWN_DOT = 5;
const VILLAGE_DOT = 3;
/** The star's half-size, for keeping labels off it. */
const BASE_REACH = 12;

/**
 * Which towns are named: cities and towns of at least this population, each
 * set in its own size (map units; the map is MAP_WIDTH wide, and about 360
 * pixels wide on a phone, so 32 units is about 12 pixels there).
 */
const LABEL_SETS = [
  { screens: "wide", minPopulation: 5_000, townSize: 16, countySize: 22 },
  { screens: "narrow", minPopulation: 15_000, townSize: 32, countySize: 36 },
] as const;

export function serviceMap(
  places: MapPlace[],
  base: { town: string; coordinates: Coordinates },
  boundaries: Boundaries,
): ServiceMap {
  const baseTown = base.town;
  const map = projectionFor(
    places.map((place) => place.coordinates),
    MAP_WIDTH,
    MARGIN,
  );
  const counties = countyOutlines(boundaries, map.point, {
    x0: -BLEED,
    y0: -BLEED,
    x1: map.width + BLEED,
    y1: map.height + BLEED,
  });
  const dots = places.map((place) => ({
    ...place,
    ...map.point(place.coordinates),
    r: isTown(place) ? TOWN_DOT : VILLAGE_DOT,
  }));
  const star = map.point(base.coordinates);
  const inner: Box = { x0: 4, y0: 4, x1: map.width - 4, y1: map.height - 4 };

  const labels = LABEL_SETS.map(({ screens, minPopulation, townSize, countySize }) => {
    // The base first, then the larger towns before the smaller.
    const named = dots
      .filter((dot) => isTown(dot) && (dot.population ?? 0) >= minPopulation)
      .sort(
        (a, b) =>
          Number(b.name === baseTown) - Number(a.name === baseTown) ||
          (b.population ?? 0) - (a.population ?? 0) ||
          a.name.localeCompare(b.name),
      );
    const towns = placeLabels(
      named.map((dot) => ({
        text: dot.name,
        x: dot.x,
        y: dot.y,
        // The base's dot lies under the star: its name goes beside the star.
        gap: dot.name === baseTown ? BASE_REACH + 2 : dot.r + 3,
      })),
      {
        fontSize: townSize,
        frame: inner,
        avoid: [...named.map((dot) => around(dot, dot.r + 1)), around(star, BASE_REACH)],
      },
    );
    const countyNames = counties.flatMap(({ county, label, shape }) => {
      const placed = placeAreaLabel(county, label, shape, {
        fontSize: countySize,
        frame: inner,
        avoid: [...towns.map((town) => town.box), around(star, BASE_REACH)],
      });
      return placed ? [placed] : [];
    });
    return { screens, minPopulation, townSize, countySize, towns, counties: countyNames };
  });

  return { width: map.width, height: map.height, counties, dots, base: star, labels };
}

function isTown(place: { type: string }): boolean {
  return place.type === "town" || place.type === "city";
}

function around({ x, y }: { x: number; y: number }, reach: number): Box {
  return { x0: x - reach, y0: y - reach, x1: x + reach, y1: y + reach };
}
