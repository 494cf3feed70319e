/**
 * What is true of one place, computed from its data: its transmitter and
 * which way aerials face, the dish angles, how far it is from our base and
 * from its neighbours, the kind of place it is. Every number a place page
 * states comes from here, in one unit (miles) and one wording.
 */
import type { Fact } from "../../model/page-props";
import { RECEPTION_METHOD_PATH, transmitterPath } from "../../model/routes";
import type { Transmitter } from "../schema/transmitters";
import {
  compassDirection,
  distanceKm,
  formatMiles,
  KM_PER_MILE,
  sixteenPoint,
} from "../../model/geo";
import { ELEMENTS } from "../../model/aerial";
import type { Reception, StationView } from "../resolve/reception";
import type { NamedPlace, PagePlace } from "./place-inputs";
import { proseList } from "../../model/seo";

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

const NO_CLASHES: ReadonlySet<string> = new Set();

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

/** "Hannington, about 31 miles south-south-east", or "the Icomb relay" where its site is unpublished. */
export const stationAt = (view: StationView, clashes: ReadonlySet<string> = NO_CLASHES) =>
  view.km === undefined || view.bearing === undefined
    ? `the ${view.transmitter.name} relay`
    : `${clashes.has(view.transmitter.name) ? stationName(view.transmitter, clashes) : view.transmitter.name}, ${milesPhrase(view.km)} ${sixteenPoint(view.bearing)}`;

/** "Oxford (Beckley), east-south-east (112°), about 20 miles away": the nearest main station, always located. */
export function nearestMainPhrase(reception: Reception, clashes: ReadonlySet<string> = NO_CLASHES) {
  const { transmitter, km, bearing } = reception.nearestMain;
  return km === undefined || bearing === undefined
    ? stationName(transmitter, clashes)
    : `${stationName(transmitter, clashes)}, ${facing(bearing)}, ${milesPhrase(km)} away`;
}

/**
 * Why the page names this station, in a few words: whose finding it is, and
 * that the home's own surroundings can change it. How the choice is made is
 * said once, on the transmitter dashboard, which the fact links to.
 */
export function choiceReason(reception: Reception): string {
  const local = "Hills and buildings near a home can change it";
  switch (reception.basis) {
    case "named":
      return `Local research names it for here. ${local}.`;
    case "predicted":
      return `The strongest predicted signal here, ${Math.round(reception.station.predicted ?? 0)} dB(µV/m). ${local}.`;
    case "relay":
      return `The relay's published coverage names this place. ${local}.`;
    case "nearest":
      return `The nearest main station; not every station in range publishes what a prediction needs. ${local}.`;
  }
}

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

const NOT_PUBLISHED = "not published; a meter on site shows it";

/**
 * The reception facts a visitor can act on, one row each: the station and
 * the way to face, how far, how the elements sit, the channels it carries,
 * the realistic alternatives, and the dish angles. A fact the sources do not
 * give is said to be unpublished, never filled in.
 */
export function receptionFacts(
  place: Pick<PagePlace, "reception" | "dish" | "location" | "nearby" | "closest" | "nearestTowns">,
  table: readonly Transmitter[],
): Fact[] {
  const { station, alternatives } = place.reception;
  const { transmitter, km, bearing } = station;
  const parent = parentOf(transmitter, table);
  const clashes = namesOnPage(place);
  return [
    {
      label: "Transmitter",
      value: `${stationName(transmitter, clashes)}${parent ? `, a relay of ${parent.name}` : ""}`,
      path: transmitterPath(transmitter.id),
    },
    {
      label: "Aerial faces",
      value:
        bearing === undefined || km === undefined
          ? `the relay's mast, whose site is not published; the nearest main station, ${nearestMainPhrase(place.reception, clashes)}`
          : `${facing(bearing)}, ${milesPhrase(km)} away`,
    },
    {
      label: "Why this station",
      value: choiceReason(place.reception),
      path: RECEPTION_METHOD_PATH,
    },
    {
      label: "Aerial elements",
      value: transmitter.polarisation
        ? `${ELEMENTS[transmitter.polarisation]} (${transmitter.polarisation})`
        : NOT_PUBLISHED,
    },
    {
      label: "Channels",
      value:
        transmitter.multiplexes === "all"
          ? "all six multiplexes"
          : transmitter.multiplexes === "public-service"
            ? "the three public-service multiplexes only: the BBC, ITV, Channel 4 and Channel 5 channels, without the extra commercial ones"
            : NOT_PUBLISHED,
    },
    { label: "Regional news", value: transmitter.region },
    ...(alternatives.length > 0
      ? [
          {
            label: "Also in range",
            value: proseList(alternatives.map((view) => stationAt(view, clashes))),
          },
        ]
      : []),
    // The dish's angles are drawn and described in the page's picture (compose/pointing.ts): they
    // differ by a degree or so across the area, so as a line of text they told nobody anything.
  ];
}
