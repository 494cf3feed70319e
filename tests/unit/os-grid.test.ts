import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Problem } from "../../generator/errors";
import { load } from "../../generator/load/load";
import { validate } from "../../generator/validate/validate";
import { gridReferenceToWgs84, gridToOsgb36, parseGridReference } from "../../generator/os-grid";

const toDegrees = (radians: number) => (radians * 180) / Math.PI;
const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600;

describe("OS grid references to WGS84", () => {
  test("letters and digits give the square's south-west corner", () => {
    expect(parseGridReference("SP567105")).toEqual({ easting: 456_700, northing: 210_500 });
    expect(parseGridReference("st 849 990")).toEqual({ easting: 384_900, northing: 199_000 });
    expect(parseGridReference("TG5140013050")).toEqual({ easting: 651_400, northing: 313_050 });
    expect(() => parseGridReference("SP56710")).toThrow();
    expect(() => parseGridReference("IP567105")).toThrow();
  });

  test("the inverse projection matches the Ordnance Survey's worked example", () => {
    // OS, A guide to coordinate systems in Great Britain, annex C: E 651409.903, N 313177.270.
    const { phi, lambda } = gridToOsgb36({ easting: 651_409.903, northing: 313_177.27 });
    expect(toDegrees(phi)).toBeCloseTo(dms(52, 39, 27.2531), 6);
    expect(toDegrees(lambda)).toBeCloseTo(dms(1, 43, 4.5177), 6);
  });

  test("it reproduces the stations' coordinates in data/transmitters.yaml", async () => {
    const found: Problem[] = [];
    const data = validate(await load(path.resolve(".")), found);
    if (!data) throw new Error(`the real data has problems: ${found.length}`);
    // Every station whose grid reference the file gives beside its coordinates, read from the file.
    const stations = data.transmitters.transmitters.flatMap(({ gridReference, coordinates }) =>
      gridReference && coordinates ? [{ gridReference, coordinates }] : [],
    );
    expect(stations.length).toBeGreaterThan(0);
    for (const { gridReference, coordinates } of stations) {
      const at = gridReferenceToWgs84(gridReference);
      expect(at.lat, gridReference).toBeCloseTo(coordinates.lat, 3);
      expect(at.lng, gridReference).toBeCloseTo(coordinates.lng, 3);
    }
  });
});
