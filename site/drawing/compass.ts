/**
 * The compass both pictures of a place's sky stand on (where to point an
 * aerial or dish, and the Starlink page's sky view): their shared width and
 * type size, points placed by bearing, and the N, E, S, W letters.
 */

/** The pictures' width in their own units: a 320 px phone shows them 288 px wide, so FONT reads as 12.6 px. */
export const WIDTH = 320;
export const FONT = 14;

export interface Point {
  x: number;
  y: number;
}

/** A compass point's letter, placed. */
export interface CompassLetter {
  letter: "N" | "E" | "S" | "W";
  x: number;
  y: number;
}

export const round = (n: number) => Math.round(n * 10) / 10;
export const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The point `distance` from `from` at `bearing` degrees clockwise from north (y grows downward). */
export function along(from: Point, bearing: number, distance: number): Point {
  return {
    x: round(from.x + distance * Math.sin(radians(bearing))),
    y: round(from.y - distance * Math.cos(radians(bearing))),
  };
}

/** N, E, S and W `distance` out from `centre`, each centred on its point. */
export function compassLetters(centre: Point, distance: number): CompassLetter[] {
  return (["N", "E", "S", "W"] as const).map((letter, quarter) => {
    const at = along(centre, quarter * 90, distance);
    // Letters sit on their baseline: lower them by a third of their height to centre them.
    return { letter, x: at.x, y: round(at.y + FONT / 3) };
  });
}
