import { readFileSync } from "node:fs";
import type { MultiPolygon } from "polygon-clipping";
import { describe, expect, test } from "vitest";
import { business } from "../../site/generated/business";
import { places as listedPlaces } from "../../site/generated/catalogue-places";
import { parseBoundaries } from "../../site/drawing/boundaries";
import type { Box } from "../../site/drawing/map-projection";
import {
  overlaps,
  placeAreaLabel,
  placeLabels,
  textBox,
  type PlacedLabel,
} from "../../site/drawing/map-labels";
import { serviceMap } from "../../site/drawing/service-map";

const FRAME: Box = { x0: 0, y0: 0, x1: 400, y1: 300 };

function within(box: Box, frame: Box): boolean {
  return box.x0 >= frame.x0 && box.y0 >= frame.y0 && box.x1 <= frame.x1 && box.y1 <= frame.y1;
}

function noneOverlap(labels: PlacedLabel[]): boolean {
  return labels.every((a, i) => labels.slice(i + 1).every((b) => !overlaps(a.box, b.box)));
}

describe("text boxes", () => {
  // Four letters at size 10: 4 × 0.7 × 10 = 28 units wide.
  test.each([
    ["start", 100, 128],
    ["middle", 86, 114],
    ["end", 72, 100],
  ] as const)("anchored at the %s", (anchor, x0, x1) => {
    const box = textBox("abcd", 10, 100, 50, anchor);
    expect(box.x0).toBeCloseTo(x0, 5);
    expect(box.x1).toBeCloseTo(x1, 5);
    expect(box.y0).toBeLessThan(50);
    expect(box.y1).toBeGreaterThan(50);
  });
});

describe("town labels, placed greedily", () => {
  const town = (text: string, x: number, y: number) => ({ text, x, y, gap: 6 });

  test("a lone label goes to the right of its dot", () => {
    const [label] = placeLabels([town("Witney", 100, 100)], {
      fontSize: 10,
      frame: FRAME,
      avoid: [],
    });
    expect(label).toMatchObject({ text: "Witney", x: 106, anchor: "start" });
  });

  test("near the right edge it goes to the left", () => {
    const [label] = placeLabels([town("Witney", 390, 100)], {
      fontSize: 10,
      frame: FRAME,
      avoid: [],
    });
    expect(label).toMatchObject({ x: 384, anchor: "end" });
  });

  test("a label blocked on every side is left out", () => {
    const labels = placeLabels([town("Witney", 100, 100)], {
      fontSize: 10,
      frame: FRAME,
      avoid: [{ x0: 0, y0: 0, x1: 400, y1: 300 }],
    });
    expect(labels).toEqual([]);
  });

  test("earlier towns win; later ones take another side or give way", () => {
    const requests = ["Oxford", "Kidlington", "Yarnton", "Begbroke", "Woodstock"].map((name, i) =>
      town(name, 200, 150 + i * 4),
    );
    const labels = placeLabels(requests, { fontSize: 12, frame: FRAME, avoid: [] });
    expect(labels[0]).toMatchObject({ text: "Oxford", anchor: "start" });
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.length).toBeLessThan(requests.length);
    expect(noneOverlap(labels)).toBe(true);
    for (const label of labels) expect(within(label.box, FRAME)).toBe(true);
  });
});

describe("area labels", () => {
  const square = (x0: number, y0: number, size: number): MultiPolygon => [
    [
      [
        [x0, y0],
        [x0 + size, y0],
        [x0 + size, y0 + size],
        [x0, y0 + size],
        [x0, y0],
      ],
    ],
  ];

  test("centred on the label point when it is free", () => {
    const label = placeAreaLabel("Wiltshire", { x: 200, y: 150 }, square(0, 0, 400), {
      fontSize: 10,
      frame: FRAME,
      avoid: [],
    });
    expect(label).toMatchObject({ x: 200, anchor: "middle" });
  });

  test("moved off a town's label, staying within the area", () => {
    const town: Box = { x0: 150, y0: 140, x1: 250, y1: 160 };
    const label = placeAreaLabel("Wiltshire", { x: 200, y: 150 }, square(50, 50, 300), {
      fontSize: 10,
      frame: FRAME,
      avoid: [town],
    });
    expect(label).toBeDefined();
    expect(overlaps(label!.box, town)).toBe(false);
    expect(within(label!.box, { x0: 50, y0: 50, x1: 350, y1: 350 })).toBe(true);
  });

  test("left out when the area is too small for the name", () => {
    expect(
      placeAreaLabel("Gloucestershire", { x: 200, y: 150 }, square(195, 145, 10), {
        fontSize: 10,
        frame: FRAME,
        avoid: [],
      }),
    ).toBeUndefined();
  });
});

describe("the service-area map's labels", () => {
  const file = "data/boundaries/districts.topo.json";
  const boundaries = parseBoundaries(JSON.parse(readFileSync(file, "utf8")), file);
  const map = serviceMap(listedPlaces, business.base, boundaries);
  const frame: Box = { x0: 0, y0: 0, x1: map.width, y1: map.height };

  test.each(map.labels.map((set) => [set.screens, set]))(
    "%s screens: inside the map, none overlapping",
    (_screens, set) => {
      const all = [...set.towns, ...set.counties];
      expect(noneOverlap(all)).toBe(true);
      for (const label of all) expect(within(label.box, frame)).toBe(true);
    },
  );

  test.each(map.labels.map((set) => [set.screens, set]))(
    "%s screens: every county and the base are named",
    (_screens, set) => {
      expect(set.counties.map((label) => label.text).sort()).toEqual(
        ["Berkshire", "Gloucestershire", "Oxfordshire", "Wiltshire"].sort(),
      );
      expect(set.towns.map((label) => label.text)).toContain(business.base.town);
    },
  );

  test("only towns and cities above the set's population are named; phones get fewer", () => {
    const [wide, narrow] = map.labels;
    const places = new Map(listedPlaces.map((place) => [place.name, place]));
    for (const set of [wide!, narrow!]) {
      for (const label of set.towns) {
        expect(["town", "city"]).toContain(places.get(label.text)?.type);
        expect(places.get(label.text)?.population).toBeGreaterThanOrEqual(set.minPopulation);
      }
    }
    expect(narrow!.towns.length).toBeLessThan(wide!.towns.length);
    expect(narrow!.townSize).toBeGreaterThan(wide!.townSize);
  });

  test("the dots and the outlines share one frame", () => {
    for (const dot of map.dots) {
      expect(within({ x0: dot.x, y0: dot.y, x1: dot.x, y1: dot.y }, frame)).toBe(true);
    }
    expect(map.counties).toHaveLength(4);
  });
});
