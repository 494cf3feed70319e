/**
 * What a station's unpublished figures could be, by kind of station, so the
 * reception rule can ask whether a choice holds for every plausible value
 * instead of guessing one. Field strength grows with both ERP and aerial
 * height, so a station's lowest and highest prediction come from the lower
 * and upper ends of these ranges together.
 */
import { fieldStrength } from "./propagation";

export interface Range {
  min: number;
  max: number;
}

export interface PlausibleFigures {
  /** ERP of the strongest multiplex, kW. */
  erpKw: Range;
  /** The transmitting aerial's height above the ground at the mast, metres. */
  aerialHeightM: Range;
}

/**
 * Main stations: the published powers in this area run from 50 kW
 * (Hannington) to 200 kW (Sutton Coldfield, Crystal Palace), and Mendip ran
 * at 10 kW before switchover, so 10 to 200 kW. Their published aerial
 * heights run from 153 m (Hannington) through 160 m (Oxford) and 165 m
 * (Ridge Hill) to 215 m (Crystal Palace), and the tallest mast in the area
 * is Mendip's at 293 m: an aerial sits no higher than its mast's top, so 100
 * to 293 m.
 *
 * Relays: from 2 W, below the smallest published here (Washford, a relay of
 * Mendip, 12.4 W), to 10 kW, far above any relay here (Henley-on-Thames,
 * 100 W); their masts are short: 13.5 m at Lark Stoke, 35 m at Nailsworth,
 * about 45 m at Henley and Marlborough, so 10 to 50 m.
 */
export const PLAUSIBLE: Record<"main" | "relay", PlausibleFigures> = {
  main: { erpKw: { min: 10, max: 200 }, aerialHeightM: { min: 100, max: 293 } },
  relay: { erpKw: { min: 0.002, max: 10 }, aerialHeightM: { min: 10, max: 50 } },
};

/** What the sources give of a station's signal; a missing figure takes its kind's range. */
export interface KnownFigures {
  erpKw?: number | undefined;
  effectiveHeightM?: number | undefined;
}

/**
 * The lowest and highest field strength, dB(µV/m), `km` from a station of
 * this kind, over every plausible value of each figure its sources lack;
 * one value where they give both.
 */
export function predictedRange(
  km: number,
  kind: "main" | "relay",
  known: KnownFigures,
): { low: number; high: number } {
  const plausible = PLAUSIBLE[kind];
  const erp = known.erpKw ?? plausible.erpKw;
  const height = known.effectiveHeightM ?? plausible.aerialHeightM;
  const at = (end: "min" | "max") =>
    fieldStrength(km, {
      erpKw: typeof erp === "number" ? erp : erp[end],
      effectiveHeightM: typeof height === "number" ? height : height[end],
    });
  const low = at("min");
  // Both figures given: one prediction, not the same one twice.
  return { low, high: typeof erp === "number" && typeof height === "number" ? low : at("max") };
}
