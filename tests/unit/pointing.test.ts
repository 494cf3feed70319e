import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { receptionFacts } from "../../generator/compose/reception-facts";
import { pointingFor } from "../../generator/compose/pointing";
import type { Transmitter } from "../../generator/schema/transmitters";
import { formatMiles } from "../../model/geo";
import type { Problem } from "../../generator/errors";
import { load } from "../../generator/load/load";
import { resolve, type Place } from "../../generator/resolve/places";
import { validate } from "../../generator/validate/validate";
import type { Pointing } from "../../model/page-props";
import { FONT, WIDTH } from "../../site/drawing/compass";
import {
  pointingDescription,
  pointingDrawing,
  RADIUS,
  wrap,
  type Box,
  type PointingDrawing,
} from "../../site/drawing/pointing-picture";

const facing = (bearing: number, extra: Partial<Pointing> = {}): Pointing => ({
  place: "Testbury",
  station: { name: "Oxford (Beckley)", at: { miles: 13.2, bearing }, polarisation: "horizontal" },
  alternatives: [],
  dish: { azimuth: 143.6, elevation: 24.8, satellite: "Astra 2 (28.2°E)" },
  ...extra,
});

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (box: Box, view: Box) =>
  box.x >= view.x &&
  box.y >= view.y &&
  box.x + box.width <= view.x + view.width &&
  box.y + box.height <= view.y + view.height;

/** Every number the drawing holds, however deep. */
function numbers(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (typeof value === "string") return (value.match(/-?[\d.]+|NaN|Infinity/g) ?? []).map(Number);
  if (Array.isArray(value)) return value.flatMap(numbers);
  if (value && typeof value === "object") return Object.values(value).flatMap(numbers);
  return [];
}

/** The labels and the captions: every box of text that must stay clear of the others. */
const textBoxes = (drawing: PointingDrawing) => [
  ...drawing.labels.map((label) => label.box),
  ...(drawing.elements ? [drawing.elements.caption.box] : []),
  drawing.elevation.caption.box,
  { x: drawing.heading.x, y: drawing.heading.y - FONT, width: 1, height: FONT },
];

function expectLegible(drawing: PointingDrawing) {
  const boxes = textBoxes(drawing);
  for (const [i, box] of boxes.entries()) {
    expect(inside(box, drawing.viewBox), JSON.stringify(box)).toBe(true);
    for (const other of boxes.slice(i + 1)) expect(overlaps(box, other)).toBe(false);
  }
  expect(numbers(drawing).every(Number.isFinite)).toBe(true);
}

describe("the station's arrow lands at its bearing", () => {
  const { centre } = pointingDrawing(facing(0));
  test.each([
    [0, { x: centre.x, y: centre.y - RADIUS }],
    [90, { x: centre.x + RADIUS, y: centre.y }],
    [180, { x: centre.x, y: centre.y + RADIUS }],
    [270, { x: centre.x - RADIUS, y: centre.y }],
  ])("bearing %i", (bearing, tip) => {
    const drawing = pointingDrawing(facing(bearing));
    const ray = drawing.rays.find((r) => r.kind === "station")!;
    expect(ray.tip.x).toBeCloseTo(tip.x, 5);
    expect(ray.tip.y).toBeCloseTo(tip.y, 5);
    expect(ray.head?.[0]).toEqual(ray.tip);
    expectLegible(drawing);
  });

  test("its label lies beyond the tip: above for north, right for east, below for south, left for west", () => {
    const label = (bearing: number) =>
      pointingDrawing(facing(bearing)).labels.find((l) => l.kind === "station")!.box;
    expect(label(0).y + label(0).height).toBeLessThanOrEqual(centre.y - RADIUS);
    expect(label(90).x).toBeGreaterThanOrEqual(centre.x + RADIUS);
    expect(label(180).y).toBeGreaterThanOrEqual(centre.y + RADIUS);
    expect(label(270).x + label(270).width).toBeLessThanOrEqual(centre.x - RADIUS);
  });
});

describe("stations close in bearing", () => {
  const crowded = facing(100, {
    alternatives: [
      { name: "Hannington", at: { miles: 22.3, bearing: 101 } },
      { name: "Sutton Coldfield", at: { miles: 60.1, bearing: 103 } },
      { name: "Crystal Palace", at: { miles: 70.4, bearing: 141 } },
    ],
  });

  test("get labels that neither overlap nor leave the picture, each joined to its ray", () => {
    const drawing = pointingDrawing(crowded);
    expect(drawing.labels).toHaveLength(5);
    expectLegible(drawing);
    const moved = drawing.labels.filter((label) => label.leader);
    expect(moved.length).toBeGreaterThan(0);
  });

  test.each([0, 45, 90, 135, 180, 225, 270, 315, 359])("all within a few degrees of %i°", (b) => {
    const drawing = pointingDrawing(
      facing(b, {
        alternatives: [1, 2, 3].map((d) => ({
          name: `Relay ${d}`,
          at: { miles: d, bearing: (b + d) % 360 },
        })),
        dish: { azimuth: (b + 4) % 360, elevation: 24.8, satellite: "Astra 2 (28.2°E)" },
      }),
    );
    expectLegible(drawing);
  });
});

