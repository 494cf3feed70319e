/**
 * A long data module formatted in slices is the same text as formatted whole:
 * each of the site's data modules, printed as emit prints it, cut into slices
 * far smaller than the generator's so that every list of it is cut many times.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { print } from "../../generator/emit/emit";
import { format, type SliceMemo } from "../../generator/format";
import { formatBatch } from "../../generator/format-batch";
import { sliced, slicesFormattedIn } from "../../generator/format-slices";
import type { OutputFile } from "../../generator/output";
import { loadFormatOptions } from "../../generator/load/format-options";
import { places } from "../../site/generated/catalogue-places";
import { coverage } from "../../site/generated/coverage";
import { manifest } from "../../site/generated/manifest";
import { routes } from "../../site/generated/routes-place";

const MODULES = [
  {
    file: "manifest",
    name: "manifest",
    type: "Manifest",
    typeFrom: "model/routes",
    value: manifest,
  },
  {
    file: "catalogue-places",
    name: "places",
    type: 'Catalogue["places"]',
    typeFrom: "model/catalogue",
    value: places,
  },
  {
    file: "coverage",
    name: "coverage",
    type: "CoverageTable",
    typeFrom: "model/coverage",
    value: coverage,
  },
  {
    file: "routes-place",
    name: "routes",
    type: "FamilyRoutes",
    typeFrom: "model/routes",
    value: routes,
  },
];

/** A module as emit prints it. */
function printed(path: string, value: unknown, { name, type, typeFrom } = MODULES[0]!): OutputFile {
  return [
    ...print([
      { module: { path, source: "a test", typeFrom: `../../${typeFrom}`, name, type, value } },
    ]),
  ][0]!;
}

describe("a data module formatted in slices", () => {
  test.each(MODULES)(
    "$file: the text formatting it whole gives, which is the file on disk",
    async (module) => {
      const path = `site/generated/${module.file}.ts`;
      const [printed] = [
        ...print([
          {
            module: {
              path,
              source: "a test",
              typeFrom: `../../${module.typeFrom}`,
              name: module.name,
              type: module.type,
              value: module.value,
            },
          },
        ]),
      ];
      const options = await loadFormatOptions(".");
      const slices = sliced(printed!, 2000);
      expect(slices, "the module is sliced").toBeDefined();
      expect(slices!.pieces.length).toBeGreaterThan(5);
      const [whole] = await formatBatch([printed!], options);
      const assembled = slices!.assemble(await formatBatch(slices!.pieces, options));
      expect(assembled.contents).toBe(whole!.contents);
      // The header names its source: past it, the file the generator wrote.
      const body = (text: string) => text.slice(text.indexOf("\n"));
      expect(body(assembled.contents)).toBe(body(await readFile(path, "utf8")));
    },
  );

  test.each(MODULES)(
    "$file: its slices read off the file as formatted are what formatting them gives",
    async (module) => {
      const path = `site/generated/${module.file}.ts`;
      const onDisk = await readFile(path, "utf8");
      const options = await loadFormatOptions(".");
      const seeded = new Map(slicesFormattedIn(module.value, onDisk, 2000));
      const slices = sliced(printed(path, module.value, module), 2000)!;
      expect(seeded.size).toBe(slices.pieces.length - 1);
      // Each slice as read off the file, formatted alone, gives the same lines.
      for (const piece of slices.pieces.slice(1, 4)) {
        const [alone] = await formatBatch([piece], options);
        const lines = (text: string, depth: number) =>
          text.replace(/\n$/, "").split("\n").slice(depth, -depth);
        const depth = piece.contents.includes('{\n"at":') ? 2 : 1;
        expect(lines(seeded.get(piece.contents)!, depth)).toEqual(lines(alone!.contents, depth));
      }
      // With the rest formatted, the slices read off the file join to the file.
      const [rest] = await formatBatch([slices.pieces[0]!], options);
      const joined = slices.assemble([
        rest!,
        ...slices.pieces.slice(1).map((piece) => ({ path, contents: seeded.get(piece.contents)! })),
      ]);
      const body = (text: string) => text.slice(text.indexOf("\n"));
      expect(body(joined.contents)).toBe(body(onDisk));
    },
  );

  test("a file not laid out as its slices say gives no slices", () => {
    const value = Array.from({ length: 200 }, (_, i) => ({ name: `place ${i}`, n: i }));
    const text = `export const a: A = ${JSON.stringify(value)};\n`;
    expect(slicesFormattedIn(value, text, 2000)).toBeUndefined();
  });

  test("not a data module, or none of its lists long: not sliced", () => {
    const page = {
      path: "site/generated/towns/a.tsx",
      contents: "export default function A() {}\n",
    };
    expect(sliced(page, 10)).toBeUndefined();
    const short = { path: "site/generated/a.ts", contents: 'export const a: A = {"b":[1,2]};\n' };
    expect(sliced(short, 1000)).toBeUndefined();
  });

  test("an object whose keys are quoted unalike is formatted whole", () => {
    const mixed = {
      path: "site/generated/a.ts",
      contents: `export const a: A = ${JSON.stringify(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [i % 2 ? `k${i}` : `/k${i}`, i])))};\n`,
    };
    expect(sliced(mixed, 100)).toBeUndefined();
  });

  test("with the last run's slices, an item changed formats only its slice again, to the same text", async () => {
    const options = await loadFormatOptions(".");
    // What the run formats (beyond the test's own whole formatting): each file it is given.
    const given: OutputFile[] = [];
    const small = (files: OutputFile[]) => {
      given.push(...files);
      return formatBatch(files, options);
    };
    const last = new Map<string, string>();
    const memo = (known: ReadonlyMap<string, string>): SliceMemo => ({
      known: () => Promise.resolve(known),
      made: (_module, slices) => slices.forEach(([hash, text]) => last.set(hash, text)),
      onDisk: () => Promise.resolve(new Map()),
    });
    const run = async (file: OutputFile, known: ReadonlyMap<string, string>) => {
      const out: OutputFile[] = [];
      await format([file], options, 1, (done) => void out.push(done), {
        small,
        slices: memo(known),
      });
      return out[0]!.contents;
    };
    const path = "site/generated/manifest.ts";
    const before = printed(path, manifest);
    expect(await run(before, new Map())).toBe((await formatBatch([before], options))[0]!.contents);
    const slices = given.length;
    expect(slices, "the manifest is sliced").toBeGreaterThan(5);

    const edited = structuredClone(manifest);
    edited.places[Math.floor(edited.places.length / 2)]!.keyFeatureCount += 1;
    const after = printed(path, edited);
    given.length = 0;
    expect(await run(after, new Map(last))).toBe(
      (await formatBatch([after], options))[0]!.contents,
    );
    // The slice with the edited place alone: the module's rest and every other slice are as they were.
    expect(given).toHaveLength(1);
  });
});
