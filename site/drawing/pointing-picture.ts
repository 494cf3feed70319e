/**
 * The picture of where to point, as geometry: the place at the centre of a
 * compass, an arrow to its station at its bearing, the realistic others
 * faded, the dish's azimuth, and beneath them the aerial's elements and the
 * dish's elevation. Pure: the component only turns this into SVG, so the
 * layout (labels that never overlap nor leave the picture) is tested here.
 */
import { formatMiles, sixteenPoint } from "../../model/geo";
import { ELEMENTS } from "../../model/aerial";
import type { Pointing, PointingStation } from "../../model/page-props";
import {
  along,
  compassLetters,
  FONT,
  radians,
  round,
  WIDTH,
  type CompassLetter,
  type Point,
} from "./compass";

const CENTRE_X = WIDTH / 2;
export const RADIUS = 54;
const LINE = 17;
/**
 * Wider than the average letter of a sans-serif face, bold or regular, so
 * an estimated box holds its text.
 */
const CHAR_WIDTH = 0.56 * FONT;
const BOLD_WIDTH = 0.62 * FONT;
const MARGIN = 6;
/** Labels start this far beyond the ring, along their ray. */
const LABEL_GAP = 11;
const NUDGE = 2;
const HEAD = 10;
const INSET_HEIGHT = 86;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export type RayKind = "station" | "alternative" | "dish";

export interface Label {
  kind: RayKind;
  lines: string[];
  /** How many of the first lines are the station's name, set in bold. */
  bold: number;
  /** Where the first line's baseline starts, ends or is centred, by `anchor`. */
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  box: Box;
  /** A thin line from the ray's tip to the label, where the label had to move off its ray. */
  leader?: [Point, Point];
}

export interface Ray {
  kind: RayKind;
  bearing: number;
  tip: Point;
  /** An arrowhead's corners at the tip, for a station; the dish's ray has none. */
  head?: Point[];
}

export interface Segment {
  from: Point;
  to: Point;
}

export interface PointingDrawing {
  viewBox: Box;
  centre: Point;
  radius: number;
  heading: { x: number; y: number; text: string };
  /** N, E, S, W just inside the ring. */
  compass: CompassLetter[];
  rays: Ray[];
  labels: Label[];
  /** The aerial's elements, level or upright; absent where the polarisation is not published. */
  elements?: {
    polarisation: "horizontal" | "vertical";
    mast: Segment;
    rods: Segment[];
    caption: Label;
  };
  /** The dish's elevation above a level horizon. */
  elevation: { horizon: Segment; beam: Segment; arc: string; caption: Label };
  /** Said under the compass where the station's mast, or a competing one's, has no published site. */
  note?: { x: number; y: number; text: string };
}

const degrees = (bearing: number) => `${Math.round(bearing) % 360}°`;
const shortMiles = (miles: number) => (Math.round(miles) < 1 ? "<1 mi" : `${Math.round(miles)} mi`);

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The widest line's estimated width; the first `bold` lines are set in bold. */
const textWidth = (lines: string[], bold = 0) =>
  Math.max(...lines.map((line, i) => line.length * (i < bold ? BOLD_WIDTH : CHAR_WIDTH)));

/**
 * A label's box beside the ray's tip: to its right where the ray points
 * east, to its left where west, centred where north or south; and above the
 * tip where the ray points north, below where south. Kept inside the width.
 */
function besideRay(kind: RayKind, given: string[], bearing: number, centre: Point): Label {
  const tip = along(centre, bearing, RADIUS + LABEL_GAP);
  const east = Math.sin(radians(bearing));
  const north = Math.cos(radians(bearing));
  const room =
    east > 0.35 ? WIDTH - MARGIN - tip.x : east < -0.35 ? tip.x - MARGIN : WIDTH - 2 * MARGIN;
  const [first = "", ...rest] = given;
  // Only the name breaks: the distance and bearing are short, and read as one.
  const name = wrap(first, room);
  const lines = [...name, ...rest];
  const bold = kind === "station" ? name.length : 0;
  const width = textWidth(lines, bold);
  const height = lines.length * LINE;
  const left = east > 0.35 ? tip.x : east < -0.35 ? tip.x - width : tip.x - width / 2;
  const top = north > 0.35 ? tip.y - height : north < -0.35 ? tip.y : tip.y - height / 2;
  const x = Math.min(Math.max(left, MARGIN), WIDTH - MARGIN - width);
  return placed(
    kind,
    lines,
    { x, y: top, width, height },
    east,
    kind === "station" ? name.length : 0,
  );
}

