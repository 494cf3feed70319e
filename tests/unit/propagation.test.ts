import { describe, expect, test } from "vitest";
import { fieldStrength } from "../../generator/resolve/propagation";

// Reference values: Rec. ITU-R P.1546-6, tabulated values of Figure 9
// (600 MHz, land, 50% time), for 1 kW ERP.
describe("ITU-R P.1546 field strength, 600 MHz land 50% time", () => {
  test("at tabulated distances and heights it returns the table's value", () => {
    expect(fieldStrength(20, { erpKw: 1, effectiveHeightM: 150 })).toBeCloseTo(60.2499, 3);
    expect(fieldStrength(50, { erpKw: 1, effectiveHeightM: 300 })).toBeCloseTo(45.7341, 3);
    expect(fieldStrength(1, { erpKw: 1, effectiveHeightM: 10 })).toBeCloseTo(92.6814, 3);
  });

  test("between tabulated distances it interpolates in log distance", () => {
    // 19 km: 61.2497, 20 km: 60.2499 (h1 = 150 m); 19.5 km lies between, nearer by log.
    const e = fieldStrength(19.5, { erpKw: 1, effectiveHeightM: 150 });
    const expected = 61.2497 + ((60.2499 - 61.2497) * Math.log10(19.5 / 19)) / Math.log10(20 / 19);
    expect(e).toBeCloseTo(expected, 6);
  });

  test("between tabulated heights it interpolates in log height", () => {
    // 20 km: h1 150 m 60.2499, 300 m 67.6074.
    const e = fieldStrength(20, { erpKw: 1, effectiveHeightM: 212 });
    const expected = 60.2499 + ((67.6074 - 60.2499) * Math.log10(212 / 150)) / Math.log10(2);
    expect(e).toBeCloseTo(expected, 6);
  });

  test("scales with ERP: ten times the power is 10 dB more", () => {
    const one = fieldStrength(35, { erpKw: 1, effectiveHeightM: 150 });
    expect(fieldStrength(35, { erpKw: 100, effectiveHeightM: 150 })).toBeCloseTo(one + 20, 9);
  });

  test("falls with distance and rises with height", () => {
    const signal = { erpKw: 100, effectiveHeightM: 160 };
    expect(fieldStrength(10, signal)).toBeGreaterThan(fieldStrength(40, signal));
    expect(fieldStrength(40, { ...signal, effectiveHeightM: 300 })).toBeGreaterThan(
      fieldStrength(40, signal),
    );
  });

  test("never exceeds the free-space maximum, and holds distances under 1 km at 1 km", () => {
    expect(fieldStrength(1, { erpKw: 1, effectiveHeightM: 1200 })).toBeLessThanOrEqual(106.9);
    expect(fieldStrength(0.2, { erpKw: 1, effectiveHeightM: 150 })).toBeCloseTo(102.3451, 3);
  });
});
