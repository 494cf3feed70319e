/**
 * The reception facts of a place page, computed from its reception: the
 * station, or the stations that compete, each with the way to face, how far,
 * its region, and why the page names it; how the elements sit; the channels;
 * and the realistic others. A fact the sources do not give is said to be
 * unpublished, never filled in.
 */
import type { Fact } from "../../model/page-props";
import { RECEPTION_METHOD_PATH, transmitterPath } from "../../model/routes";
import { ELEMENTS, MARGIN_DB } from "../../model/aerial";
import { sixteenPoint } from "../../model/geo";
import { proseList } from "../../model/seo";
import { orList } from "../../model/text";
import type { Transmitter } from "../schema/transmitters";
import { effectiveHeight, type Reception, type StationView } from "../resolve/reception";
import type { PagePlace } from "./place-inputs";
import { facing, milesPhrase, namesOnPage, NO_CLASHES, parentOf, stationName } from "./place-facts";

/**
 * A station's regional news: its own region, and a second service only on
 * the pages of places under the councils its source says that service reaches.
 */
export function regionFor(transmitter: Transmitter, council: string): string {
  const second = transmitter.kind === "main" ? transmitter.secondService : undefined;
  return second?.reaches.some((reached) => reached === council)
    ? `${transmitter.region}, with a second ${second.name} service`
    : transmitter.region;
}

/** "the Calne relay of Mendip" for a relay, the station's name otherwise. */
export function stationCalled(
  view: StationView,
  table: readonly Transmitter[],
  clashes: ReadonlySet<string> = NO_CLASHES,
): string {
  const { transmitter } = view;
  if (transmitter.kind !== "relay") return stationName(transmitter, clashes);
  const parent = parentOf(transmitter, table);
  return `the ${transmitter.name} relay${parent ? ` of ${parent.name}` : ""}`;
}

/**
 * Where to point for one station, with its region: "Hannington, about 31
 * miles south-south-east, for BBC South / ITV Meridian (Thames Valley)". A
 * relay whose site is not published gets no direction of its own; where its
 * parent is in range, the parent's, said to be the parent's.
 */
export function stationAt(
  view: StationView,
  place: { council: string },
  table: readonly Transmitter[],
  clashes: ReadonlySet<string> = NO_CLASHES,
): string {
  const region = `for ${regionFor(view.transmitter, place.council)}`;
  const called = stationCalled(view, table, clashes);
  if (view.km !== undefined && view.bearing !== undefined)
    return `${called}, ${milesPhrase(view.km)} ${sixteenPoint(view.bearing)}, ${region}`;
  const parent = view.parent;
  const via =
    parent?.km !== undefined && parent.bearing !== undefined
      ? `, or ${parent.transmitter.name} itself, ${milesPhrase(parent.km)} ${sixteenPoint(parent.bearing)}`
      : "";
  return `${called} (its mast's site is not published)${via}, ${region}`;
}

/** Stations, each with its direction and region, one clause each: "A, …; B, …". */
export const stationsAt = (
  views: readonly StationView[],
  place: { council: string },
  table: readonly Transmitter[],
  clashes: ReadonlySet<string> = NO_CLASHES,
) => views.map((view) => stationAt(view, place, table, clashes)).join("; ");

/** What a station's sources leave out that the prediction needs: "power", "aerial height", "site". */
function unpublished(view: StationView): string[] {
  if (view.km === undefined) return ["site"];
  const signal = view.transmitter.signal;
  return [
    ...(signal?.erpKw === undefined ? ["power"] : []),
    ...(effectiveHeight(signal) === undefined ? ["aerial height"] : []),
  ];
}

/** Whole decibels, or tenths where the lead is under the margin and a tenth matters. */
const dB = (value: number) =>
  `${value < MARGIN_DB ? Math.max(0, value).toFixed(1) : Math.round(value)} dB`;

/**
 * Why the page names this station, in a few words: whose finding it is, how
 * sure, and that the home's own surroundings can change it. How the choice
 * is made is said once, on the transmitter dashboard, which the fact links to.
 */
export function choiceReason(reception: Reception): string {
  const local = "Hills and buildings near a home can change it";
  switch (reception.basis) {
    case "named":
      return `Local research names it for here. ${local}.`;
    case "relay":
      return `The relay's published coverage names this place. ${local}.`;
    case "predicted": {
      const { margin, runnerUp } = reception;
      if (margin === undefined || !runnerUp)
        return `The only station predicted to reach here. ${local}.`;
      const other = runnerUp.transmitter.name;
      const guessed = [reception.station, runnerUp].some((view) => unpublished(view).length > 0);
      // "At least": the smallest lead over every plausible value of a figure no source gives.
      const lead = `${margin < 0.1 ? "under 0.1 dB" : `${guessed ? "at least " : ""}${dB(margin)}`} ahead of ${other}`;
      return margin < MARGIN_DB
        ? `A close call: predicted ${lead}, within the model's ${MARGIN_DB} dB uncertainty; a meter on site decides.`
        : `Predicted strongest, ${lead}. ${local}.`;
    }
    case "compete": {
      const gaps = reception.competing.flatMap((view) =>
        unpublished(view).map((figure) => `${shortName(view.transmitter)}'s ${figure}`),
      );
      // The stations and their directions are in the facts beside this: the reason and who settles it.
      return `Over the plausible range of what is not published (${proseList(gaps)}), more than one could be the strongest: a meter on site decides.`;
    }
  }
}

