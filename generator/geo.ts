import type { Coordinates } from "../site/components/page-props";

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

const DIRECTIONS = [
  "north",
  "north-east",
  "east",
  "south-east",
  "south",
  "south-west",
  "west",
  "north-west",
];

/** Eight-point compass direction of `to` as seen from `from`. */
export function compassDirection(from: Coordinates, to: Coordinates): string {
  const y = Math.sin(toRadians(to.lng - from.lng)) * Math.cos(toRadians(to.lat));
  const x =
    Math.cos(toRadians(from.lat)) * Math.sin(toRadians(to.lat)) -
    Math.sin(toRadians(from.lat)) *
      Math.cos(toRadians(to.lat)) *
      Math.cos(toRadians(to.lng - from.lng));
  const bearing = (Math.atan2(y, x) * 180) / Math.PI;
  return DIRECTIONS[Math.round(((bearing + 360) % 360) / 45) % 8]!;
}

export const KM_PER_MILE = 1.609344;
