import { describe, expect, test } from "vitest";
import { gridReferenceToWgs84, gridToOsgb36, parseGridReference } from "../../model/os-grid";

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

  test("it reproduces the stations' coordinates in data/transmitters.yaml", () => {
    const stations: [string, number, number][] = [
      ["SP567105", 51.791, -1.179], // Oxford
      ["SU527568", 51.308, -1.245], // Hannington
      ["ST564488", 51.237, -2.625], // Mendip
      ["SK113003", 52.601, -1.834], // Sutton Coldfield
      ["TQ339712", 51.424, -0.075], // Crystal Palace
      ["ST849990", 51.69, -2.219], // Nailsworth
      ["SU209688", 51.418, -1.7], // Marlborough
      ["SU780822", 51.534, -0.876], // Henley-on-Thames
    ];
    for (const [reference, lat, lng] of stations) {
      const at = gridReferenceToWgs84(reference);
      expect(at.lat, reference).toBeCloseTo(lat, 3);
      expect(at.lng, reference).toBeCloseTo(lng, 3);
    }
  });
});
