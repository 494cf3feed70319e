import type { Coordinates } from "./page-props";
import { plural } from "./text";

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in kilometres. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Initial great-circle bearing from `from` to `to`, degrees clockwise from true north, 0-360. */
export function bearingDegrees(from: Coordinates, to: Coordinates): number {
  const y = Math.sin(toRadians(to.lng - from.lng)) * Math.cos(toRadians(to.lat));
  const x =
    Math.cos(toRadians(from.lat)) * Math.sin(toRadians(to.lat)) -
    Math.sin(toRadians(from.lat)) *
      Math.cos(toRadians(to.lat)) *
      Math.cos(toRadians(to.lng - from.lng));
  return (toDegrees(Math.atan2(y, x)) + 360) % 360;
}

const EIGHT_POINTS = [
  "north",
  "north-east",
  "east",
  "south-east",
  "south",
  "south-west",
  "west",
  "north-west",
];

/** The 16 points an installer says aloud: "east-north-east" for a bearing of 67.5°. */
const SIXTEEN_POINTS = EIGHT_POINTS.flatMap((point, i) => {
  const next = EIGHT_POINTS[(i + 1) % 8]!;
  // Between a cardinal and an intercardinal point the cardinal comes first: north-north-east.
  const between = i % 2 === 0 ? `${point}-${next}` : `${next}-${point}`;
  return [point, between];
});

/** Eight-point compass direction of `to` as seen from `from`. */
export function compassDirection(from: Coordinates, to: Coordinates): string {
  return EIGHT_POINTS[Math.round(bearingDegrees(from, to) / 45) % 8]!;
}

/**
 * Sixteen-point name of a bearing in degrees, named from the whole degree
 * that pages print beside it, so 78.6° and its printed 79° get one word.
 */
export function sixteenPoint(bearing: number): string {
  return SIXTEEN_POINTS[Math.round(Math.round(bearing) / 22.5) % 16]!;
}

export const KM_PER_MILE = 1.609344;

/** The one wording of a distance: "under a mile", "about 1 mile", "about 14 miles". */
export function formatMiles(miles: number): string {
  const whole = Math.round(miles);
  return whole < 1 ? "under a mile" : `about ${plural(whole, "mile")}`;
}

const WGS84_EQUATOR_KM = 6378.137;
const GEOSTATIONARY_RADIUS_KM = 42164.17;

/**
 * Where a dish at `site` points to see a geostationary satellite at
 * `satelliteLng` (degrees east): azimuth from true north and elevation above
 * the horizon, in degrees. Both positions as vectors from the Earth's centre
 * (a sphere is accurate to a few tenths of a degree, finer than any dish is set).
 */
export function dishAngles(
  site: Coordinates,
  satelliteLng: number,
): { azimuth: number; elevation: number } {
  const lat = toRadians(site.lat);
  const lng = toRadians(site.lng);
  const sat = toRadians(satelliteLng);
  const ground = [
    WGS84_EQUATOR_KM * Math.cos(lat) * Math.cos(lng),
    WGS84_EQUATOR_KM * Math.cos(lat) * Math.sin(lng),
    WGS84_EQUATOR_KM * Math.sin(lat),
  ];
  const satellite = [
    GEOSTATIONARY_RADIUS_KM * Math.cos(sat),
    GEOSTATIONARY_RADIUS_KM * Math.sin(sat),
    0,
  ];
  const [dx, dy, dz] = satellite.map((value, i) => value - ground[i]!) as [number, number, number];
  // The line of sight in the site's east, north and up directions.
  const east = -Math.sin(lng) * dx + Math.cos(lng) * dy;
  const north =
    -Math.sin(lat) * Math.cos(lng) * dx - Math.sin(lat) * Math.sin(lng) * dy + Math.cos(lat) * dz;
  const up =
    Math.cos(lat) * Math.cos(lng) * dx + Math.cos(lat) * Math.sin(lng) * dy + Math.sin(lat) * dz;
  return {
    azimuth: (toDegrees(Math.atan2(east, north)) + 360) % 360,
    elevation: toDegrees(Math.atan2(up, Math.hypot(east, north))),
  };
}
