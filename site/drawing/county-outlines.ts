/**
 * County outlines for the service-area map, as SVG path data in the map's own
 * projection, made at build time from the district boundaries.
 *
 * Order matters: the shared arcs are projected and simplified once, before the
 * districts are merged into counties, so that neighbouring counties keep one
 * common border instead of two simplified differently; then each county is
 * cut to the map's frame, which also keeps the path data small (Wiltshire and
 * Berkshire reach far beyond the places we cover).
 */
import polygonClipping, { type MultiPolygon, type Pair, type Polygon } from "polygon-clipping";
import polylabel from "polylabel";
import { merge, transform } from "topojson-client";
import { presimplify, simplify } from "topojson-simplify";
import type { Coordinates } from "../../model/page-props";
import type { Boundaries, District } from "./boundaries";
import type { Box } from "./map-projection";

export interface CountyOutline {
  county: string;
  /** SVG path data: one closed subpath per ring, within the clip box. */
  d: string;
  /** The same outline as polygons, for fitting the county's name inside it. */
  shape: MultiPolygon;
  /** The point inside the county's largest visible part farthest from its edges. */
  label: { x: number; y: number };
}

/**
 * Below this triangle area (in square map units, about a pixel on a desktop
 * screen) a bend is dropped: smaller detail cannot be seen.
 */
export const MIN_AREA = 1.5;

export function countyOutlines(
  { topology }: Boundaries,
  project: (coordinates: Coordinates) => { x: number; y: number },
  clip: Box,
  minArea = MIN_AREA,
): CountyOutline[] {
  const decode = transform(topology.transform ?? null);
  const arcs = topology.arcs.map((arc) =>
    arc.map((position, index) => {
      const [lng = 0, lat = 0] = decode(position, index > 0);
      const { x, y } = project({ lat, lng });
      return [x, y];
    }),
  );
  const simplified = simplify(
    presimplify({ type: "Topology", objects: topology.objects, arcs }),
    minArea,
  );
  const districts = topology.objects.districts.geometries;
  const frame: Polygon = [
    [
      [clip.x0, clip.y0],
      [clip.x1, clip.y0],
      [clip.x1, clip.y1],
      [clip.x0, clip.y1],
      [clip.x0, clip.y0],
    ],
  ];
  const shape = (members: District[]): MultiPolygon =>
    polygonClipping.intersection(
      merge(simplified, members).coordinates.map((polygon) =>
        polygon.map((ring) => ring.map(([x = 0, y = 0]): Pair => [x, y])),
      ),
      frame,
    );

  const counties = [...new Set(districts.flatMap((d) => d.properties?.county ?? []))].sort();
  return counties.flatMap((county) => {
    const visible = shape(districts.filter((d) => d.properties?.county === county));
    const largest = visible.reduce<Polygon | undefined>(
      (best, polygon) => (best && area([best]) >= area([polygon]) ? best : polygon),
      undefined,
    );
    if (!largest) return [];
    const [x, y] = polylabel(largest, 1);
    return [{ county, d: pathData(visible), shape: visible, label: { x: round(x), y: round(y) } }];
  });
}

/** Absolute moves and lines to a tenth of a unit; the ring's repeated last point becomes "Z". */
function pathData(shape: MultiPolygon): string {
  return shape
    .flat()
    .map((ring) => {
      const points = ring.slice(0, -1).map(([x, y]) => `${round(x)},${round(y)}`);
      const unique = points.filter((point, i) => point !== points[i - 1]);
      return unique.length >= 3 ? `M${unique.join("L")}Z` : "";
    })
    .join("");
}

/** Area enclosed: outer rings less their holes. */
export function area(shape: MultiPolygon): number {
  return shape.reduce(
    (sum, [outer = [], ...holes]) =>
      sum + ringArea(outer) - holes.reduce((inner, hole) => inner + ringArea(hole), 0),
    0,
  );
}

function ringArea(ring: Pair[]): number {
  let twice = 0;
  for (let i = 1; i < ring.length; i++) {
    const [x0, y0] = ring[i - 1]!;
    const [x1, y1] = ring[i]!;
    twice += x0 * y1 - x1 * y0;
  }
  return Math.abs(twice / 2);
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
