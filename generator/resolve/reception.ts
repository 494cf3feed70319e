/**
 * Which Freeview transmitter a place uses, and which others are realistic,
 * by one rule over data/transmitters.yaml. Every page that names a place's
 * transmitter (its town page, its postcode pages, the transmitter dashboard)
 * asks this module, so they cannot disagree.
 *
 * The rule, in order:
 *   1. named: the place's own `transmitter:` in data/locations.yaml, set
 *      where research names the station homes there use;
 *   2. relay: a relay whose sources name the place (`serves`); where two
 *      do, the one listed first in the table. Its published coverage is
 *      firmer than any prediction;
 *   3. predicted: the candidates are every main station and every relay
 *      within reach (a published mast within RELAY_KM, or a place its sources
 *      name within REACH_KM). Each station with a published site gets the
 *      lowest and highest field strength ITU-R P.1546 predicts over every
 *      plausible value of the figures its sources lack
 *      (generator/resolve/plausible-figures.ts). One station is chosen only where its
 *      lowest beats every other candidate's highest;
 *   4. compete: otherwise the stations that could be strongest (a relay
 *      whose site is not published always could) are named together, and
 *      the page says a meter on site decides. Nothing is chosen by distance.
 * Beside the choice stand the realistic others: those research names for the
 * place (`alsoTransmitters`), then the candidates whose highest comes within
 * MARGIN_DB of the choice's lowest, strongest first.
 */
import type { Coordinates } from "../../model/page-props";
import { MARGIN_DB } from "../../model/aerial";
import { bearingDegrees, distanceKm } from "../../model/geo";
import { predictedRange } from "./plausible-figures";
import { gridReferenceToWgs84 } from "../os-grid";
import type { Location } from "../schema/locations";
import type { StationSignalFacts, Transmitter } from "../schema/transmitters";

/** At most this many alternatives are named. */
const MAX_ALTERNATIVES = 3;

/** A relay with a published site this close is a candidate even where no source names the place. */
export const RELAY_KM = 15;

/**
 * A relay whose sources name a place this close (centre to centre) is within
 * reach: most relays' sites are not published, so its mast is somewhere near
 * the place it is named for, and its coverage does not stop at the next
 * village's sign. The page names such a relay and leaves the verdict to a
 * meter, so erring wide costs a sentence where erring narrow hides a station
 * (Cherhill is 4.0 km from Calne, whose relay the sources name).
 */
export const REACH_KM = 5;

export interface StationView {
  transmitter: Transmitter;
  /** Unknown where the mast's position is not published, as for many small relays. */
  km?: number;
  /** Degrees clockwise from true north, from the place to the mast. */
  bearing?: number;
  /**
   * Predicted field strength here, dB(µV/m), by ITU-R P.1546 at 600 MHz, 50%
   * of locations and time, where the sources give every figure the model needs.
   */
  predicted?: number;
  /**
   * The lowest and highest prediction over every plausible value of a figure
   * the sources lack; equal to `predicted` where they lack none. Absent where
   * the mast's site is not published.
   */
  range?: { low: number; high: number };
  /**
   * For a relay whose site is not published: its parent, which carries the
   * same programmes, where the parent's highest prediction here comes within
   * MARGIN_DB of the strongest candidate's lowest; the only direction such a
   * relay's page gives.
   */
  parent?: StationView;
}

type RangedView = StationView & { range: { low: number; high: number } };

export type ReceptionBasis = "named" | "predicted" | "relay" | "compete";

export interface Reception {
  /** The chosen station; where stations compete, the first of them (the highest plausible signal). */
  station: StationView;
  basis: ReceptionBasis;
  /** Where stations compete: every one of them, `station` first; otherwise empty. */
  competing: StationView[];
  /** Other realistic stations, strongest first; the chosen or competing ones are never among them. */
  alternatives: StationView[];
  /**
   * For a predicted choice: its lead in dB over the next candidate, the
   * choice's lowest against that one's highest, and that candidate.
   */
  margin?: number;
  runnerUp?: StationView;
}

/** All of a place that its reception reads. */
export type ReceptionPlace = Pick<
  Location,
  "name" | "coordinates" | "transmitter" | "alsoTransmitters"
>;
type Place = ReceptionPlace;

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

/**
 * Where the mast stands: its coordinates as published, or else from its grid
 * reference, so an entry needs only what the source prints.
 */
export function siteOf(transmitter: Transmitter): Coordinates | undefined {
  if (transmitter.coordinates) return transmitter.coordinates;
  if (transmitter.gridReference === undefined) return undefined;
  // Converted once a station, not once a place that looks at it.
  let site = sites.get(transmitter);
  if (!site) {
    site = gridReferenceToWgs84(transmitter.gridReference);
    sites.set(transmitter, site);
  }
  return site;
}

const sites = new WeakMap<Transmitter, Coordinates>();

function view(from: Coordinates, transmitter: Transmitter): StationView {
  const at = siteOf(transmitter);
  if (!at) return { transmitter };
  const km = distanceKm(from, at);
  const erpKw = transmitter.signal?.erpKw;
  const effectiveHeightM = effectiveHeight(transmitter.signal);
  const range = predictedRange(km, transmitter.kind, { erpKw, effectiveHeightM });
  return {
    transmitter,
    km,
    bearing: bearingDegrees(from, at),
    // Where the sources give both figures, the range is the one prediction: made once.
    ...(erpKw !== undefined && effectiveHeightM !== undefined && { predicted: range.low }),
    range,
  };
}

