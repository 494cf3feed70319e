/**
 * A run parses only the pieces of data/ and templates/ whose text changed
 * since the last (generator/load/pieces.ts): a list document entry by entry,
 * any other whole. Whatever it takes from the last run, every document must
 * read as the YAML library reads it whole.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { load } from "js-yaml";
import { afterAll, describe, expect, test } from "vitest";
import { parse } from "yaml";
import { parseInputs, readInputs } from "../../generator/load/load";
import { listPieces, PieceValues, type Parse } from "../../generator/load/pieces";
import { readValueCache, writeValueCache } from "../../generator/value-cache";

const ROOT = path.resolve(import.meta.dirname, "../..");
const quick: Parse = (text) => ({ value: load(text, { maxAliases: 0 }) });

const LIST = `# The places.
# Edit by hand.

- name: Witney
  county: Oxfordshire
  keyFeatures:
    - Market town
- name: Bampton
  description: |
    A village.
    - not an entry: indented
  # a comment in an entry
- name: Alvescot
`;

describe("listPieces", () => {
  test("a list at the top: one piece per entry, from its '- ' line to the next", () => {
    const pieces = listPieces(LIST);
    expect(pieces).toHaveLength(3);
    expect(pieces![0]).toMatch(/^- name: Witney\n/);
    expect(pieces![1]).toContain("- not an entry: indented");
    expect(pieces![1]).toContain("# a comment in an entry");
    expect(pieces!.map((piece) => quick(piece)!.value).flat()).toEqual(load(LIST));
  });

  test.each([
    ["a mapping", "name: Witney\ncounty: Oxfordshire\n"],
    ["a list after a document marker", "---\n- a\n- b\n"],
    ["a list with a key at the first column", "- a\nkey: b\n"],
    ["comments alone", "# nothing\n# here\n"],
    ["a flow list", "[a, b]\n"],
  ])("%s is not cut", (_name, text) => {
    expect(listPieces(text)).toBeUndefined();
  });

  test("Windows line ends cut as Unix ones", () => {
    expect(listPieces(LIST.replaceAll("\n", "\r\n"))).toHaveLength(3);
  });
});

describe("PieceValues", () => {
  test("every YAML file of the project reads as the YAML library reads it whole, parsed or taken", async () => {
    const { texts } = await readInputs(ROOT);
    const first = new PieceValues();
    const docsOf = (values: PieceValues) => {
      const input = parseInputs(texts, [], [], [], undefined, [], new Set(), values);
      return [input.locations, input.transmitters, ...Object.values(input.content)];
    };
    const parsed = docsOf(first);
    const again = new PieceValues(first.used);
    const taken = docsOf(again);
    expect(again.parsed).toBe(0);
    expect(again.changed).toBe(false);
    // data/locations.yaml in pieces, one per place.
    expect(first.used.size).toBeGreaterThan(400);
    for (const [i, doc] of parsed.entries()) {
      const whole = parse(texts[doc.file]!) as unknown;
      expect(doc.value, doc.file).toEqual(whole);
      expect(taken[i]!.value, doc.file).toEqual(whole);
    }
  });

  test("after one entry's edit only that entry is parsed, and the list reads as it does whole", () => {
    const first = new PieceValues();
    first.document(LIST, quick);
    const edited = LIST.replace("A village.", "A village by the Thames.");
    const next = new PieceValues(first.used);
    expect(next.document(edited, quick)?.value).toEqual(load(edited));
    expect(next.parsed).toBe(1);
    expect(next.changed).toBe(true);
  });

  test("a value taken from the cache is the run's own copy", () => {
    const first = new PieceValues();
    first.document(LIST, quick);
    const taken = new PieceValues(first.used).document(LIST, quick)!.value as { name: string }[];
    taken[0]!.name = "Changed";
    expect(new PieceValues(first.used).document(LIST, quick)?.value).toEqual(load(LIST));
  });

  test("a piece that does not parse leaves the document to the whole parse", () => {
    const values = new PieceValues();
    // The second entry alone is a mapping with a bad indent; whole, the same.
    expect(
      values.document("- a: 1\n- b: 2\n   c: 3\n", (text) => {
        try {
          return quick(text);
        } catch {
          return undefined;
        }
      }),
    ).toBeUndefined();
  });
});

describe("the value cache", () => {
  let root: string | undefined;
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  test("kept for the same generator; another starts with none", async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "value-cache-"));
    const values = new PieceValues();
    values.document(LIST, quick);
    await writeValueCache(root, "generator-a", values.used);
    const kept = await readValueCache(root, "generator-a");
    expect([...kept.keys()].sort()).toEqual([...values.used.keys()].sort());
    expect(new PieceValues(kept).document(LIST, quick)?.value).toEqual(load(LIST));
    expect((await readValueCache(root, "generator-b")).size).toBe(0);
  });
});
