/**
 * Predicted field strength of a UHF television station by Recommendation
 * ITU-R P.1546-6 (point-to-area predictions, 30 MHz to 4 GHz), kept to what
 * this site needs: a land path, the 600 MHz curves (Freeview here uses UHF
 * channels between 470 and 694 MHz, so no frequency interpolation is done),
 * 50% of time and 50% of locations, a receiving aerial at the 10 m clutter
 * height the curves assume, and no terrain: where the average terrain 3 to
 * 15 km from the mast is not known, it is taken as the ground the mast stands
 * on, so the effective height is the aerial's height above ground.
 *
 * The steps follow Annex 5 of the Recommendation: interpolate in effective
 * height (log h1), then in distance (log d), between tabulated values; scale
 * from the curves' 1 kW ERP to the station's; never exceed the free-space
 * maximum. Pure: no I/O, no state.
 */
import { H1_METRES, ROWS } from "./p1546-600mhz-land-50";

/** The curves start at 1 km; a home nearer the mast is treated as 1 km away. */
export const MIN_KM = 1;
/** And end at 1,000 km. */
export const MAX_KM = 1000;
/**
 * Below 10 m the Recommendation uses a separate method (its §4.2); no station
 * in this table is that low, so heights are held at 10 m rather than extrapolated.
 */
export const MIN_H1 = 10;

export interface StationSignal {
  /** Effective radiated power of the strongest multiplex, kW. */
  erpKw: number;
  /** Effective height of the transmitting aerial, metres (see the module comment). */
  effectiveHeightM: number;
}

const log10 = Math.log10;

/** Row index i such that ROWS[i][0] <= km <= ROWS[i + 1][0]. */
function distanceBracket(km: number): number {
  for (let i = 0; i < ROWS.length - 1; i++) if (km <= ROWS[i + 1]![0]!) return i;
  return ROWS.length - 2;
}

/** Column index j such that H1_METRES[j] <= h <= H1_METRES[j + 1] (or the top pair, to extrapolate above 1,200 m). */
function heightBracket(h: number): number {
  for (let j = 0; j < H1_METRES.length - 1; j++) if (h <= H1_METRES[j + 1]!) return j;
  return H1_METRES.length - 2;
}

/** Field strength for 1 kW at a tabulated distance row, interpolated in log h1 (P.1546 Annex 5, eq. 14). */
function atRow(row: readonly number[], h1: number): number {
  const j = heightBracket(h1);
  const [hInf, hSup] = [H1_METRES[j]!, H1_METRES[j + 1]!];
  const [eInf, eSup] = [row[j + 1]!, row[j + 2]!];
  return eInf + ((eSup - eInf) * log10(h1 / hInf)) / log10(hSup / hInf);
}

/** Interpolates `pick` of the two bracketing rows in log distance (P.1546 Annex 5, eq. 15). */
function inDistance(km: number, pick: (row: readonly number[]) => number): number {
  const i = distanceBracket(km);
  const [lower, upper] = [ROWS[i]!, ROWS[i + 1]!];
  const [dInf, dSup] = [lower[0]!, upper[0]!];
  const [eInf, eSup] = [pick(lower), pick(upper)];
  return eInf + ((eSup - eInf) * log10(km / dInf)) / log10(dSup / dInf);
}

/**
 * The field strength exceeded at 50% of locations for 50% of the time,
 * dB(µV/m), `km` from a station of the given ERP and effective height.
 */
export function fieldStrength(km: number, signal: StationSignal): number {
  const d = Math.min(Math.max(km, MIN_KM), MAX_KM);
  const h1 = Math.max(signal.effectiveHeightM, MIN_H1);
  const perKw = inDistance(d, (row) => atRow(row, h1));
  const freeSpace = inDistance(d, (row) => row[row.length - 1]!);
  return Math.min(perKw, freeSpace) + 10 * log10(signal.erpKw);
}