type Sited = Pick<Location, "name" | "coordinates">;

/**
 * Ids of relays whose sources name a place within REACH_KM of a place,
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
              other !== place && distanceKm(place.coordinates, other.coordinates) <= REACH_KM,
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

const isRanged = (v: StationView): v is RangedView => v.range !== undefined;
/** Highest plausible signal first; a relay whose site is not published, which has none, after. */
const highestFirst = (a: StationView, b: StationView) =>
  (b.range?.high ?? -Infinity) - (a.range?.high ?? -Infinity) ||
  a.transmitter.id.localeCompare(b.transmitter.id);

/** The first of `views` not already in `taken`, each once, at most MAX_ALTERNATIVES. */
const besides = (views: readonly StationView[], taken: readonly StationView[]) =>
  views.filter((v, i) => !taken.includes(v) && views.indexOf(v) === i).slice(0, MAX_ALTERNATIVES);

/**
 * `neighbourRelays`: ids of relays whose sources name a place within
 * REACH_KM of this one (places.ts works them out from the whole table).
 */
export function receptionFor(
  place: Place,
  transmitters: readonly Transmitter[],
  neighbourRelays: readonly string[] = [],
): Reception {
  // A station's view is worked out only when the rule reads it, once: most of the table's
  // relays are far away, and their predictions were most of a place's time here.
  const viewed = new Map<Transmitter, StationView>();
  const viewOf = (transmitter: Transmitter): StationView =>
    viewed.get(transmitter) ??
    viewed.set(transmitter, view(place.coordinates, transmitter)).get(transmitter)!;
  const find = (test: (transmitter: Transmitter) => boolean): StationView | undefined => {
    const found = transmitters.find(test);
    return found && viewOf(found);
  };
  const near = (transmitter: Transmitter): boolean => {
    const at = siteOf(transmitter);
    return at !== undefined && distanceKm(place.coordinates, at) <= RELAY_KM;
  };
  const named = place.transmitter && find(({ id }) => id === place.transmitter);
  const relay = find((t) => t.kind === "relay" && t.serves.includes(place.name));
  const candidates = transmitters
    .filter(
      (transmitter) =>
        transmitter.kind === "main" ||
        transmitter === relay?.transmitter ||
        neighbourRelays.includes(transmitter.id) ||
        near(transmitter),
    )
    .map(viewOf)
    .sort(highestFirst);
  // A candidate whose highest falls below another's lowest cannot be the strongest.
  const floor = Math.max(...candidates.filter(isRanged).map((v) => v.range.low));
  const contenders = candidates.filter((v) => !isRanged(v) || v.range.high >= floor);
  const researched = transmitters
    .filter(({ id }) => place.alsoTransmitters?.includes(id))
    .map(viewOf);
  const realistic = (low: number) =>
    candidates.filter((v) => !isRanged(v) || v.range.high >= low - MARGIN_DB);

  const parentInRange = (v: StationView): StationView => {
    const { transmitter } = v;
    if (transmitter.kind !== "relay" || v.km !== undefined) return v;
    const parent = find(({ id }) => id === transmitter.parent);
    return parent?.range && parent.range.high >= floor - MARGIN_DB ? { ...v, parent } : v;
  };
  const reception = (found: Reception): Reception => {
    const station = parentInRange(found.station);
    // The parent a page already gives as the relay's direction is not named again beside it.
    const given = station.parent?.transmitter.id;
    const alternatives = found.alternatives.filter((v) => v.transmitter.id !== given);
    // Nor is a parent given as another relay's direction where the page names it in its own right.
    const onPage = new Set(
      [station, ...found.competing, ...alternatives].map((v) => v.transmitter.id),
    );
    const withParent = (v: StationView) => {
      const relay = parentInRange(v);
      return relay.parent && onPage.has(relay.parent.transmitter.id) ? v : relay;
    };
    return {
      ...found,
      station,
      competing: found.competing.map(withParent),
      alternatives: alternatives.map(withParent),
    };
  };

  const given = named || relay;
  if (given) {
    const others = [...researched, ...(named && relay ? [relay] : []), ...contenders];
    return reception({
      station: given,
      basis: named ? "named" : "relay",
      competing: [],
      alternatives: besides(others, [given]),
    });
  }
  const [leader, ...rest] = contenders;
  if (!leader) throw new Error("receptionFor: the validated table has no main station");
  if (rest.length === 0 && isRanged(leader)) {
    const runnerUp = candidates.find((v) => v !== leader);
    const others = [...researched, ...realistic(leader.range.low)];
    return reception({
      station: leader,
      basis: "predicted",
      competing: [],
      alternatives: besides(others, [leader]),
      ...(runnerUp?.range && {
        margin: leader.range.low - runnerUp.range.high,
        runnerUp,
      }),
    });
  }
  return reception({
    station: leader,
    basis: "compete",
    competing: contenders,
    alternatives: besides(researched, contenders),
  });
}
