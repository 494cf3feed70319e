/** A place's nearest found by searching a grid outwards are what sorting every other place gives. */
import { describe, expect, test } from "vitest";
import { distanceKm } from "../../model/geo";
import { nearestFinder } from "../../generator/resolve/nearest";

describe("nearestFinder", () => {
  test("the first k candidates by distance, ties broken as the order says, as a full sort gives", () => {
    // Seeded, on a coarse grid so that many places share a latitude or a distance and the tie-break matters.
    // The largest spread finely too, so that a search crosses many cells.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const count of [1, 2, 5, 40, 300, 2000]) {
      const grain = count > 1000 ? 1000 : 1;
      const all = Array.from({ length: count }, (_, i) => i);
      const points = Array.from({ length: count }, () => ({
        lat: 51.5 + Math.round(random() * 20 * grain) / (40 * grain),
        lng: -1.5 + Math.round(random() * 20 * grain) / (40 * grain),
      }));
      const spread = grain > 1 ? all.filter((i) => i % 37 === 5) : [];
      const tieBreak = (a: number, b: number) => b - a;
      const few = all.filter((i) => i % 7 === 3);
      for (const candidates of [all, few]) {
        const nearest = nearestFinder(points, candidates, tieBreak);
        for (const from of [0, Math.floor(count / 2), count - 1, 3, ...spread].filter(
          (i) => i < count,
        )) {
          const km = (i: number) => distanceKm(points[from]!, points[i]!);
          for (const k of [0, 1, 2, 14]) {
            const sorted = candidates
              .filter((i) => i !== from)
              .sort((a, b) => km(a) - km(b) || tieBreak(a, b))
              .slice(0, k);
            expect(
              nearest(from, k),
              `${count} places, ${candidates.length} candidates, first ${k}`,
            ).toEqual(sorted);
          }
        }
      }
    }
  });

  test("a place due east is found before one nearer in longitude but farther north", () => {
    const points = [
      { lat: 51.8, lng: -1.5 },
      { lat: 51.8, lng: 0.5 },
      { lat: 51.81, lng: -1.5 },
      { lat: 53.5, lng: -1.5 },
    ];
    const nearest = nearestFinder(points, [0, 1, 2, 3], (a, b) => a - b);
    expect(distanceKm(points[0]!, points[1]!)).toBeLessThan(distanceKm(points[0]!, points[3]!));
    expect(nearest(0, 3)).toEqual([2, 1, 3]);
  });
});
