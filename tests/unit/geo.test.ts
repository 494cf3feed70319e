import { describe, expect, test } from "vitest";
import { bearingDegrees, dishAngles, sixteenPoint } from "../../model/geo";

describe("sixteen-point directions, as an installer says them", () => {
  test.each([
    [0, "north"],
    [22.5, "north-north-east"],
    [67.5, "east-north-east"],
    [112.5, "east-south-east"],
    [200, "south-south-west"],
    [292.5, "west-north-west"],
    [349, "north"],
  ])("%s° is %s", (bearing, want) => expect(sixteenPoint(bearing)).toBe(want));
});

describe("bearings", () => {
  test("due east along a parallel is about 90°", () => {
    expect(bearingDegrees({ lat: 51.75, lng: -1.6 }, { lat: 51.75, lng: -1.3 })).toBeCloseTo(90, 0);
  });
  test("due south is 180°", () => {
    expect(bearingDegrees({ lat: 51.75, lng: -1.6 }, { lat: 51.5, lng: -1.6 })).toBeCloseTo(180, 5);
  });
});

describe("dish angles to a geostationary satellite", () => {
  test("on the satellite's own longitude the dish faces due south, tilted by the textbook formula", () => {
    const { azimuth, elevation } = dishAngles({ lat: 51.5, lng: 28.2 }, 28.2);
    expect(azimuth).toBeCloseTo(180, 5);
    // tan(el) = (cos φ − R/r) / sin φ for a site on the satellite's meridian.
    const phi = (51.5 * Math.PI) / 180;
    const want = (Math.atan((Math.cos(phi) - 6378.137 / 42164.17) / Math.sin(phi)) * 180) / Math.PI;
    expect(elevation).toBeCloseTo(want, 5);
  });
  test("west of the satellite the dish turns east of south: Carterton to Astra 2 (28.2°E)", () => {
    const { azimuth, elevation } = dishAngles({ lat: 51.759, lng: -1.594 }, 28.2);
    expect(azimuth).toBeGreaterThan(143);
    expect(azimuth).toBeLessThan(145);
    expect(elevation).toBeGreaterThan(24);
    expect(elevation).toBeLessThan(25.5);
  });
});
