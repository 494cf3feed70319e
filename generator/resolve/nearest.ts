/**
 * Each place's nearest others, as sorting every other place by distance would
 * give them, without measuring every pair: measuring every pair made resolving
 * grow with the square of the places. The candidates are ordered by latitude,
 * and a search walks out from the place's own latitude, nearer latitude first,
 * and stops where the difference in latitude alone puts every candidate left
 * farther than the last of those it keeps: a great circle is never shorter
 * than its north-south part. Pure.
 */
import type { Coordinates } from "../../model/page-props";
import { distanceKm } from "../../model/geo";

/** A degree of latitude along a meridian, as the distance the pages state measures it. */
const KM_PER_DEGREE = distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 });

/** Room for rounding: the walk goes this far past the bound before it trusts it. */
const ROUNDING_KM = 1e-6;

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
  const byLatitude = [...candidates].sort((a, b) => points[a]!.lat - points[b]!.lat || a - b);
  const latitudeKm = Float64Array.from(byLatitude, (index) => points[index]!.lat * KM_PER_DEGREE);
  const km = new Float64Array(points.length);

  return (from, k) => {
    const here = points[from]!;
    const hereKm = here.lat * KM_PER_DEGREE;
    const nearer = (a: number, b: number) => km[a]! - km[b]! || tieBreak(a, b);
    const first: number[] = [];
    const keep = (index: number): void => {
      km[index] = distanceKm(here, points[index]!);
      if (first.length === k && nearer(index, first[k - 1]!) >= 0) return;
      let at = first.length;
      while (at > 0 && nearer(index, first[at - 1]!) < 0) at--;
      first.splice(at, 0, index);
      if (first.length > k) first.pop();
    };
    // The first candidate north of the point's latitude (or at it); those before it are south.
    let north = 0;
    let south = latitudeKm.length;
    while (north < south) {
      const middle = (north + south) >>> 1;
      if (latitudeKm[middle]! < hereKm) north = middle + 1;
      else south = middle;
    }
    south = north - 1;
    while (k > 0 && (south >= 0 || north < latitudeKm.length)) {
      const southKm = south >= 0 ? hereKm - latitudeKm[south]! : Infinity;
      const northKm = north < latitudeKm.length ? latitudeKm[north]! - hereKm : Infinity;
      const goSouth = southKm <= northKm;
      // Every candidate left is at least this far: none of them can be kept.
      if (first.length === k && Math.min(southKm, northKm) > km[first[k - 1]!]! + ROUNDING_KM)
        break;
      const index = byLatitude[goSouth ? south-- : north++]!;
      if (index !== from) keep(index);
    }
    return first;
  };
}
