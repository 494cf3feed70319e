import { expect, test } from "vitest";
import { skyViewFor } from "../../generator/compose/pointing";
import { dishAngles } from "../../model/geo";
import {
  HORIZON,
  skyBelt,
  skyDescription,
  skyDrawing,
  skyPoint,
} from "../../site/drawing/sky-view";

const witney = { location: { name: "Witney", coordinates: { lat: 51.78641, lng: -1.48483 } } };

test("the geostationary belt runs from the western horizon round by the south to the eastern", () => {
  const belt = skyBelt(skyViewFor(witney).coordinates);
  expect(belt.length).toBeGreaterThan(5);
  expect(belt.every(({ elevation }) => elevation >= 0 && elevation < 90)).toBe(true);
  expect(belt[0]!.azimuth).toBeGreaterThan(250);
  expect(belt.at(-1)!.azimuth).toBeLessThan(110);
  // Highest due south, where a satellite at the place's own longitude is.
  const south = dishAngles(witney.location.coordinates, witney.location.coordinates.lng);
  const highest = Math.max(...belt.map((point) => point.elevation));
  expect(highest).toBeCloseTo(south.elevation, 0);
});

test("the plan puts straight up at the centre and the horizon on the ring, north up", () => {
  const { centre } = skyDrawing(skyViewFor(witney));
  expect(skyPoint(0, 90)).toEqual(centre);
  expect(skyPoint(0, 0)).toEqual({ x: centre.x, y: centre.y - HORIZON });
  expect(skyPoint(180, 0)).toEqual({ x: centre.x, y: centre.y + HORIZON });
});

test("the drawing holds no NaN and its description names the belt's highest point", () => {
  const sky = skyViewFor(witney);
  const drawing = skyDrawing(sky);
  expect(drawing.belt).not.toMatch(/NaN|Infinity/);
  expect(skyDescription(sky)).toMatch(/, 3\d° up at its highest, south\.$/);
});