/**
 * A line too wide for `room` broken between words, or after a hyphen
 * ("Henley-on-" / "Thames"), so a long name beside the ring stays off it.
 */
export function wrap(line: string, room: number): string[] {
  const fits = (text: string) => text.length * BOLD_WIDTH <= room;
  if (fits(line)) return [line];
  const parts = line.split(" ").flatMap((word) => word.split(/(?<=-)/));
  return parts.reduce<string[]>((lines, part) => {
    const last = lines.at(-1);
    const joined = last === undefined ? part : last.endsWith("-") ? last + part : `${last} ${part}`;
    return last !== undefined && fits(joined) ? [...lines.slice(0, -1), joined] : [...lines, part];
  }, []);
}

function placed(kind: RayKind, lines: string[], box: Box, east: number, bold = 0): Label {
  const anchor = east > 0.35 ? "start" : east < -0.35 ? "end" : "middle";
  const x =
    anchor === "start" ? box.x : anchor === "end" ? box.x + box.width : box.x + box.width / 2;
  return {
    kind,
    lines,
    bold,
    x: round(x),
    y: round(box.y + FONT),
    anchor,
    box: { x: round(box.x), y: round(box.y), width: round(box.width), height: round(box.height) },
  };
}

/**
 * Moves `label` up or down, the least distance that clears every label
 * already placed; labels placed first (the station) never move. The picture
 * grows to hold them, so a label moved this way never leaves it.
 */
function clear(label: Label, taken: Box[], tip: Point, east: number): Label {
  for (let step = 0; ; step++) {
    for (const sign of step === 0 ? [0] : [1, -1]) {
      const dy = sign * step * NUDGE;
      const box = { ...label.box, y: label.box.y + dy };
      if (taken.some((other) => overlaps(box, other))) continue;
      const moved = placed(label.kind, label.lines, box, east, label.bold);
      if (dy === 0) return moved;
      const nearest = {
        x: Math.min(Math.max(tip.x, box.x), box.x + box.width),
        y: box.y + box.height / 2,
      };
      return { ...moved, leader: [tip, { x: round(nearest.x), y: round(nearest.y) }] };
    }
  }
}

const stationLines = (station: PointingStation, at: { miles: number; bearing: number }) => [
  station.name,
  `${shortMiles(at.miles)} · ${degrees(at.bearing)}`,
];

/** The drawing for one place's facts. */
export function pointingDrawing(pointing: Pointing): PointingDrawing {
  const centre = { x: CENTRE_X, y: 0 };
  const { station, alternatives, dish } = pointing;
  // In priority order: a later label moves to clear an earlier one, never the reverse.
  const wanted: { kind: RayKind; bearing: number; lines: string[] }[] = [
    ...(station.at
      ? [
          {
            kind: "station" as const,
            bearing: station.at.bearing,
            lines: stationLines(station, station.at),
          },
        ]
      : []),
    { kind: "dish", bearing: dish.azimuth, lines: ["Dish", degrees(dish.azimuth)] },
    // Stations that compete with the first are drawn as it is: the picture chooses none of them.
    ...(pointing.competing ?? []).flatMap((other) =>
      other.at
        ? [
            {
              kind: "station" as const,
              bearing: other.at.bearing,
              lines: stationLines(other, other.at),
            },
          ]
        : [],
    ),
    ...alternatives.flatMap((alternative) =>
      alternative.at
        ? [
            {
              kind: "alternative" as const,
              bearing: alternative.at.bearing,
              lines: stationLines(alternative, alternative.at),
            },
          ]
        : [],
    ),
  ];
  const rays: Ray[] = wanted.map(({ kind, bearing }) => {
    const tip = along(centre, bearing, RADIUS);
    if (kind === "dish") return { kind, bearing, tip };
    const back = (side: number) => along(tip, bearing + 180 + side, HEAD);
    return { kind, bearing, tip, head: [tip, back(25), back(-25)] };
  });
  const labels: Label[] = [];
  for (const [i, { kind, bearing, lines }] of wanted.entries()) {
    const east = Math.sin(radians(bearing));
    const label = besideRay(kind, lines, bearing, centre);
    labels.push(
      clear(
        label,
        labels.map((other) => other.box),
        rays[i]!.tip,
        east,
      ),
    );
  }

  const top = Math.min(-RADIUS - LABEL_GAP, ...labels.map((label) => label.box.y));
  const headingY = top - MARGIN;
  const bottom = Math.max(
    RADIUS + LABEL_GAP,
    ...labels.map((label) => label.box.y + label.box.height),
  );
  const unsited = [station, ...(pointing.competing ?? [])].filter((s) => !s.at);
  const note =
    unsited.length === 0
      ? undefined
      : {
          x: CENTRE_X,
          y: round(bottom + LINE),
          text: `${unsited.map((s) => s.name).join(", ")}: mast site not published`,
        };
  const insetTop = round((note ? note.y : bottom) + LINE);
  const viewTop = round(headingY - FONT - MARGIN);

  return {
    viewBox: {
      x: 0,
      y: viewTop,
      width: WIDTH,
      height: round(insetTop + INSET_HEIGHT + MARGIN - viewTop),
    },
    centre,
    radius: RADIUS,
    heading: { x: MARGIN, y: round(headingY), text: `From ${pointing.place}` },
    compass: compassLetters(centre, RADIUS - 12),
    rays,
    labels,
    ...(station.polarisation && { elements: aerial(station.polarisation, insetTop) }),
    elevation: elevationInset(dish.elevation, insetTop),
    ...(note && { note }),
  };
}

