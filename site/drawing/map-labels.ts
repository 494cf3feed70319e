/**
 * Names on the service-area map, placed at build time so that none overlap.
 * Towns first, in the order given: each takes the first spot beside its dot
 * (right, left, above, below) that stays inside the frame and clear of every
 * label and mark already there; a town with no free spot goes unlabelled.
 * Then each county's name, near its label point, in the room the towns left.
 * Greedy, not optimal, but deterministic and good enough for a few dozen names.
 */
import polygonClipping, { type MultiPolygon } from "polygon-clipping";
import type { Box } from "./map-projection";
import { area } from "./county-outlines";

export interface LabelRequest {
  text: string;
  /** The dot the label names. */
  x: number;
  y: number;
  /** Distance from the dot's centre to the nearest edge of its label. */
  gap: number;
}

export interface PlacedLabel {
  text: string;
  /** Where an SVG <text> with this anchor goes: x, and y on the baseline. */
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  box: Box;
}

/**
 * Text measures as fractions of the font size (no font metrics at build
 * time), generous for system sans-serif fonts at weight 600: the widest
 * measured, DejaVu Sans Bold, averages 0.58 to 0.76 of the size per letter.
 * A label drawn narrower than its box only leaves more room.
 */
const CHAR_WIDTH = 0.7;
const ASCENT = 0.78;
const DESCENT = 0.24;
/** Space kept between two labels, as a fraction of the font size. */
const SPACING = 0.2;
/** A county name must lie at least this much over its own county. */
const WITHIN_COUNTY = 0.8;

export function placeLabels(
  requests: LabelRequest[],
  { fontSize, frame, avoid }: { fontSize: number; frame: Box; avoid: Box[] },
): PlacedLabel[] {
  const taken = [...avoid];
  const placed: PlacedLabel[] = [];
  for (const request of requests) {
    const spot = candidates(request, fontSize).find(
      ({ box }) => inside(box, frame) && !taken.some((other) => overlaps(box, other)),
    );
    if (!spot) continue;
    taken.push(grow(spot.box, SPACING * fontSize));
    placed.push({ text: request.text, ...spot });
  }
  return placed;
}

/**
 * An area's name, centred as near its label point as it can be while inside
 * the frame, clear of what is to be avoided and mostly over the area itself;
 * undefined when no spot nearby fits.
 */
export function placeAreaLabel(
  text: string,
  origin: { x: number; y: number },
  shape: MultiPolygon,
  { fontSize, frame, avoid }: { fontSize: number; frame: Box; avoid: Box[] },
): PlacedLabel | undefined {
  const steps = [0, -1, 1, -2, 2, -3, 3, -4, 4];
  const spots = steps
    .flatMap((dy) => steps.map((dx) => ({ dx: dx * 2 * fontSize, dy: dy * fontSize })))
    .sort((a, b) => Math.hypot(a.dx, a.dy) - Math.hypot(b.dx, b.dy))
    .map(({ dx, dy }) => {
      const x = round(origin.x + dx);
      const y = round(origin.y + dy + ((ASCENT - DESCENT) / 2) * fontSize);
      return {
        text,
        x,
        y,
        anchor: "middle" as const,
        box: textBox(text, fontSize, x, y, "middle"),
      };
    });
  return spots.find(
    ({ box }) =>
      inside(box, frame) &&
      !avoid.some((other) => overlaps(box, other)) &&
      area(polygonClipping.intersection(shape, rectangle(box))) >=
        WITHIN_COUNTY * (box.x1 - box.x0) * (box.y1 - box.y0),
  );
}

/** The box an SVG text of this size takes when set with its baseline at y. */
export function textBox(
  text: string,
  fontSize: number,
  x: number,
  y: number,
  anchor: PlacedLabel["anchor"],
): Box {
  const width = text.length * CHAR_WIDTH * fontSize;
  const x0 = anchor === "start" ? x : anchor === "end" ? x - width : x - width / 2;
  return { x0, y0: y - ASCENT * fontSize, x1: x0 + width, y1: y + DESCENT * fontSize };
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

function grow(box: Box, by: number): Box {
  return { x0: box.x0 - by, y0: box.y0 - by, x1: box.x1 + by, y1: box.y1 + by };
}

function rectangle({ x0, y0, x1, y1 }: Box): MultiPolygon {
  return [
    [
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
        [x0, y0],
      ],
    ],
  ];
}

function inside(box: Box, frame: Box): boolean {
  return box.x0 >= frame.x0 && box.y0 >= frame.y0 && box.x1 <= frame.x1 && box.y1 <= frame.y1;
}

function candidates({ text, x, y, gap }: LabelRequest, fontSize: number) {
  // A baseline that centres the letters' height on the dot.
  const middle = y + ((ASCENT - DESCENT) / 2) * fontSize;
  const spots: { x: number; y: number; anchor: PlacedLabel["anchor"] }[] = [
    { x: x + gap, y: middle, anchor: "start" },
    { x: x - gap, y: middle, anchor: "end" },
    { x, y: y - gap - DESCENT * fontSize, anchor: "middle" },
    { x, y: y + gap + ASCENT * fontSize, anchor: "middle" },
  ];
  return spots.map((spot) => ({
    x: round(spot.x),
    y: round(spot.y),
    anchor: spot.anchor,
    box: textBox(text, fontSize, spot.x, spot.y, spot.anchor),
  }));
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