describe("the aerial's elements", () => {
  test("level bars for a horizontal station, upright for a vertical one", () => {
    const level = pointingDrawing(facing(90)).elements!;
    expect(level.rods.every((rod) => rod.from.y === rod.to.y && rod.from.x !== rod.to.x)).toBe(
      true,
    );
    expect(level.caption.lines[0]).toBe("Elements level");
    const upright = pointingDrawing(
      facing(90, {
        station: { name: "Seagry Court", at: { miles: 2, bearing: 90 }, polarisation: "vertical" },
      }),
    ).elements!;
    expect(upright.rods.every((rod) => rod.from.x === rod.to.x && rod.from.y !== rod.to.y)).toBe(
      true,
    );
    expect(upright.caption.lines[0]).toBe("Elements upright");
  });

  test("nothing where the station's polarisation is not published, and no arrow where its site is not", () => {
    const unknown = facing(90, { station: { name: "Icomb relay" } });
    const drawing = pointingDrawing(unknown);
    expect(drawing.elements).toBeUndefined();
    expect(drawing.rays.map((ray) => ray.kind)).toEqual(["dish"]);
    expect(drawing.note?.text).toBe("Icomb relay: mast site not published");
    expectLegible(drawing);
    expect(pointingDescription(unknown)).toContain(
      "Icomb relay, whose mast's site is not published.",
    );
    expect(pointingDescription(unknown)).not.toMatch(/level|upright/);
  });
});

test("the description says the drawing's facts in words", () => {
  const text = pointingDescription(
    facing(88.4, { alternatives: [{ name: "Hannington", at: { miles: 29.4, bearing: 150 } }] }),
  );
  expect(text).toBe(
    "From Testbury, the aerial faces Oxford (Beckley), about 13 miles east (88°), elements level (horizontal polarisation)." +
      " Also in range: Hannington, about 29 miles south-south-east (150°)." +
      " A satellite dish for Astra 2 (28.2°E) faces south-east (144°), 25° up.",
  );
});

test("where stations compete, each is drawn and described as the station is, and none is chosen", () => {
  const pointing = facing(88.4, {
    competing: [{ name: "Ridge Hill", at: { miles: 29, bearing: 281 } }, { name: "Calne relay" }],
    alternatives: [{ name: "Hannington", at: { miles: 29.4, bearing: 150 } }],
  });
  const drawing = pointingDrawing(pointing);
  expect(drawing.rays.filter((ray) => ray.kind === "station").map((ray) => ray.bearing)).toEqual([
    88.4, 281,
  ]);
  // Each one's name is set in bold, as the station's is.
  const named = drawing.labels.filter((label) => label.kind === "station");
  expect(named.map((label) => label.lines[0])).toEqual(["Oxford", "Ridge Hill"]);
  expect(named.every((label) => label.bold > 0)).toBe(true);
  expect(drawing.note?.text).toBe("Calne relay: mast site not published");
  expectLegible(drawing);
  expect(pointingDescription(pointing)).toBe(
    "From Testbury, stations compete and a meter on site decides which the aerial faces:" +
      " Oxford (Beckley), about 13 miles east (88°); Ridge Hill, about 29 miles west (281°);" +
      " Calne relay, whose mast's site is not published." +
      " Also in range: Hannington, about 29 miles south-south-east (150°)." +
      " A satellite dish for Astra 2 (28.2°E) faces south-east (144°), 25° up.",
  );
});

test("a long name is broken between words to fit beside the ring", () => {
  expect(wrap("Oxford (Beckley)", 80)).toEqual(["Oxford", "(Beckley)"]);
  expect(wrap("Oxford (Beckley)", WIDTH)).toEqual(["Oxford (Beckley)"]);
  expect(wrap("Henley-on-Thames", 100)).toEqual(["Henley-on-", "Thames"]);
});

describe("every place in the data", () => {
  let places: Place[];
  let table: Transmitter[];
  beforeAll(async () => {
    const found: Problem[] = [];
    const data = validate(await load(path.resolve(".")), found);
    if (!data) throw new Error(`the real data has problems: ${found.length}`);
    places = resolve(data, found).places;
    table = data.transmitters.transmitters;
  });

  test("gets a legible picture, the crowded ones too", () => {
    const crowded: string[] = [];
    for (const place of places) {
      const pointing = pointingFor(place);
      const drawing = pointingDrawing(pointing);
      expectLegible(drawing);
      const bearings = drawing.rays.map((ray) => ray.bearing);
      const close = bearings.some((a, i) =>
        bearings.slice(i + 1).some((b) => Math.abs(((a - b + 540) % 360) - 180) < 15),
      );
      if (close) crowded.push(place.location.name);
    }
    // Marlborough's relay and Hannington lie 10° apart, and the dish near both.
    expect(crowded).toContain("Marlborough");
  });

  test("names a relay as one, apart from the place of the same name", () => {
    const marlborough = places.find((place) => place.location.name === "Marlborough")!;
    const { station, alternatives } = pointingFor(marlborough);
    expect(station.name).toBe("Marlborough relay");
    expect(alternatives.map((alternative) => alternative.name)).toEqual(["Hannington"]);
  });

  test("gets a picture that says what the reception facts beside it say", () => {
    for (const place of places) {
      const { station, dish } = pointingFor(place);
      const facts = new Map(receptionFacts(place, table).map((fact) => [fact.label, fact.value]));
      const faces = station.at
        ? `(${station.at.bearing}°), ${formatMiles(station.at.miles)} away`
        : "not published";
      expect(facts.get("Aerial faces")).toContain(faces);
      expect(dish).toMatchObject({
        azimuth: Math.round(place.dish.azimuth),
        elevation: Math.round(place.dish.elevation),
      });
    }
  });
});
