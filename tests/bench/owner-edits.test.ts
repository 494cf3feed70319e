import { readFileSync } from "node:fs";
import fg from "fast-glob";
import { parse, stringify } from "yaml";
import { describe, expect, test } from "vitest";
import {
  ADDED_NAME,
  MOVE_METRES,
  NEW_NAME,
  OWNER_EDITS,
  TOWN,
  VILLAGE_BESIDE,
  VILLAGE_MOVED,
  VILLAGE_RENAMED,
  type OwnerEdit,
} from "../../bench/owner-edits";
import { scaledPlaces } from "../../bench/scaled-places";
import { distanceKm } from "../../model/geo";

interface Place {
  name: string;
  coordinates: { lat: number; lng: number };
  [field: string]: unknown;
}

const edit = (start: string) => OWNER_EDITS.find((each) => each.name.startsWith(start))!;
const text = (file: string) => readFileSync(file, "utf8");

/** The paths at which two parsed values differ ("3.keyFeatures.4"). */
function differences(a: unknown, b: unknown, at = ""): string[] {
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) =>
      differences(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        at ? `${at}.${key}` : key,
      ),
    );
  }
  return Object.is(a, b) ? [] : [at];
}

const applied = new Map<OwnerEdit, string>();
/** The edit's new text of its file in this project, made once. */
function appliedText(owner: OwnerEdit): string {
  const after = applied.get(owner) ?? owner.apply(text(owner.file));
  applied.set(owner, after);
  return after;
}

/** The edit made to its file in this project, both parsed. */
const made = (owner: OwnerEdit) => ({
  before: parse(text(owner.file)) as unknown,
  after: parse(appliedText(owner)) as unknown,
});

const places = parse(text("data/locations.yaml")) as Place[];
const indexOf = (name: string) => places.findIndex((place) => place.name === name);

