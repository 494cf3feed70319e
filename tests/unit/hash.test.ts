import { describe, expect, test } from "vitest";
import { blockIndex, hashName, variantIndex } from "../../generator/hash";

describe("variant choice (a hash of the name modulo 8)", () => {
  test("is FNV-1a over the name, so it never changes between runs or machines", () => {
    // Reference values of 32-bit FNV-1a.
    expect(hashName("")).toBe(0x811c9dc5);
    expect(hashName("a")).toBe(0xe40c292c);
    expect(hashName("foobar")).toBe(0xbf9cf968);
  });

  test("the variant index is the hash modulo 8", () => {
    for (const name of ["Witney", "Carterton", "Stow-on-the-Wold", "Milton"]) {
      expect(variantIndex(name)).toBe(hashName(name) % 8);
    }
  });

  test("content blocks read further digits: 1 of 5, independent of the variant index", () => {
    const name = "Witney";
    const h = hashName(name);
    expect(blockIndex(name, 0)).toBe(Math.floor(h / 8) % 5);
    expect(blockIndex(name, 1)).toBe(Math.floor(h / 40) % 5);
    expect(blockIndex(name, 3)).toBe(Math.floor(h / (8 * 125)) % 5);
  });

  test("spreads real names over all variants", () => {
    const names = [
      "Witney",
      "Carterton",
      "Burford",
      "Bampton",
      "Alvescot",
      "Filkins",
      "Lechlade",
      "Fairford",
      "Faringdon",
      "Clanfield",
      "Kencot",
      "Langford",
      "Shilton",
      "Minster Lovell",
      "Ducklington",
      "Standlake",
      "Aston",
      "Brize Norton",
      "Black Bourton",
      "Bradwell Village",
    ];
    expect(new Set(names.map(variantIndex)).size).toBe(8);
    expect(new Set(names.map((n) => blockIndex(n, 0))).size).toBe(5);
  });
});
