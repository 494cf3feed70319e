import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, test } from "vitest";
import { scaledPlaces } from "../../bench/scaled-places";
import { distanceKm } from "../../model/geo";
import { slugify } from "../../model/slug";

interface Place {
  name: string;
  postcode: string;
  coordinates: { lat: number; lng: number };
}

const original = readFileSync("tests/fixtures/small/data/locations.yaml", "utf8");
const places = parse(original) as Place[];

describe("the places grown for the scale bench", () => {
  const grown = parse(scaledPlaces(original, 3)) as Place[];

  test("each place and two copies, each copy's name and page address its own", () => {
    expect(grown).toHaveLength(places.length * 3);
    expect(grown.slice(0, places.length)).toEqual(places);
    // The fixture's own places share names (two Miltons), which the generator tells apart.
    const originals = new Set(places.map((place) => slugify(place.name)));
    const copies = grown.slice(places.length).map((place) => slugify(place.name));
    expect(new Set(copies).size).toBe(copies.length);
    expect(copies.filter((slug) => originals.has(slug))).toEqual([]);
  });

  test("a copy keeps its original's postcode and lies 100-600 m from it", () => {
    const copies = grown.slice(places.length);
    copies.forEach((copy, i) => {
      const from = places[Math.floor(i / 2)]!;
      expect(copy.name.startsWith(from.name)).toBe(true);
      expect(copy.postcode).toBe(from.postcode);
      const metres = distanceKm(from.coordinates, copy.coordinates) * 1000;
      expect(metres).toBeGreaterThan(95);
      expect(metres).toBeLessThan(605);
    });
  });

  test("the same copies on every run; at 1x the file unchanged", () => {
    expect(scaledPlaces(original, 3)).toBe(scaledPlaces(original, 3));
    expect(scaledPlaces(original, 1)).toBe(original);
  });
});
