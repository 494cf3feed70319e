/**
 * A place's reception as kept between runs (reception-cache.ts): each
 * station by its index in the transmitter table rather than the entry itself,
 * which the next run reads afresh. Kept by the hash of all the reception is
 * worked out from (places.ts), that table included, so the index names the
 * same entry. A station that stands in two places of a reception is one
 * object there, and again when taken back. Pure.
 */
import type { Reception, StationView } from "./reception";
import type { Transmitter } from "../schema/transmitters";

export interface StoredView extends Omit<StationView, "transmitter" | "parent"> {
  transmitter: number;
  parent?: StoredView;
}

export interface StoredReception extends Omit<
  Reception,
  "station" | "competing" | "alternatives" | "runnerUp"
> {
  station: StoredView;
  competing: StoredView[];
  alternatives: StoredView[];
  runnerUp?: StoredView;
}

/**
 * `reception` with each station as its index in `table`. Fields keep their
 * order, as receptionFor makes them: a station first, a relay's parent last.
 */
export function storedReception(
  reception: Reception,
  table: readonly Transmitter[],
): StoredReception {
  const index = new Map(table.map((transmitter, i) => [transmitter, i]));
  const stored = new Map<StationView, StoredView>();
  const store = (view: StationView): StoredView => {
    const known = stored.get(view);
    if (known) return known;
    const { transmitter, parent, ...figures } = view;
    const made: StoredView = {
      transmitter: index.get(transmitter)!,
      ...figures,
      ...(parent && { parent: store(parent) }),
    };
    stored.set(view, made);
    return made;
  };
  const { station, basis, competing, alternatives, margin, runnerUp } = reception;
  return {
    station: store(station),
    basis,
    competing: competing.map(store),
    alternatives: alternatives.map(store),
    ...(margin !== undefined && { margin }),
    ...(runnerUp && { runnerUp: store(runnerUp) }),
  };
}

/** The reception `stored` keeps, its stations `table`'s; undefined where one is not in the table. */
export function receptionFrom(
  stored: StoredReception,
  table: readonly Transmitter[],
): Reception | undefined {
  // Kept by a run of this generator, but read off a file: taken only whole.
  if (!Array.isArray(stored.competing) || !Array.isArray(stored.alternatives)) return undefined;
  const views = new Map<StoredView, StationView>();
  let whole = true;
  const view = (kept: StoredView): StationView => {
    const known = views.get(kept);
    if (known) return known;
    const { transmitter, parent, ...figures } = kept;
    const entry = Number.isInteger(transmitter) ? table[transmitter] : undefined;
    if (!entry) whole = false;
    const made: StationView = {
      transmitter: entry!,
      ...figures,
      ...(parent && { parent: view(parent) }),
    };
    views.set(kept, made);
    return made;
  };
  const { station, basis, competing, alternatives, margin, runnerUp } = stored;
  const reception: Reception = {
    station: view(station),
    basis,
    competing: competing.map(view),
    alternatives: alternatives.map(view),
    ...(margin !== undefined && { margin }),
    ...(runnerUp && { runnerUp: view(runnerUp) }),
  };
  return whole ? reception : undefined;
}