/**
 * The aerial from the front, in the left half under the compass: its
 * elements as level or upright bars on a mast, as an installer sets them.
 */
function aerial(
  polarisation: "horizontal" | "vertical",
  top: number,
): NonNullable<PointingDrawing["elements"]> {
  const x = 60;
  const mast = { from: { x, y: top + 22 }, to: { x, y: top + 52 } };
  const rods =
    polarisation === "horizontal"
      ? [28, 22, 16].map((half, i) => ({
          from: { x: x - half, y: top + 8 + i * 8 },
          to: { x: x + half, y: top + 8 + i * 8 },
        }))
      : [-24, -12, 12, 24].map((dx) => ({
          from: { x: x + dx, y: top + 6 },
          to: { x: x + dx, y: top + 38 },
        }));
  const lines = [`Elements ${ELEMENTS[polarisation]}`, `(${polarisation})`];
  const box = { x: MARGIN, y: top + 54, width: textWidth(lines), height: 2 * LINE };
  return { polarisation, mast, rods, caption: placed("station", lines, box, 1) };
}

/** The dish's elevation, in the right half under the compass: a level horizon and a beam raised by the angle. */
function elevationInset(elevation: number, top: number): PointingDrawing["elevation"] {
  const origin = { x: 196, y: top + 48 };
  const length = 110;
  const end = along(origin, 90 - elevation, length);
  const arcEnd = along(origin, 90 - elevation, 40);
  const lines = [`Dish ${degrees(elevation)} up`, "to Astra 2"];
  return {
    horizon: { from: origin, to: { x: origin.x + length, y: origin.y } },
    beam: { from: origin, to: end },
    arc: `M${origin.x + 40} ${origin.y}A40 40 0 0 0 ${arcEnd.x} ${arcEnd.y}`,
    caption: placed(
      "dish",
      lines,
      { x: origin.x, y: origin.y + 8, width: textWidth(lines), height: 2 * LINE },
      1,
    ),
  };
}

/** The same facts in words, for the picture's description. */
export function pointingDescription(pointing: Pointing): string {
  const { station, alternatives, dish, place, competing } = pointing;
  const where = (s: PointingStation) =>
    s.at
      ? `${s.name}, ${formatMiles(s.at.miles)} ${sixteenPoint(s.at.bearing)} (${degrees(s.at.bearing)})`
      : `${s.name}, whose mast's site is not published`;
  const elements = station.polarisation
    ? `, elements ${ELEMENTS[station.polarisation]} (${station.polarisation} polarisation)`
    : "";
  const others =
    alternatives.length > 0 ? ` Also in range: ${alternatives.map(where).join("; ")}.` : "";
  const aerial = competing
    ? `From ${place}, stations compete and a meter on site decides which the aerial faces: ${[station, ...competing].map(where).join("; ")}.${others}`
    : `From ${place}, the aerial faces ${where(station)}${elements}.${others}`;
  return (
    aerial +
    ` A satellite dish for ${dish.satellite} faces ${sixteenPoint(dish.azimuth)} (${degrees(dish.azimuth)}), ${degrees(dish.elevation)} up.`
  );
}
