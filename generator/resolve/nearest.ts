/**
 * Each place's nearest others, as sorting every other place by distance would
 * give them, without measuring every pair: measuring every pair made resolving
 * grow with the square of the places, and walking out in latitude alone
 * measured every place of a band across the whole map. The candidates are put
 * in a grid of cells by latitude and longitude, and a search visits the cells
 * in rings around the place's own and stops when every candidate beyond the
 * rings visited is farther than the last of those it keeps: a great circle is
 * never shorter than its north-south part, nor than its east-west part at the
 * highest latitude of its two ends. Pure.
 */
import type { Coordinates } from "../../model/page-props";
import { distanceKm } from "../../model/geo";
import { compareText } from "../../model/text";
import { keyOf } from "../made-from";

/** A degree of latitude along a meridian, as the distance the pages state measures it. */
const KM_PER_DEGREE = distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 });

/** Room for rounding: the search goes this far past the bound before it trusts it. */
const ROUNDING_KM = 1e-6;

/** About this many candidates a cell, where they spread evenly. */
const PER_CELL = 3;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The shortest two points `degrees` of longitude apart can be, both at most
 * `cosine` (the cosine of the higher of their latitudes) from the equator's:
 * the haversine's east-west term alone. Where the grid spans half the globe
 * or more, longitude bounds nothing.
 */
function eastWestKm(degrees: number, cosine: number): number {
  if (degrees >= 180) return 0;
  return 2 * (KM_PER_DEGREE * (180 / Math.PI)) * Math.asin(cosine * Math.sin(radians(degrees) / 2));
}

interface Grid {
  south: number;
  west: number;
  /** A cell's height and width, degrees. */
  height: number;
  width: number;
  rows: number;
  columns: number;
  /** The candidates in each cell, row by row. */
  cells: number[][];
  /** The highest latitude of any candidate, degrees from the equator. */
  farthestLat: number;
  spansHalf: boolean;
}

function gridOf(points: readonly Coordinates[], candidates: readonly number[]): Grid {
  const lats = candidates.map((i) => points[i]!.lat);
  const lngs = candidates.map((i) => points[i]!.lng);
  const south = Math.min(...lats);
  const west = Math.min(...lngs);
  const latSpan = Math.max(...lats) - south;
  const lngSpan = Math.max(...lngs) - west;
  // Square cells on the ground, as many as give PER_CELL candidates each.
  const shrink = Math.cos(radians(south + latSpan / 2));
  const area = Math.max(latSpan, 1e-9) * Math.max(lngSpan * shrink, 1e-9);
  const side = Math.sqrt((area * PER_CELL) / Math.max(candidates.length, 1));
  const height = Math.max(side, 1e-9);
  const width = Math.max(side / Math.max(shrink, 1e-9), 1e-9);
  const rows = Math.floor(latSpan / height) + 1;
  const columns = Math.floor(lngSpan / width) + 1;
  const cells: number[][] = Array.from({ length: rows * columns }, () => []);
  for (const index of candidates) {
    const { lat, lng } = points[index]!;
    const row = Math.min(rows - 1, Math.floor((lat - south) / height));
    const column = Math.min(columns - 1, Math.floor((lng - west) / width));
    cells[row * columns + column]!.push(index);
  }
  const farthestLat = Math.max(0, ...lats.map(Math.abs));
  return {
    south,
    west,
    height,
    width,
    rows,
    columns,
    cells,
    farthestLat,
    spansHalf: lngSpan >= 180,
  };
}

const clamp = (value: number, last: number) => Math.min(last, Math.max(0, Math.floor(value)));

/**
 * Finds, for the point at an index of `points`, the first `k` of `candidates`
 * (indexes of `points`; never the point itself) in order of distance from it,
 * ties in `tieBreak`'s order (a total order on indexes): what a full sort of
 * the candidates gives.
 */
