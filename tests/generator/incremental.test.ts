/**
 * A run that keeps what the record says is unchanged writes exactly what a
 * run that makes everything writes, edit by edit: the keys (resolve/keys.ts)
 * hold everything each composer reads. And each edit makes no more than the
 * pages that show it.
 */
import { beforeAll, describe, expect, test } from "vitest";
import type { GeneratedFiles } from "../../generator/pipeline";
import type { KeyedListing, ListingMemo } from "../../generator/listing-cache";
import type { NearestMemo } from "../../generator/nearest-cache";
import type { ReceptionMemo } from "../../generator/reception-cache";
import type { StoredReceptions } from "../../generator/resolve/places";
import type { NearestLists } from "../../generator/resolve/nearest";
import { editorialCatalogue } from "../../generator/compose/catalogue";
import { listingsIn, type Listing } from "../../generator/compose/family-entries";
import { bothWays, filesOf, generateFixture, replaceIn, type Edit } from "./fixture";
import { compareText } from "../../model/text";

let base: GeneratedFiles;
beforeAll(async () => {
  base = await generateFixture(undefined, [], [], { version: "v1" });
});

const local = (file: string) => file.split("/").slice(2).join("/");
/** The files a run formatted: those whose printed text is new. */
const made = (generated: GeneratedFiles) => generated.made.map(local);
/** The files a run printed: those whose key changed. */
const printed = (generated: GeneratedFiles) => generated.printed.map(local);
/** The files whose text differs from the base run's. */
const changed = (generated: GeneratedFiles) => {
  const before = filesOf(base);
  return generated.files
    .filter((file) => before.get(file.path) !== file.contents)
    .map((file) => file.path)
    .sort(compareText)
    .map(local);
};

