/**
 * Each place's nearest others, as sorting every other place by distance would
 * give them, without measuring every pair: measuring every pair made resolving
 * grow with the square of the places. The places are ordered by latitude, and
 * a search walks out from the place's own latitude, nearer latitude first, and
 * stops where the difference in latitude alone puts every place left farther
 * than the last of those it keeps: a great circle is never shorter than its
 * north-south part. Pure.
 */
import type { Coordinates } from "../../model/page-props";
import { distanceKm } from "../../model/geo";

/** Room for rounding: the walk goes this far past the bound before it trusts it. */
const ROUNDING_KM = 1e-6;

/**
 * Finds, for the place at an index of `points`, the first `k` indexes that
 * `accept` takes in order of distance from it, ties in `tieBreak`'s order (a
 * total order on indexes): what a full sort of the accepted indexes gives.
 */
export function nearestFinder(
  points: readonly Coordinates[],
  tieBreak: (a: number, b: number) => number,
): (from: number, k: number, accept: (index: number) => boolean) => number[] {
  const byLatitude = [...points.keys()].sort((a, b) => points[a]!.lat - points[b]!.lat || a - b);
  const rank = new Int32Array(points.length);
  byLatitude.forEach((index, at) => (rank[index] = at));
  const km = new Float64Array(points.length);

  return (from, k, accept) => {
    const here = points[from]!;
    const nearer = (a: number, b: number) => km[a]! - km[b]! || tieBreak(a, b);
    const first: number[] = [];
    const keep = (index: number): void => {
      if (k === 0 || !accept(index)) return;
      km[index] = distanceKm(here, points[index]!);
      if (first.length === k && nearer(index, first[k - 1]!) >= 0) return;
      let at = first.length;
      while (at > 0 && nearer(index, first[at - 1]!) < 0) at--;
      first.splice(at, 0, index);
      if (first.length > k) first.pop();
    };
    // The distance due north or south to a place's latitude: no shorter way reaches the place.
    const latitudeKm = (at: number) =>
      distanceKm(here, { lat: points[byLatitude[at]!]!.lat, lng: here.lng });
    let south = rank[from]! - 1;
    let north = rank[from]! + 1;
    keep(from);
    while (south >= 0 || north < byLatitude.length) {
      const goSouth =
        north >= byLatitude.length || (south >= 0 && latitudeKm(south) <= latitudeKm(north));
      const at = goSouth ? south-- : north++;
      // Every place left is at least this far: none of them can be kept.
      if (first.length === k && latitudeKm(at) > km[first[k - 1]!]! + ROUNDING_KM) break;
      keep(byLatitude[at]!);
    }
    return first;
  };
}