export function nearestFinder(
  points: readonly Coordinates[],
  candidates: readonly number[],
  tieBreak: (a: number, b: number) => number,
): (from: number, k: number) => number[] {
  const grid = gridOf(points, candidates);
  const { rows, columns, cells, height, width } = grid;
  const km = new Float64Array(points.length);

  return (from, k) => {
    const here = points[from]!;
    const nearer = (a: number, b: number) => km[a]! - km[b]! || tieBreak(a, b);
    const first: number[] = [];
    if (k <= 0 || candidates.length === 0) return first;
    const keep = (index: number): void => {
      km[index] = distanceKm(here, points[index]!);
      if (first.length === k && nearer(index, first[k - 1]!) >= 0) return;
      let at = first.length;
      while (at > 0 && nearer(index, first[at - 1]!) < 0) at--;
      first.splice(at, 0, index);
      if (first.length > k) first.pop();
    };
    const visit = (row: number, column: number): void => {
      if (row < 0 || row >= rows || column < 0 || column >= columns) return;
      for (const index of cells[row * columns + column]!) if (index !== from) keep(index);
    };
    // The cell the point is in, or the grid's nearest where the point lies outside it.
    const row = clamp((here.lat - grid.south) / height, rows - 1);
    const column = clamp((here.lng - grid.west) / width, columns - 1);
    const cosine = Math.cos(radians(Math.max(grid.farthestLat, Math.abs(here.lat))));
    /** The least distance from the point to any candidate outside the rings up to `r`. */
    const beyond = (r: number): number => {
      const sides: number[] = [];
      if (row - r > 0) sides.push((here.lat - (grid.south + (row - r) * height)) * KM_PER_DEGREE);
      if (row + r < rows - 1)
        sides.push((grid.south + (row + r + 1) * height - here.lat) * KM_PER_DEGREE);
      const east = column + r < columns - 1;
      const west = column - r > 0;
      if ((east || west) && grid.spansHalf) sides.push(0);
      if (west) sides.push(eastWestKm(here.lng - (grid.west + (column - r) * width), cosine));
      if (east) sides.push(eastWestKm(grid.west + (column + r + 1) * width - here.lng, cosine));
      return Math.min(...sides);
    };
    visit(row, column);
    for (let r = 1; ; r++) {
      const bound = beyond(r - 1);
      if (bound === Infinity) break;
      // Every candidate left is at least this far: none of them can be kept.
      if (first.length === k && bound > km[first[k - 1]!]! + ROUNDING_KM) break;
      for (let c = column - r; c <= column + r; c++) {
        visit(row - r, c);
        visit(row + r, c);
      }
      for (let d = row - r + 1; d <= row + r - 1; d++) {
        visit(d, column - r);
        visit(d, column + r);
      }
    }
    return first;
  };
}

/** A place as its nearest lists see it: where it is, its slug (ties go by it), and whether it is a town. */
export interface Sited {
  coordinates: Coordinates;
  slug: string;
  town: boolean;
}

/** How many of the closest places, and of the nearest towns, each list holds. */
export interface NearestCounts {
  closest: number;
  towns: number;
}

/**
 * Each place's closest others and nearest towns (towns and cities), by index,
 * ties by slug, with the key of all they were found from: the places'
 * coordinates, slugs, which are towns, and the counts.
 */
export interface NearestLists {
  key: string;
  closest: number[][];
  towns: number[][];
}

/**
 * The nearest lists of `places`: `last` (the last run's) when it was found from
 * the very same places and counts and has the shape such lists must have,
 * else found again. A write-up or a key feature moves no place.
 */
export function nearestLists(
  places: readonly Sited[],
  counts: NearestCounts,
  last?: NearestLists,
): NearestLists {
  const key = keyOf(
    JSON.stringify([
      counts,
      places.map(({ coordinates, slug, town }) => [coordinates.lat, coordinates.lng, slug, town]),
    ]),
  );
  const towns = [...places.keys()].filter((i) => places[i]!.town);
  if (last?.key === key && fits(last, places, towns.length, counts)) return last;
  const points = places.map((place) => place.coordinates);
  const bySlug = (a: number, b: number) => compareText(places[a]!.slug, places[b]!.slug);
  const closest = nearestFinder(points, [...places.keys()], bySlug);
  const nearestTowns = nearestFinder(points, towns, bySlug);
  return {
    key,
    closest: places.map((_, self) => closest(self, counts.closest)),
    towns: places.map((_, self) => nearestTowns(self, counts.towns)),
  };
}

/** Whether `lists` can be lists of these places: as many lists, each as long as it must be, of other places. */
function fits(
  lists: NearestLists,
  places: readonly Sited[],
  townCount: number,
  counts: NearestCounts,
): boolean {
  const n = places.length;
  const shaped = (list: unknown, self: number, length: number, town: boolean) =>
    Array.isArray(list) &&
    list.length === length &&
    list.every(
      (i: unknown) =>
        Number.isInteger(i) &&
        typeof i === "number" &&
        i >= 0 &&
        i < n &&
        i !== self &&
        (!town || places[i]!.town),
    );
  return (
    Array.isArray(lists.closest) &&
    Array.isArray(lists.towns) &&
    lists.closest.length === n &&
    lists.towns.length === n &&
    places.every(
      (place, self) =>
        shaped(lists.closest[self], self, Math.min(counts.closest, n - 1), false) &&
        shaped(
          lists.towns[self],
          self,
          Math.min(counts.towns, townCount - (place.town ? 1 : 0)),
          true,
        ),
    )
  );
}