describe("a run that keeps unchanged files writes what a full run writes", () => {
  test("nothing changed: nothing is composed or made, every file kept", async () => {
    const { incremental, full } = await bothWays(base, () => {});
    expect(incremental.made).toEqual([]);
    expect(incremental.pages).toEqual([]);
    expect(incremental.editorial).toEqual([]);
    expect(incremental.files).toEqual(full.files);
    expect(incremental.record).toEqual(full.record);
  });

  const edits: [string, Edit][] = [
    [
      "a town's key features",
      replaceIn(
        "data/locations.yaml",
        "keyFeatures: [Village in Oxfordshire, Postcode district OX18]",
        "keyFeatures: [Village in Oxfordshire, Postcode district OX18, Home of RAF Brize Norton]",
      ),
    ],
    [
      "a town moved (its neighbours' distances and bearings change)",
      replaceIn(
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
      replaceIn("data/transmitters.yaml", "name: Hannington", "name: Hannington Down"),
    ],
    ["the main phone number", replaceIn("data/business.yaml", '"01632 960000"', '"01632 960999"')],
    ["a town template", replaceIn("templates/town.yaml", "{{location}}", "{{location}} town")],
    [
      "a content entry",
      replaceIn(
        "data/content/guides.yaml",
        "One line about retuning freeview.",
        "Another line about retuning.",
      ),
    ],
    [
      "a blog article's towns",
      replaceIn(
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
    const { incremental, full } = await bothWays(base, edit);
    expect(incremental.files).toEqual(full.files);
    expect(incremental.record).toEqual(full.record);
    // Something was made, and less than everything; every file whose text changed was made.
    expect(incremental.made.length).toBeGreaterThan(0);
    expect(incremental.printed.length).toBeLessThan(full.printed.length);
    expect(made(incremental)).toEqual(expect.arrayContaining(changed(incremental)));
  });

  test.each(edits)(
    "%s: with the last run's listings of the editorial pages, or its catalogue's, the same files",
    async (_name, edit) => {
      // The listings a run made, as listing-cache.ts keeps them for the next.
      let made: KeyedListing[] = [];
      const memo = (known: KeyedListing[], onDisk = new Map<string, Listing>()): ListingMemo => ({
        known: () => Promise.resolve(new Map(known)),
        made: (listings) => void (made = listings),
        onDisk: () => Promise.resolve(onDisk),
      });
      const first = await generateFixture(undefined, [], [], { version: "v1", listings: memo([]) });
      const listed = made;
      expect(listed.length, "every editorial page listed").toBeGreaterThan(0);
      // A fresh clone keeps no listings: they are read off the catalogue the first run wrote.
      const catalogue = editorialCatalogue(listed.flatMap(([, listing]) => listing ?? []));
      const full = await generateFixture(edit, [], [], { version: "v1" });
      for (const listings of [memo(listed), memo([], listingsIn(catalogue))]) {
        const incremental = await generateFixture(edit, [], [], {
          version: "v1",
          previous: filesOf(first),
          record: first.record,
          listings,
        });
        expect(incremental.files).toEqual(full.files);
      }
    },
  );

  test.each(edits)(
    "%s: with the last run's nearest lists, or lists not of these places, the same files",
    async (_name, edit) => {
      let made: NearestLists | undefined;
      const memo = (last: NearestLists | undefined): NearestMemo => ({
        last: () => Promise.resolve(last),
        made: (lists) => void (made = lists),
      });
      const first = await generateFixture(undefined, [], [], {
        version: "v1",
        nearest: memo(undefined),
      });
      const lists = made!;
      const full = await generateFixture(edit, [], [], { version: "v1" });
      const n = lists.closest.length;
      // Lists whose key stands but whose shape cannot be these places': never taken.
      const misshapen: NearestLists[] = [
        { ...lists, closest: lists.closest.slice(1) },
        { ...lists, closest: lists.closest.map((list, self) => list.map(() => self)) },
        { ...lists, towns: lists.towns.map((list) => list.map(() => n)) },
        { ...lists, closest: lists.closest.map((list) => list.slice(1)) },
      ];
      for (const last of [lists, ...misshapen]) {
        const incremental = await generateFixture(edit, [], [], {
          version: "v1",
          previous: filesOf(first),
          record: first.record,
          nearest: memo(last),
        });
        expect(incremental.files).toEqual(full.files);
        expect(made!.key).toBe(full.plan.nearest.key);
        expect(made).toEqual(full.plan.nearest);
      }
    },
  );

  test.each(edits)(
    "%s: with the last run's receptions, or ones not of these stations, the same files",
    async (_name, edit) => {
      let made: StoredReceptions | undefined;
      const memo = (last: StoredReceptions | undefined): ReceptionMemo => ({
        last: () => Promise.resolve(last),
        made: (receptions) => void (made = receptions),
      });
      const first = await generateFixture(undefined, [], [], {
        version: "v1",
        receptions: memo(undefined),
      });
      const kept = made!;
      const full = await generateFixture(edit, [], [], { version: "v1" });
      // Each station moved past the table's end: no reception is taken.
      const strays = new Map(
        [...kept].map(([key, reception]) => [
          key,
          { ...reception, station: { ...reception.station, transmitter: 1000 } },
        ]),
      );
      for (const last of [kept, strays]) {
        const incremental = await generateFixture(edit, [], [], {
          version: "v1",
          previous: filesOf(first),
          record: first.record,
          receptions: memo(last),
        });
        expect(incremental.files).toEqual(full.files);
        expect(incremental.record).toEqual(full.record);
      }
    },
  );

  test("receptions are taken as they were when nothing they are worked out from changed", async () => {
    let made: StoredReceptions | undefined;
    const memo = (last: StoredReceptions | undefined): ReceptionMemo => ({
      last: () => Promise.resolve(last),
      made: (receptions) => void (made = receptions),
    });
    await generateFixture(undefined, [], [], { version: "v1", receptions: memo(undefined) });
    const kept = made!;
    await generateFixture(edits[0]![1], [], [], { version: "v1", receptions: memo(kept) });
    expect([...made!].every(([key, reception]) => kept.get(key) === reception)).toBe(true);
    // The transmitter table: every reception is worked out again.
    await generateFixture(edits[3]![1], [], [], { version: "v1", receptions: memo(kept) });
    expect([...made!].some(([key]) => kept.has(key))).toBe(false);
  });

  test("the nearest lists are taken as they were when no place moved, and found again when one did", async () => {
    let made: NearestLists | undefined;
    const memo = (last: NearestLists | undefined): NearestMemo => ({
      last: () => Promise.resolve(last),
      made: (lists) => void (made = lists),
    });
    await generateFixture(undefined, [], [], { version: "v1", nearest: memo(undefined) });
    const lists = made!;
    await generateFixture(edits[0]![1], [], [], { version: "v1", nearest: memo(lists) });
    expect(made).toBe(lists);
    await generateFixture(edits[1]![1], [], [], { version: "v1", nearest: memo(lists) });
    expect(made).not.toBe(lists);
    expect(made!.key).not.toBe(lists.key);
  });

  test("a town's key features print its own pages alone, and format what says them", async () => {
    const { incremental } = await bothWays(base, edits[0]![1]);
    // The blog and postcode pages that name the town see it by its editorial view, which holds
    // no key features (resolve/editorial.ts): their keys stand, and they are not composed.
    expect(printed(incremental)).toEqual([
      "ajax/brize-norton.tsx",
      "manifest.ts",
      "starlink/brize-norton.tsx",
      "towns/brize-norton.tsx",
    ]);
    expect(made(incremental)).toEqual(changed(incremental));
    expect(made(incremental)).toEqual(["manifest.ts", "towns/brize-norton.tsx"]);
  });

  test("a dedicated town's write-up prints its own page alone", async () => {
    const { incremental } = await bothWays(base, edits[8]![1]);
    // The editorial and prose pages and the catalogue are composed from data without the
    // towns' sections (validate.ts's editorialSiteData): their keys stand.
    expect(printed(incremental)).toEqual(["towns/abingdon.tsx"]);
    expect(made(incremental)).toEqual(["towns/abingdon.tsx"]);
  });

  test("the phone number prints only what may say it: no place page but a dedicated town's", async () => {
    const { incremental } = await bothWays(base, edits[4]![1]);
    const places = printed(incremental).filter((file) => /^(towns|starlink|ajax)\//.test(file));
    // Abingdon has sections of its own (data/towns/abingdon.md), which may say the number.
    expect(places).toEqual(["towns/abingdon.tsx"]);
    expect(made(incremental)).toContain("business.ts");
    expect(made(incremental)).toEqual(changed(incremental));
  });

  test("a new generator version remakes every file, and the files come out the same", async () => {
    const { incremental, full } = await bothWays(base, () => {}, "v2");
    expect(incremental.made).toHaveLength(full.files.length);
    expect(incremental.files).toEqual(base.files);
    // The record changes in one line: the keys leave the version out.
    expect(incremental.record).toEqual({ ...base.record, generator: "v2" });
  });

  test("a file edited by hand is made again, and only it", async () => {
    const previous = filesOf(base);
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
