/**
 * What is true of one place, computed from its data: how far and which way,
 * in one unit (miles) and one wording, how far it is from our base and from
 * its neighbours, the kind of place it is, and a station's name as pages
 * print it. The reception facts built on these are in reception-facts.ts.
 */
import type { Transmitter } from "../schema/transmitters";
import {
  compassDirection,
  distanceKm,
  formatMiles,
  KM_PER_MILE,
  sixteenPoint,
} from "../../model/geo";
import type { NamedPlace, PagePlace } from "./place-inputs";

/** "under a mile", "about 1 mile", "about 14 miles". */
export function milesPhrase(km: number): string {
  return formatMiles(km / KM_PER_MILE);
}

/**
 * "Oxford (Beckley)": the station's name, with its site where that is one
 * word that people also call the mast by; a longer site description belongs
 * on the dashboard, not in every sentence.
 */
export function stationName(
  transmitter: { name: string; site: string; kind?: "main" | "relay" },
  clashes: ReadonlySet<string> = NO_CLASHES,
): string {
  // A page that also names a place of the station's name tells the two apart:
  // "the Hannington transmitter (Cottington Hill, near Kingsclere, Hampshire)".
  // Relays are always written "the Calne relay", which already does.
  if (transmitter.kind !== "relay" && clashes.has(transmitter.name))
    return `the ${transmitter.name} transmitter (${transmitter.site})`;
  return /^\S+$/.test(transmitter.site) && transmitter.site !== transmitter.name
    ? `${transmitter.name} (${transmitter.site})`
    : transmitter.name;
}

export const NO_CLASHES: ReadonlySet<string> = new Set();

/** A station as it reads anywhere in a sentence: "the Calne relay", never a bare "Calne", a town's name too. */
export const stationPhrase = (
  transmitter: Parameters<typeof stationName>[0],
  clashes: ReadonlySet<string> = NO_CLASHES,
): string =>
  transmitter.kind === "relay"
    ? `the ${transmitter.name} relay`
    : stationName(transmitter, clashes);

/** Every place name a place page prints: its own, its nearby areas, its closest places and towns. */
export function namesOnPage(
  place: Pick<PagePlace, "location" | "nearby" | "closest" | "nearestTowns">,
): ReadonlySet<string> {
  return new Set(
    [place, ...place.nearby, ...place.closest, ...place.nearestTowns].map((p) => p.location.name),
  );
}

const degrees = (value: number) => `${Math.round(value) % 360}°`;

/** "east-north-east (83°)": the way an aerial faces, as an installer says it and as a bearing. */
export const facing = (bearing: number) => `${sixteenPoint(bearing)} (${degrees(bearing)})`;

export function fromBase(
  place: Pick<PagePlace, "kmFromBase" | "directionFromBase"> & { location: { name: string } },
  base: { town: string },
): string {
  if (place.location.name === base.town) return `home to our base`;
  if (Math.round(place.kmFromBase / KM_PER_MILE) < 1) return `right beside our ${base.town} base`;
  return `${milesPhrase(place.kmFromBase)} ${place.directionFromBase} of our ${base.town} base`;
}

/** "1.4 miles south-east": where `near` lies as seen from `place`, centre to centre. */
export function seenFrom(place: NamedPlace, near: NamedPlace): string {
  const from = place.location.coordinates;
  const to = near.location.coordinates;
  const miles = (distanceKm(from, to) / KM_PER_MILE).toFixed(1);
  return `${miles} mile${miles === "1.0" ? "" : "s"} ${compassDirection(from, to)}`;
}

/** "Black Bourton (about 1 mile south-east)", for each of `others`. */
export const placesSeenFrom = (place: NamedPlace, others: readonly NamedPlace[]): string[] =>
  others.map((near) => `${near.location.name} (${seenFrom(place, near)})`);

const roundedPopulation = (n: number) => {
  const step = n >= 10000 ? 1000 : 100;
  return (Math.round(n / step) * step).toLocaleString("en-GB");
};

/** "a village", "a town of about 29,000 people": the source's class and, where known, size. */
export function settlement(place: Pick<PagePlace, "location">): string {
  const { type, population } = place.location;
  const article = type === "hamlet" ? "a hamlet" : `a ${type}`;
  return population === undefined
    ? article
    : `${article} of about ${roundedPopulation(population)} people`;
}

/** The main station a relay re-broadcasts. */
export const parentOf = (transmitter: Transmitter, table: readonly Transmitter[]) =>
  transmitter.kind === "relay" ? table.find((other) => other.id === transmitter.parent) : undefined;
