/** Picking a place's nearest in one pass gives what sorting them all gives. */
import { describe, expect, test } from "vitest";
import { firstSorted } from "../../generator/resolve/places";

describe("firstSorted", () => {
  test("the first k accepted indexes in order, ties broken as the order says, as a full sort gives", () => {
    // Seeded, with many equal values so that the tie-break matters.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) % 50) / 10;
    for (const count of [0, 1, 5, 40, 300]) {
      const values = Array.from({ length: count }, random);
      const compare = (a: number, b: number) => values[a]! - values[b]! || b - a;
      const accept = (i: number) => i % 3 !== 0;
      for (const k of [1, 2, 14]) {
        const sorted = [...values.keys()].filter(accept).sort(compare).slice(0, k);
        expect(firstSorted(count, k, compare, accept), `${count} values, first ${k}`).toEqual(
          sorted,
        );
      }
    }
  });
});
