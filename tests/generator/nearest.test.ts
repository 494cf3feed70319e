/** A place's nearest found by walking out in latitude are what sorting every other place gives. */
import { describe, expect, test } from "vitest";
import { distanceKm } from "../../model/geo";
import { nearestFinder } from "../../generator/resolve/nearest";

describe("nearestFinder", () => {
  test("the first k accepted places by distance, ties broken as the order says, as a full sort gives", () => {
    // Seeded, on a coarse grid so that many places share a latitude or a distance and the tie-break matters.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const count of [1, 2, 5, 40, 300]) {
      const points = Array.from({ length: count }, () => ({
        lat: 51.5 + Math.round(random() * 20) / 40,
        lng: -1.5 + Math.round(random() * 20) / 40,
      }));
      const tieBreak = (a: number, b: number) => b - a;
      const nearest = nearestFinder(points, tieBreak);
      for (const from of [0, Math.floor(count / 2), count - 1]) {
        const km = (i: number) => distanceKm(points[from]!, points[i]!);
        const sortAll = (k: number, accept: (i: number) => boolean) =>
          [...points.keys()]
            .filter(accept)
            .sort((a, b) => km(a) - km(b) || tieBreak(a, b))
            .slice(0, k);
        const others = (i: number) => i !== from;
        const few = (i: number) => i !== from && i % 7 === 3;
        for (const k of [0, 1, 2, 14]) {
          expect(nearest(from, k, others), `${count} places, first ${k}`).toEqual(
            sortAll(k, others),
          );
          expect(nearest(from, k, few), `${count} places, first ${k} of a few`).toEqual(
            sortAll(k, few),
          );
        }
      }
    }
  });

  test("a place due east (138 km) is found before one nearer in longitude but farther north (189 km)", () => {
    const points = [
      { lat: 51.8, lng: -1.5 },
      { lat: 51.8, lng: 0.5 },
      { lat: 51.81, lng: -1.5 },
      { lat: 53.5, lng: -1.5 },
    ];
    const nearest = nearestFinder(points, (a, b) => a - b);
    expect(nearest(0, 3, (i) => i !== 0)).toEqual([2, 1, 3]);
  });
});
