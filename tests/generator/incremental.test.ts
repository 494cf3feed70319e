/**
 * A run that keeps what the record says is unchanged writes exactly what a
 * run that makes everything writes, edit by edit: the keys (resolve/keys.ts)
 * hold everything each composer reads. And each edit makes no more than the
 * pages that show it.
 */
import { beforeAll, describe, expect, test } from "vitest";
import type { InputTexts } from "../../generator/load/load";
import type { GeneratedFiles } from "../../generator/pipeline";
import { generateFixture } from "./fixture";

type Edit = (texts: InputTexts) => void;

/** Replaces `from` with `to` in one input file; the fixture must hold `from`. */
const replace =
  (file: string, from: string | RegExp, to: string): Edit =>
  (texts) => {
    const text = texts[file]!;
    const edited = text.replace(from, to);
    if (edited === text) throw new Error(`${file} has no ${String(from)}`);
    texts[file] = edited;
  };

const previousOf = (generated: GeneratedFiles) =>
  new Map(generated.files.map((file) => [file.path, file.contents]));

let base: GeneratedFiles;
beforeAll(async () => {
  base = await generateFixture(undefined, [], [], { version: "v1" });
});

/** The edit's run from the base run's files and record, and a run that makes everything. */
async function bothWays(edit: Edit, version = "v1") {
  const [incremental, full] = await Promise.all([
    generateFixture(edit, [], [], { version, previous: previousOf(base), record: base.record }),
    generateFixture(edit, [], [], { version }),
  ]);
  return { incremental, full };
}

const made = (generated: GeneratedFiles) =>
  generated.made.map((file) => file.split("/").slice(2).join("/"));

describe("a run that keeps unchanged files writes what a full run writes", () => {
  test("nothing changed: nothing is composed or made, every file kept", async () => {
    const { incremental, full } = await bothWays(() => {});
    expect(incremental.made).toEqual([]);
    expect(incremental.pages).toEqual([]);
    expect(incremental.editorial).toEqual([]);
    expect(incremental.files).toEqual(full.files);
    expect(incremental.record).toEqual(full.record);
  });

  const edits: [string, Edit][] = [
    [
      "a town's key features",
      replace(
        "data/locations.yaml",
        "keyFeatures: [Village in Oxfordshire, Postcode district OX18]",
        "keyFeatures: [Village in Oxfordshire, Postcode district OX18, Home of RAF Brize Norton]",
      ),
    ],
    [
      "a town moved (its neighbours' distances and bearings change)",
      replace(
        "data/locations.yaml",
        "{ lat: 51.7686, lng: -1.5736 }",
        "{ lat: 51.7786, lng: -1.5636 }",
      ),
    ],
    [
      "a town renamed",
      (texts) => {
        texts["data/locations.yaml"] = texts["data/locations.yaml"]!.replaceAll(
          "Black Bourton",
          "Black Bourton Green",
        );
      },
    ],
    [
      "the transmitter table",
      replace("data/transmitters.yaml", "name: Hannington", "name: Hannington Down"),
    ],
    ["the main phone number", replace("data/business.yaml", '"01632 960000"', '"01632 960999"')],
    ["a town template", replace("templates/town.yaml", "{{location}}", "{{location}} town")],
    [
      "a content entry",
      replace(
        "data/content/guides.yaml",
        "One line about retuning freeview.",
        "Another line about retuning.",
      ),
    ],
    [
      "a blog article's towns",
      replace(
        "data/blog/starlink-around-carterton.md",
        "towns: [Carterton, Brize Norton]",
        "towns: [Carterton]",
      ),
    ],
    [
      "a dedicated town's sections",
      (texts) => {
        texts["data/towns/abingdon.md"] =
          `${texts["data/towns/abingdon.md"]!}\nOne more line about Abingdon.\n`;
      },
    ],
    [
      "a prose page",
      (texts) => {
        texts["data/pages/working-hours.md"] =
          `${texts["data/pages/working-hours.md"]!}\nOne more line.\n`;
      },
    ],
  ];

  test.each(edits)("%s", async (_name, edit) => {
    const { incremental, full } = await bothWays(edit);
    expect(incremental.files).toEqual(full.files);
    expect(incremental.record).toEqual(full.record);
    // Something was made, and less than everything.
    expect(incremental.made.length).toBeGreaterThan(0);
    expect(incremental.made.length).toBeLessThan(full.made.length);
  });

  test("a town's key features remake its own pages and the pages that name it, nothing else", async () => {
    const { incremental } = await bothWays(edits[0]![1]);
    expect(made(incremental)).toEqual([
      "ajax/brize-norton.tsx",
      "blog/starlink-around-carterton.tsx",
      "manifest.ts",
      "postcodes/ox7.tsx",
      "postcodes/postcode/tv-aerial-installation-ox18-carterton.tsx",
      "starlink/brize-norton.tsx",
      "towns/brize-norton.tsx",
    ]);
  });

  test("the phone number remakes only what may say it: no place page but a dedicated town's", async () => {
    const { incremental } = await bothWays(edits[4]![1]);
    const places = made(incremental).filter((file) => /^(towns|starlink|ajax)\//.test(file));
    // Abingdon has sections of its own (data/towns/abingdon.md), which may say the number.
    expect(places).toEqual(["towns/abingdon.tsx"]);
    expect(made(incremental)).toContain("business.ts");
  });

  test("a new generator version remakes every file, and the files come out the same", async () => {
    const { incremental, full } = await bothWays(() => {}, "v2");
    expect(incremental.made).toHaveLength(full.files.length);
    expect(incremental.files).toEqual(base.files);
    // The record changes in one line: the keys leave the version out.
    expect(incremental.record).toEqual({ ...base.record, generator: "v2" });
  });

  test("a file edited by hand is made again, and only it", async () => {
    const previous = previousOf(base);
    const town = "site/generated/towns/carterton.tsx";
    previous.set(town, previous.get(town)!.replace("Carterton", "Carterville"));
    const again = await generateFixture(undefined, [], [], {
      version: "v1",
      previous,
      record: base.record,
    });
    expect(again.made).toEqual([town]);
    expect(again.files).toEqual(base.files);
  });
});