describe("the owner's edits for the edit table", () => {
  test("one edit of each kind the issue names, each to one file", () => {
    expect(OWNER_EDITS).toHaveLength(8);
    for (const owner of OWNER_EDITS) {
      expect(appliedText(owner), owner.name).not.toBe(text(owner.file));
    }
  });

  test("the villages are named in no other data or template file, so one file holds each edit", () => {
    const others = fg.sync(["data/**/*.{yaml,md}", "templates/**"], {
      ignore: ["data/locations.yaml"],
    });
    for (const name of [VILLAGE_BESIDE, VILLAGE_MOVED, VILLAGE_RENAMED]) {
      const word = new RegExp(`\\b${name}\\b`);
      expect(
        others.filter((file) => word.test(text(file))),
        name,
      ).toEqual([]);
    }
  });

  test("a key feature added to the town, and nothing else", () => {
    const { before, after } = made(edit("key feature"));
    const town = indexOf(TOWN);
    const features = (places[town]!.keyFeatures as string[]).length;
    expect(differences(before, after)).toEqual([`${town}.keyFeatures.${features}`]);
  });

  test("a sentence added to the town's write-up", () => {
    const { before, after } = made(edit("write-up"));
    const town = indexOf(TOWN);
    expect(differences(before, after)).toEqual([`${town}.transmitterInfo`]);
    const info = (after as Place[])[town]!.transmitterInfo as string;
    expect(info.startsWith(places[town]!.transmitterInfo as string)).toBe(true);
  });

  test("a new village after its neighbour, 1 km from it, with its own name", () => {
    const { after } = made(edit("village added"));
    const grown = after as Place[];
    const beside = indexOf(VILLAGE_BESIDE);
    expect(grown).toHaveLength(places.length + 1);
    const added = grown[beside + 1]!;
    expect(added.name).toBe(ADDED_NAME);
    expect(distanceKm(added.coordinates, places[beside]!.coordinates)).toBeCloseTo(
      MOVE_METRES / 1000,
      2,
    );
    const kept = differences(places[beside], added).filter((at) => !at.startsWith("coordinates."));
    expect(kept).toEqual(["name"]);
    expect([...grown.slice(0, beside + 1), ...grown.slice(beside + 2)]).toEqual(places);
  });

  test("a village moved 1 km, nothing else", () => {
    const { before, after } = made(edit("village moved"));
    const moved = indexOf(VILLAGE_MOVED);
    expect(differences(before, after).length).toBeGreaterThan(0);
    expect(differences(before, after).every((at) => at.startsWith(`${moved}.coordinates.`))).toBe(
      true,
    );
    const distance = distanceKm(places[moved]!.coordinates, (after as Place[])[moved]!.coordinates);
    expect(distance).toBeCloseTo(MOVE_METRES / 1000, 2);
  });

  test("a village renamed, with every mention of it as a neighbour", () => {
    const original = text("data/locations.yaml");
    const renamed = appliedText(edit("village renamed"));
    const mentions = (yaml: string, name: string) =>
      (parse(yaml) as Place[]).filter(
        (place) => place.name === name || (place.nearbyAreas as string[]).includes(name),
      ).length;
    expect(mentions(original, VILLAGE_RENAMED)).toBeGreaterThan(1);
    expect(mentions(renamed, NEW_NAME)).toBe(mentions(original, VILLAGE_RENAMED));
    expect(mentions(renamed, VILLAGE_RENAMED)).toBe(0);
    expect(parse(renamed.replaceAll(NEW_NAME, VILLAGE_RENAMED))).toEqual(places);
  });

  test("a sentence added to one content entry, one price raised, one template answer changed", () => {
    const content = made(edit("content entry"));
    expect(differences(content.before, content.after)).toEqual(["entries.0.summary"]);
    const price = made(edit("one price"));
    expect(differences(price.before, price.after)).toEqual(["prices.skyDishFrom"]);
    const { prices } = price.after as { prices: { skyDishFrom: number } };
    const { prices: was } = price.before as { prices: { skyDishFrom: number } };
    expect(prices.skyDishFrom).toBeGreaterThan(was.skyDishFrom);
    const template = made(edit("one template line"));
    const faq = (template.before as { faq: unknown[][] }).faq;
    const shared = faq.length - 1;
    expect(differences(template.before, template.after)).toEqual([
      `faq.${shared}.${faq[shared]!.length - 1}.answer`,
    ]);
  });

  test("the place edits apply to the places grown for scale, reaching the copies' mentions", () => {
    // The places the edits name and those naming them, as a small file to grow.
    const named = [TOWN, VILLAGE_BESIDE, VILLAGE_MOVED, VILLAGE_RENAMED];
    const some = places.filter(
      (place) =>
        named.includes(place.name) ||
        (place.nearbyAreas as string[]).some((name) => named.includes(name)),
    );
    const grown = scaledPlaces(stringify(some), 3);
    for (const owner of OWNER_EDITS.filter((each) => each.file === "data/locations.yaml")) {
      expect(owner.apply(grown), owner.name).not.toBe(grown);
    }
    const renamed = parse(edit("village renamed").apply(grown)) as Place[];
    const mentioned = renamed.filter((place) =>
      (place.nearbyAreas as string[]).includes(VILLAGE_RENAMED),
    );
    expect(mentioned).toEqual([]);
  });

  test("an edit whose place has gone fails naming the file and the place", () => {
    const without = text("data/locations.yaml").replace(`- name: ${TOWN}\n`, "- name: Elsewhere\n");
    expect(() => edit("key feature").apply(without)).toThrow(
      `data/locations.yaml: no place named "${TOWN}"`,
    );
    const taken = text("data/locations.yaml").replace(
      `- name: ${VILLAGE_MOVED}\n`,
      `- name: ${ADDED_NAME}\n`,
    );
    expect(() => edit("village added").apply(taken)).toThrow(
      `a place is already named "${ADDED_NAME}"`,
    );
  });
});
