/**
 * A composer input's key (made-from.ts's inputKey) changes with anything the
 * input holds, however it is hashed: an object hashed apart stands as its hash,
 * a derived value as the hash of what it was made from, and neither can be
 * passed off as a string of the data.
 */
import { describe, expect, test } from "vitest";
import {
  derivationOf,
  derivedFrom,
  hashedApart,
  inputKey,
  valuePart,
} from "../../generator/made-from";

const key = (own: object) => inputKey({ shared: true }, own);

describe("inputKey", () => {
  test("an object hashed apart: the key changes with its content, and stands for it alone", () => {
    const station = (name: string) => hashedApart({ id: "x", name, note: "n".repeat(100) });
    const a = key({ place: { stations: [station("Oxford")] } });
    expect(key({ place: { stations: [station("Oxford")] } })).toBe(a);
    expect(key({ place: { stations: [station("Oxford (Beckley)")] } })).not.toBe(a);
    // The same content written out in full is not the same input: its key differs, never clashes.
    expect(
      key({ place: { stations: [{ id: "x", name: "Oxford", note: "n".repeat(100) }] } }),
    ).not.toBe(a);
  });

  test("a string of the data cannot read as an object's hash", () => {
    const station = hashedApart({ id: "x", note: "n".repeat(100) });
    const held = key({ place: { station } });
    // A string holding the very hash that stands for the object, after a NUL, is another input.
    expect(key({ place: { station: `\u0000${valuePart(station)}` } })).not.toBe(held);
    expect(key({ place: { name: "\u0000" } })).not.toBe(key({ place: { name: "\u0000\u0000" } }));
  });

  test("a short value stands as itself, a long one as its hash: both tell values apart", () => {
    expect(key({ path: "/a" })).not.toBe(key({ path: "/b" }));
    expect(key({ path: "a".repeat(200) })).not.toBe(key({ path: `${"a".repeat(199)}b` }));
    expect(key({ helpful: [] })).not.toBe(key({ helpful: [{}] }));
  });

  test("a derived value: the key follows what it was made from, not what it holds", () => {
    const made = (from: unknown) => derivedFrom({ figures: [1, 2, 3] }, derivationOf(from));
    const a = key({ place: { reception: made({ lat: 51.7 }) } });
    expect(key({ place: { reception: made({ lat: 51.7 }) } })).toBe(a);
    expect(key({ place: { reception: made({ lat: 51.8 }) } })).not.toBe(a);
  });
});
