/**
 * Which Freeview transmitter a place uses, and which others are realistic,
 * by one rule over data/transmitters.yaml. Every page that names a place's
 * transmitter (its town page, its postcode pages, the transmitter dashboard)
 * asks this module, so they cannot disagree.
 *
 * The rule, in order:
 *   1. named: the place's own `transmitter:` in data/locations.yaml, set
 *      where research names the station homes there use;
 *   2. predicted: the strongest station by ITU-R P.1546 (model/propagation.ts),
 *      where every candidate has a prediction: the main stations no more than
 *      REALISTIC_RATIO times as far as the nearest, any relay whose sources
 *      name the place or a place within NEIGHBOUR_KM, and any relay with a
 *      published site within RELAY_KM.
 *      A candidate whose ERP, aerial height or site is not published could be
 *      the strongest, so then the rule does not guess and goes on;
 *   3. relay: a relay whose sources name the place (`serves`); where two
 *      do, the one listed first in the table;
 *   4. nearest: otherwise the nearest main station.
 * Beside the choice stand the realistic others: those research names for the
 * place (`alsoTransmitters`), then for a predicted choice the stations within
 * MARGIN_DB of it, otherwise a relay that serves the place, relays that
 * serve a neighbour within NEIGHBOUR_KM, and the main stations within
 * REALISTIC_RATIO of the nearest distance.
 */
import type { Coordinates } from "../../model/page-props";
import { MARGIN_DB, REALISTIC_RATIO } from "../../model/aerial";
import { bearingDegrees, distanceKm } from "../../model/geo";
import { fieldStrength } from "../../model/propagation";
import type { Location } from "../schema/locations";
import type { StationSignalFacts, Transmitter } from "../schema/transmitters";

/** At most this many alternatives are named. */
const MAX_ALTERNATIVES = 3;

/** A relay with a published site this close is a candidate even where no source names the place. */
export const RELAY_KM = 15;

/**
 * A relay whose sources name a place this close (centre to centre) is named
 * beside the choice too: its coverage does not stop at the next village's sign.
 * Most relays' sites are unpublished, so the distance is from the served
 * place's centre: 2.5 km beyond a town reaching about 1.5 km from its centre.
 */
export const NEIGHBOUR_KM = 4;

export interface StationView {
  transmitter: Transmitter;
  /** Unknown where the mast's position is not published, as for many small relays. */
  km?: number;
  /** Degrees clockwise from true north, from the place to the mast. */
  bearing?: number;
  /**
   * Predicted field strength here, dB(µV/m), by ITU-R P.1546 at 600 MHz, 50%
   * of locations and time; absent where the station's ERP, aerial height or
   * site is not published.
   */
  predicted?: number;
}

type MainView = StationView & { transmitter: Extract<Transmitter, { kind: "main" }>; km: number };
type PredictedView = StationView & { predicted: number };

export type ReceptionBasis = "named" | "predicted" | "relay" | "nearest";

export interface Reception {
  station: StationView;
  basis: ReceptionBasis;
  /** Other realistic stations, strongest or nearest first; the chosen one is never among them. */
  alternatives: StationView[];
  /** For a predicted choice: its lead in dB over the next strongest candidate, where there is one. */
  margin?: number;
  /**
   * The nearest main station, always with a distance and bearing: where the
   * chosen relay's site is not published, the page still gives a direction
   * in degrees, and says whose it is.
   */
  nearestMain: StationView;
}

type Place = Pick<Location, "name" | "coordinates" | "transmitter" | "alsoTransmitters">;

/**
 * The aerial's effective height: above ground where published; otherwise its
 * height above sea level less the site's. The average terrain 3 to 15 km out
 * is not known, so it is taken as the mast's own ground (propagation.ts).
 */
export function effectiveHeight(signal: StationSignalFacts | undefined): number | undefined {
  if (!signal) return undefined;
  if (signal.aerialHeightM !== undefined) return signal.aerialHeightM;
  if (signal.aerialAboveSeaM !== undefined && signal.siteHeightM !== undefined)
    return signal.aerialAboveSeaM - signal.siteHeightM;
  return undefined;
}

