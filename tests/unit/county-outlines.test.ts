import { readFileSync } from "node:fs";
import polygonClipping from "polygon-clipping";
import { describe, expect, test } from "vitest";
import type { Coordinates } from "../../model/page-props";
import { parseBoundaries } from "../../site/drawing/boundaries";
import { projectionFor, type Box } from "../../site/drawing/map-projection";
import { area, countyOutlines } from "../../site/drawing/county-outlines";

const FILE = "data/boundaries/districts.topo.json";
const json: unknown = JSON.parse(readFileSync(FILE, "utf8"));
const boundaries = parseBoundaries(json, FILE);

/** Towns well inside their counties, from Ordnance Survey's gazetteer. */
const TOWNS: [string, string, Coordinates][] = [
  ["Witney", "Oxfordshire", { lat: 51.7864, lng: -1.4848 }],
  ["Banbury", "Oxfordshire", { lat: 52.0629, lng: -1.3398 }],
  ["Cirencester", "Gloucestershire", { lat: 51.7186, lng: -1.968 }],
  ["Cheltenham", "Gloucestershire", { lat: 51.8994, lng: -2.0783 }],
  ["Swindon", "Wiltshire", { lat: 51.5558, lng: -1.7797 }],
  ["Devizes", "Wiltshire", { lat: 51.3506, lng: -1.9946 }],
  ["Newbury", "Berkshire", { lat: 51.4014, lng: -1.3231 }],
];

const map = projectionFor(
  TOWNS.map(([, , coordinates]) => coordinates),
  960,
  40,
);
const clip: Box = { x0: -4, y0: -4, x1: map.width + 4, y1: map.height + 4 };
const outlines = countyOutlines(boundaries, map.point, clip);

/** The rings of an SVG path of M, L and Z commands. */
function rings(d: string): [number, number][][] {
  return d
    .split("Z")
    .filter(Boolean)
    .map((ring) =>
      ring
        .slice(1)
        .split("L")
        .map((point) => {
          const [x = NaN, y = NaN] = point.split(",").map(Number);
          return [x, y];
        }),
    );
}

/** Even-odd ray casting over every ring, as the map's fill rule reads them. */
function contains(d: string, { x, y }: { x: number; y: number }): boolean {
  let inside = false;
  for (const ring of rings(d)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

describe("county outlines from the district boundaries", () => {
  test("one outline per county, merged from its districts", () => {
    expect(outlines.map((outline) => outline.county)).toEqual([
      "Berkshire",
      "Gloucestershire",
      "Oxfordshire",
      "Wiltshire",
    ]);
  });

  test("each path is closed subpaths of absolute moves and lines, to a tenth of a unit", () => {
    const number = String.raw`-?\d+(\.\d)?`;
    const point = `${number},${number}`;
    const path = new RegExp(`^(M${point}(L${point}){2,}Z)+$`);
    for (const { d } of outlines) expect(d).toMatch(path);
  });

  test("every point lies within the clip box", () => {
    for (const { d } of outlines) {
      for (const [x, y] of rings(d).flat()) {
        expect(x).toBeGreaterThanOrEqual(clip.x0);
        expect(x).toBeLessThanOrEqual(clip.x1);
        expect(y).toBeGreaterThanOrEqual(clip.y0);
        expect(y).toBeLessThanOrEqual(clip.y1);
      }
    }
  });

  test.each(TOWNS)("%s lies inside %s and no other county", (_name, county, coordinates) => {
    const point = map.point(coordinates);
    const holders = outlines.filter(({ d }) => contains(d, point)).map((o) => o.county);
    expect(holders).toEqual([county]);
  });

  test("neighbouring counties share their simplified border: no overlaps", () => {
    for (const a of outlines) {
      for (const b of outlines) {
        if (a.county >= b.county) continue;
        expect(area(polygonClipping.intersection(a.shape, b.shape))).toBeLessThan(1);
      }
    }
  });

  test("the label point of each county lies inside it", () => {
    for (const { d, label } of outlines) expect(contains(d, label)).toBe(true);
  });

  test("simplifying drops points, more the coarser it is, but keeps the shapes' areas", () => {
    const full = countyOutlines(boundaries, map.point, clip, 0);
    const coarse = countyOutlines(boundaries, map.point, clip, 20);
    const count = (list: typeof outlines) => list.reduce((n, o) => n + rings(o.d).flat().length, 0);
    expect(count(outlines)).toBeLessThan(count(full));
    expect(count(coarse)).toBeLessThan(count(outlines));
    for (const [i, outline] of outlines.entries()) {
      expect(area(outline.shape) / area(full[i]!.shape)).toBeCloseTo(1, 1);
    }
  });

  test("deterministic: the same input gives the same paths", () => {
    expect(countyOutlines(boundaries, map.point, clip)).toEqual(outlines);
  });

  test("the boundary file carries its licence lines", () => {
    expect(boundaries.attribution.join(" ")).toContain("Crown copyright and database right");
    expect(boundaries.attribution.join(" ")).toContain("Open Government Licence");
    expect(boundaries.attribution.join(" ")).toContain("Creative Commons Attribution 4.0");
  });
});

describe("a damaged boundary file fails with the file and the field", () => {
  const file = json as Record<string, unknown>;
  test.each([
    ["no licence lines", { ...file, attribution: [] }, /^data\/x\.json: attribution: /],
    ["not a topology", { ...file, type: "FeatureCollection" }, /^data\/x\.json: type: /],
    ["no districts", { ...file, objects: {} }, /^data\/x\.json: objects\.districts: /],
  ])("%s", (_name, given, want) => {
    expect(() => parseBoundaries(given, "data/x.json")).toThrow(want);
  });
});
