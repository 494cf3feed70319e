/**
 * The sky over a place as a Starlink dish sees it, as geometry: a plan of
 * the sky with the zenith at the centre and the horizon at the ring, north
 * up, and the geostationary belt across it. Two facts from Starlink's own
 * support article on obstructions
 * (https://starlink.com/gb/support/article/71707228-cea9-52d5-6134-f3de8cc7437f):
 * it recommends a completely clear view of sky, and it does not send or
 * receive through the band where geostationary satellites sit. Where that
 * belt crosses the place's sky is computed; the band's width and the dish's
 * field of view are not published there, so they are not drawn. Pure.
 */
import { dishAngles, sixteenPoint } from "../../model/geo";
import type { Coordinates } from "../../model/page-props";
import type { SkyView } from "../../model/page-props";
import { along, compassLetters, round, WIDTH, type CompassLetter, type Point } from "./compass";

const CENTRE = { x: WIDTH / 2, y: 124 };
export const HORIZON = 100;
const LINE = 17;

export interface SkyDrawing {
  viewBox: { x: number; y: number; width: number; height: number };
  centre: Point;
  horizon: number;
  /** Rings at 30° and 60° above the horizon, with their labels. */
  rings: { radius: number; label: string; at: Point }[];
  compass: CompassLetter[];
  /** The belt as an SVG polyline's points. */
  belt: string;
  legend: { line: [Point, Point]; x: number; y: number; lines: string[] };
  /** "Overhead", under the centre. */
  overhead: Point;
}

/** Where a direction in the sky lands on the plan: the higher, the nearer the centre. */
/** Satellites this many degrees of longitude either side of the place, every BELT_STEP: horizon to horizon from the UK. */
const BELT_REACH = 75;
const BELT_STEP = 15;
/** Tenths of a degree: finer than the picture can show. */
const tenth = (n: number) => Math.round(n * 10) / 10;

/** Points along the geostationary belt across the place's sky, from horizon to horizon, west to east, degrees. */
export function skyBelt(coordinates: Coordinates): { azimuth: number; elevation: number }[] {
  const belt = [];
  for (let offset = -BELT_REACH; offset <= BELT_REACH; offset += BELT_STEP) {
    const { azimuth, elevation } = dishAngles(coordinates, coordinates.lng + offset);
    if (elevation >= 0) belt.push({ azimuth: tenth(azimuth), elevation: tenth(elevation) });
  }
  return belt;
}

export function skyPoint(azimuth: number, elevation: number): Point {
  return along(CENTRE, azimuth, (HORIZON * (90 - elevation)) / 90);
}

export function skyDrawing(sky: SkyView): SkyDrawing {
  const legendY = CENTRE.y + HORIZON + 2 * LINE;
  return {
    viewBox: { x: 0, y: 0, width: WIDTH, height: legendY + 2 * LINE },
    centre: CENTRE,
    horizon: HORIZON,
    rings: [30, 60].map((elevation) => {
      const radius = round((HORIZON * (90 - elevation)) / 90);
      // On the north-west diagonal, away from the belt in the southern sky.
      return { radius, label: `${elevation}°`, at: along(CENTRE, 315, radius) };
    }),
    compass: compassLetters(CENTRE, HORIZON + 12),
    belt: skyBelt(sky.coordinates)
      .map(({ azimuth, elevation }) => skyPoint(azimuth, elevation))
      .map(({ x, y }) => `${x},${y}`)
      .join(" "),
    overhead: { x: CENTRE.x, y: CENTRE.y + 20 },
    legend: {
      line: [
        { x: 8, y: legendY - 5 },
        { x: 36, y: legendY - 5 },
      ],
      x: 44,
      y: legendY,
      lines: ["Geostationary belt: Starlink", "does not send or receive there"],
    },
  };
}

/** The same facts in words, for the picture's description. */
export function skyDescription(sky: SkyView): string {
  const belt = skyBelt(sky.coordinates);
  const [first] = belt;
  const last = belt.at(-1);
  let arc = "";
  if (first && last) {
    const highest = belt.reduce((best, point) => (point.elevation > best.elevation ? point : best));
    arc =
      `: the belt of geostationary satellites, which Starlink does not send or receive through,` +
      ` arcs from ${sixteenPoint(first.azimuth)} by the south to ${sixteenPoint(last.azimuth)},` +
      ` ${Math.round(highest.elevation)}° up at its highest, ${sixteenPoint(highest.azimuth)}`;
  }
  return `The sky over ${sky.place}, north at the top and overhead at the centre${arc}.`;
}