function view(from: Coordinates, transmitter: Transmitter): StationView {
  const at = transmitter.coordinates;
  if (!at) return { transmitter };
  const km = distanceKm(from, at);
  const erpKw = transmitter.signal?.erpKw;
  const effectiveHeightM = effectiveHeight(transmitter.signal);
  return {
    transmitter,
    km,
    bearing: bearingDegrees(from, at),
    ...(erpKw !== undefined &&
      effectiveHeightM !== undefined && {
        predicted: fieldStrength(km, { erpKw, effectiveHeightM }),
      }),
  };
}

type Sited = Pick<Location, "name" | "coordinates">;

/**
 * Ids of relays whose sources name a place within NEIGHBOUR_KM of a place,
 * though not that place itself. Each relay's served places are found once,
 * so asking for every place costs the served places, not the whole table, each.
 */
export function neighbourRelaysOf(
  places: readonly Sited[],
  transmitters: readonly Transmitter[],
): (place: Sited) => string[] {
  const served = transmitters.flatMap((t) =>
    t.kind === "relay"
      ? [{ t, places: places.filter((other) => t.serves.includes(other.name)) }]
      : [],
  );
  return (place) =>
    served
      .filter(
        ({ t, places: servedPlaces }) =>
          !t.serves.includes(place.name) &&
          servedPlaces.some(
            (other) =>
              other !== place && distanceKm(place.coordinates, other.coordinates) <= NEIGHBOUR_KM,
          ),
      )
      .map(({ t }) => t.id);
}

/** `neighbourRelaysOf` for one place. */
export const neighbourRelays = (
  place: Sited,
  places: readonly Sited[],
  transmitters: readonly Transmitter[],
): string[] => neighbourRelaysOf(places, transmitters)(place);

const isPredicted = (v: StationView): v is PredictedView => v.predicted !== undefined;
const strongestFirst = (a: PredictedView, b: PredictedView) =>
  b.predicted - a.predicted || a.transmitter.id.localeCompare(b.transmitter.id);

/**
 * `neighbourRelays`: ids of relays whose sources name a place within
 * NEIGHBOUR_KM of this one (places.ts works them out from the whole table).
 */
export function receptionFor(
  place: Place,
  transmitters: readonly Transmitter[],
  neighbourRelays: readonly string[] = [],
): Reception {
  const views = transmitters.map((transmitter) => view(place.coordinates, transmitter));
  const mains = views
    .filter((v): v is MainView => v.transmitter.kind === "main")
    .sort((a, b) => a.km - b.km || a.transmitter.id.localeCompare(b.transmitter.id));
  const nearestMain = mains[0];
  if (!nearestMain) throw new Error("receptionFor: the validated table has no main station");
  const realisticMains = mains.filter((v) => v.km <= nearestMain.km * REALISTIC_RATIO);

  const named = place.transmitter && views.find((v) => v.transmitter.id === place.transmitter);
  const relay = views.find(
    ({ transmitter }) => transmitter.kind === "relay" && transmitter.serves.includes(place.name),
  );
  const nearbyRelays = views.filter(
    (v) =>
      v.transmitter.kind === "relay" &&
      ((v.km !== undefined && v.km <= RELAY_KM) || neighbourRelays.includes(v.transmitter.id)),
  );
  const candidates = [...new Set([...realisticMains, ...(relay ? [relay] : []), ...nearbyRelays])];
  const neighbours = views.filter((v) => neighbourRelays.includes(v.transmitter.id));
  const predicted = candidates.every(isPredicted)
    ? candidates.filter(isPredicted).sort(strongestFirst)
    : [];
  const strongest = predicted[0];

  const [station, basis]: [StationView, ReceptionBasis] = named
    ? [named, "named"]
    : strongest
      ? [strongest, "predicted"]
      : relay
        ? [relay, "relay"]
        : [nearestMain, "nearest"];
  const researched = views.filter((v) => place.alsoTransmitters?.includes(v.transmitter.id));
  const inMargin = strongest
    ? predicted.filter((v) => v.predicted >= strongest.predicted - MARGIN_DB)
    : [];
  const others = strongest
    ? [...researched, ...inMargin]
    : [...researched, ...(relay ? [relay] : []), ...neighbours, ...realisticMains];
  const runnerUp = basis === "predicted" ? predicted[1] : undefined;
  return {
    station,
    basis,
    alternatives: others
      .filter((v, i) => v !== station && others.indexOf(v) === i)
      .slice(0, MAX_ALTERNATIVES),
    ...(strongest && runnerUp && { margin: strongest.predicted - runnerUp.predicted }),
    nearestMain,
  };
}
