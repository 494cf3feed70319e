/**
 * Ordnance Survey National Grid references to WGS84 latitude and longitude,
 * the way data/transmitters.yaml states its coordinates were made: the grid
 * reference to OSGB36 by the inverse Transverse Mercator projection (Airy 1830
 * ellipsoid, National Grid origin and scale), then OSGB36 to WGS84 by the
 * 7-parameter Helmert transformation (OS "A guide to coordinate systems in
 * Great Britain", annexes B and C; its Helmert parameters are good to a few metres).
 */
import type { Coordinates } from "../model/page-props";

/** The grid's 100 km squares: the first letter names a 500 km square, the second a 100 km square in it. */
const LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"; // no I

export interface GridPoint {
  easting: number;
  northing: number;
}

/**
 * "SP567105" (or "SP 567 105", any even number of digits) to metres east
 * and north of the grid's false origin, at the south-west corner of the
 * square the reference names. Throws on anything else.
 */
export function parseGridReference(reference: string): GridPoint {
  const compact = reference.replace(/\s+/g, "").toUpperCase();
  const match = /^([A-HJ-Z])([A-HJ-Z])(\d*)$/.exec(compact);
  const digits = match?.[3] ?? "";
  if (!match || digits.length % 2 !== 0 || digits.length > 10)
    throw new Error(`parseGridReference: not an OS grid reference: "${reference}"`);
  const first = LETTERS.indexOf(match[1]!);
  const second = LETTERS.indexOf(match[2]!);
  // 500 km squares from S (SV lies at the origin); 100 km squares within, row by row from the top.
  const e500 = ((first - 2) % 5) * 5 + (second % 5);
  const n500 = 19 - Math.floor(first / 5) * 5 - Math.floor(second / 5);
  const half = digits.length / 2;
  const scale = half === 0 ? 0 : 10 ** (5 - half);
  const east = half === 0 ? 0 : Number(digits.slice(0, half)) * scale;
  const north = half === 0 ? 0 : Number(digits.slice(half)) * scale;
  return { easting: e500 * 100_000 + east, northing: n500 * 100_000 + north };
}

/** A reference precise enough to place a mast: at least six digits, a 100 m square. */
export function isGridReference(reference: string): boolean {
  try {
    parseGridReference(reference);
  } catch {
    return false;
  }
  return reference.replace(/\D/g, "").length >= 6;
}

// Airy 1830 and the National Grid projection.
const AIRY = { a: 6_377_563.396, b: 6_356_256.909 };
const F0 = 0.9996012717;
const PHI0 = (49 * Math.PI) / 180;
const LAMBDA0 = (-2 * Math.PI) / 180;
const E0 = 400_000;
const N0 = -100_000;

// GRS80 / WGS84.
const WGS84 = { a: 6_378_137, b: 6_356_752.3141 };

// OSGB36 to WGS84: the inverse of the published WGS84-to-OSGB36 Helmert parameters.
const HELMERT = {
  tx: 446.448,
  ty: -125.157,
  tz: 542.06,
  s: -20.4894e-6, // scale, as a fraction
  rx: ((0.1502 / 3600) * Math.PI) / 180,
  ry: ((0.247 / 3600) * Math.PI) / 180,
  rz: ((0.8421 / 3600) * Math.PI) / 180,
};