const NOT_PUBLISHED = "not published; a meter on site shows it";

/** A station as a sentence's subject: "Mendip", "the Calne relay". */
const shortName = (transmitter: Transmitter) =>
  transmitter.kind === "relay" ? `the ${transmitter.name} relay` : transmitter.name;

/**
 * One value where every station agrees, else each value once with the
 * stations that have it: "Mendip and the Calne relay: BBC West / ITV West
 * Country; Hannington: BBC South / ITV Meridian (Thames Valley)".
 */
export function perStation(
  views: readonly StationView[],
  value: (transmitter: Transmitter) => string,
): string {
  const values = views.map((view) => value(view.transmitter));
  const distinct = [...new Set(values)];
  if (distinct.length <= 1) return distinct[0] ?? "";
  return distinct
    .map((each) => {
      const having = views.filter((_, i) => values[i] === each);
      return `${proseList(having.map((view) => shortName(view.transmitter)))}: ${each}`;
    })
    .join("; ");
}

export const elementsOf = (transmitter: Transmitter) =>
  transmitter.polarisation
    ? `${ELEMENTS[transmitter.polarisation]} (${transmitter.polarisation})`
    : NOT_PUBLISHED;

const channelsOf = (transmitter: Transmitter) =>
  transmitter.multiplexes === "all"
    ? "all six multiplexes"
    : transmitter.multiplexes === "public-service"
      ? "the three public-service multiplexes only: the BBC, ITV, Channel 4 and Channel 5 channels, without the extra commercial ones"
      : NOT_PUBLISHED;

/** "east-north-east (79°), about 20 miles away", or why there is no direction of its own. */
function facesFor(view: StationView): string {
  if (view.km !== undefined && view.bearing !== undefined)
    return `${facing(view.bearing)}, ${milesPhrase(view.km)} away`;
  const { parent } = view;
  const viaParent =
    parent?.km !== undefined && parent.bearing !== undefined
      ? `. ${parent.transmitter.name}, which carries the same programmes, is ${facing(parent.bearing)}, ${milesPhrase(parent.km)} away`
      : "";
  return `the relay's mast, whose site is not published: a meter on site finds it${viaParent}`;
}

/**
 * The reception facts a visitor can act on, one row each: the station and
 * the way to face, how far, how the elements sit, the channels it carries,
 * the realistic alternatives, and the dish angles. Where stations compete,
 * each row gives every one of them. A fact the sources do not give is said
 * to be unpublished, never filled in.
 */
export function receptionFacts(
  place: Pick<PagePlace, "reception" | "dish" | "location" | "nearby" | "closest" | "nearestTowns">,
  table: readonly Transmitter[],
): Fact[] {
  const { reception, location } = place;
  const { station, alternatives } = reception;
  const { transmitter } = station;
  const clashes = namesOnPage(place);
  const compete = reception.basis === "compete";
  const stations = compete ? reception.competing : [station];
  const parent = parentOf(transmitter, table);
  return [
    {
      label: "Transmitter",
      value: compete
        ? `${orList(stations.map((view) => stationCalled(view, table, clashes)))}: they compete here`
        : `${stationName(transmitter, clashes)}${parent ? `, a relay of ${parent.name}` : ""}`,
      path: transmitterPath(transmitter.id),
    },
    {
      label: "Aerial faces",
      value: compete
        ? // Which of them, the row below says: a meter on site.
          stations
            .map((view) => `${stationCalled(view, table, clashes)}: ${facesFor(view)}`)
            .join("; ")
        : facesFor(station),
    },
    {
      label: "Why this station",
      value: choiceReason(reception),
      path: RECEPTION_METHOD_PATH,
    },
    { label: "Aerial elements", value: perStation(stations, elementsOf) },
    { label: "Channels", value: perStation(stations, channelsOf) },
    {
      label: "Regional news",
      value: perStation(stations, (t) => regionFor(t, location.council)),
    },
    ...(alternatives.length > 0
      ? [
          {
            label: "Also in range",
            value: stationsAt(alternatives, location, table, clashes),
          },
        ]
      : []),
    // The dish's angles are drawn and described in the page's picture (compose/pointing.ts): they
    // differ by a degree or so across the area, so as a line of text they told nobody anything.
  ];
}
