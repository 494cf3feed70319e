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
 *      do, the one listed first in the table;
 *   3. nearest: otherwise the nearest main station.
 * Beside the choice stand the realistic others, since which gives the
 * steadier picture changes from street to street: those research names for
 * the place (`alsoTransmitters`), a relay that serves it, and the main
 * stations no more than REALISTIC_RATIO times as far as the nearest one.
 */
import type { Coordinates } from "../../model/page-props";
import { REALISTIC_RATIO } from "../../model/aerial";
import { bearingDegrees, distanceKm } from "../../model/geo";
import type { Location } from "../schema/locations";
import type { Transmitter } from "../schema/transmitters";

/** At most this many alternatives are named. */
const MAX_ALTERNATIVES = 3;

export interface StationView {
  transmitter: Transmitter;
  /** Unknown where the mast's position is not published, as for many small relays. */
  km?: number;
  /** Degrees clockwise from true north, from the place to the mast. */
  bearing?: number;
}

type MainView = StationView & { transmitter: Extract<Transmitter, { kind: "main" }>; km: number };

export type ReceptionBasis = "named" | "relay" | "nearest";

export interface Reception {
  station: StationView;
  basis: ReceptionBasis;
  /** Other realistic stations, nearest first; the chosen one is never among them. */
  alternatives: StationView[];
}

type Place = Pick<Location, "name" | "coordinates" | "transmitter" | "alsoTransmitters">;

function view(from: Coordinates, transmitter: Transmitter): StationView {
  const at = transmitter.coordinates;
  return at
    ? { transmitter, km: distanceKm(from, at), bearing: bearingDegrees(from, at) }
    : { transmitter };
}

export function receptionFor(place: Place, transmitters: readonly Transmitter[]): Reception {
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

  const [station, basis]: [StationView, ReceptionBasis] = named
    ? [named, "named"]
    : relay
      ? [relay, "relay"]
      : [nearestMain, "nearest"];
  const researched = views.filter((v) => place.alsoTransmitters?.includes(v.transmitter.id));
  const others = [...researched, ...(relay ? [relay] : []), ...realisticMains];
  return {
    station,
    basis,
    alternatives: others
      .filter((v, i) => v !== station && others.indexOf(v) === i)
      .slice(0, MAX_ALTERNATIVES),
  };
}