/** OSGB36 latitude and longitude (radians) of a point on the National Grid: inverse Transverse Mercator. */
export function gridToOsgb36({ easting, northing }: GridPoint): { phi: number; lambda: number } {
  const { a, b } = AIRY;
  const e2 = 1 - (b * b) / (a * a);
  const n = (a - b) / (a + b);
  const meridional = (phi: number) =>
    b *
    F0 *
    ((1 + n + (5 / 4) * n ** 2 + (5 / 4) * n ** 3) * (phi - PHI0) -
      (3 * n + 3 * n ** 2 + (21 / 8) * n ** 3) * Math.sin(phi - PHI0) * Math.cos(phi + PHI0) +
      ((15 / 8) * n ** 2 + (15 / 8) * n ** 3) *
        Math.sin(2 * (phi - PHI0)) *
        Math.cos(2 * (phi + PHI0)) -
      (35 / 24) * n ** 3 * Math.sin(3 * (phi - PHI0)) * Math.cos(3 * (phi + PHI0)));

  let phi = PHI0;
  let m = 0;
  do {
    phi += (northing - N0 - m) / (a * F0);
    m = meridional(phi);
  } while (Math.abs(northing - N0 - m) >= 0.00001);

  const sin = Math.sin(phi);
  const cos = Math.cos(phi);
  const tan = Math.tan(phi);
  const nu = (a * F0) / Math.sqrt(1 - e2 * sin * sin);
  const rho = (a * F0 * (1 - e2)) / (1 - e2 * sin * sin) ** 1.5;
  const eta2 = nu / rho - 1;
  const sec = 1 / cos;
  const VII = tan / (2 * rho * nu);
  const VIII = (tan / (24 * rho * nu ** 3)) * (5 + 3 * tan ** 2 + eta2 - 9 * tan ** 2 * eta2);
  const IX = (tan / (720 * rho * nu ** 5)) * (61 + 90 * tan ** 2 + 45 * tan ** 4);
  const X = sec / nu;
  const XI = (sec / (6 * nu ** 3)) * (nu / rho + 2 * tan ** 2);
  const XII = (sec / (120 * nu ** 5)) * (5 + 28 * tan ** 2 + 24 * tan ** 4);
  const XIIA = (sec / (5040 * nu ** 7)) * (61 + 662 * tan ** 2 + 1320 * tan ** 4 + 720 * tan ** 6);
  const dE = easting - E0;
  return {
    phi: phi - VII * dE ** 2 + VIII * dE ** 4 - IX * dE ** 6,
    lambda: LAMBDA0 + X * dE - XI * dE ** 3 + XII * dE ** 5 - XIIA * dE ** 7,
  };
}

function toCartesian(phi: number, lambda: number, { a, b }: { a: number; b: number }) {
  const e2 = 1 - (b * b) / (a * a);
  const nu = a / Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
  return {
    x: nu * Math.cos(phi) * Math.cos(lambda),
    y: nu * Math.cos(phi) * Math.sin(lambda),
    z: (1 - e2) * nu * Math.sin(phi),
  };
}

function fromCartesian(
  { x, y, z }: { x: number; y: number; z: number },
  { a, b }: { a: number; b: number },
) {
  const e2 = 1 - (b * b) / (a * a);
  const p = Math.hypot(x, y);
  let phi = Math.atan2(z, p * (1 - e2));
  for (let i = 0; i < 10; i++) {
    const nu = a / Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
    phi = Math.atan2(z + e2 * nu * Math.sin(phi), p);
  }
  return { phi, lambda: Math.atan2(y, x) };
}

/** OSGB36 geodetic (radians) to WGS84 geodetic (radians), heights taken as zero. */
function osgb36ToWgs84(phi: number, lambda: number): { phi: number; lambda: number } {
  const { x, y, z } = toCartesian(phi, lambda, AIRY);
  const { tx, ty, tz, s, rx, ry, rz } = HELMERT;
  const k = 1 + s;
  return fromCartesian(
    {
      x: tx + k * x - rz * y + ry * z,
      y: ty + rz * x + k * y - rx * z,
      z: tz - ry * x + rx * y + k * z,
    },
    WGS84,
  );
}

const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * A grid reference's WGS84 position. For a 6-figure reference, which names a
 * 100 m square, it gives the square's centre, as a reference names the square
 * it lies in (so about ±70 m); likewise for other precisions.
 */
export function gridReferenceToWgs84(reference: string): Coordinates {
  const corner = parseGridReference(reference);
  const digits = reference.replace(/\s+/g, "").length - 2;
  const square = digits === 0 ? 100_000 : 10 ** (5 - digits / 2);
  const osgb36 = gridToOsgb36({
    easting: corner.easting + square / 2,
    northing: corner.northing + square / 2,
  });
  const { phi, lambda } = osgb36ToWgs84(osgb36.phi, osgb36.lambda);
  return { lat: degrees(phi), lng: degrees(lambda) };
}
