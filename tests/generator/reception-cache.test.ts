/**
 * A reception kept between runs (resolve/reception-store.ts, reception-cache.ts)
 * comes back as receptionFor made it: the same fields in the same order, a
 * station shared within it shared again, each station the table's own entry.
 * And the file is read back only as this generator wrote it.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { beforeAll, describe, expect, test } from "vitest";
import type { GeneratedFiles } from "../../generator/pipeline";
import {
  RECEPTION_CACHE,
  ReceptionCache,
  parseReceptionCache,
  receptionCacheBytes,
} from "../../generator/reception-cache";
import {
  receptionFrom,
  storedReception,
  type StoredReception,
} from "../../generator/resolve/reception-store";
import type { Reception } from "../../generator/resolve/reception";
import { generateFixture } from "./fixture";

let generated: GeneratedFiles;

/** Every station a reception holds, where it holds it. */
const stations = (reception: Reception) => [
  reception.station,
  ...reception.competing,
  ...reception.alternatives,
  ...(reception.runnerUp ? [reception.runnerUp] : []),
];
beforeAll(async () => {
  generated = await generateFixture();
});

describe("a reception kept between runs", () => {
  test("comes back as it was made, through V8's bytes", () => {
    const table = generated.data.transmitters.transmitters;
    const { places } = generated.plan;
    expect(places.length).toBeGreaterThan(0);
    for (const { reception } of places) {
      const kept = deserialize(serialize(storedReception(reception, table))) as StoredReception;
      const back = receptionFrom(kept, table)!;
      expect(JSON.stringify(back)).toBe(JSON.stringify(reception));
      expect(back).toEqual(reception);
      expect(back.station.transmitter).toBe(reception.station.transmitter);
      // A station the reception holds twice, as one object, comes back as one; two, as two.
      const before = stations(reception);
      const after = stations(back);
      before.forEach((a, i) =>
        before.forEach((b, j) => expect(after[i] === after[j], `${i} ${j}`).toBe(a === b)),
      );
    }
  });

  test("a station held twice, as one object, comes back as one", () => {
    const table = generated.data.transmitters.transmitters;
    const parent = { transmitter: table[0]!, km: 30, range: { low: 50, high: 60 } };
    const relay = { transmitter: table[1]!, parent };
    const reception: Reception = {
      station: relay,
      basis: "compete",
      competing: [relay, parent],
      alternatives: [],
      margin: -1,
      runnerUp: parent,
    };
    const kept = deserialize(serialize(storedReception(reception, table))) as StoredReception;
    const back = receptionFrom(kept, table)!;
    expect(back).toEqual(reception);
    expect(JSON.stringify(back)).toBe(JSON.stringify(reception));
    expect(back.competing[0]).toBe(back.station);
    expect(back.runnerUp).toBe(back.competing[1]);
    expect(back.station.parent).toBe(back.runnerUp);
  });

  test("a station not in the table: not taken", () => {
    const table = generated.data.transmitters.transmitters;
    const kept = storedReception(generated.plan.places[0]!.reception, table);
    expect(receptionFrom(kept, table.slice(0, 0))).toBeUndefined();
    expect(receptionFrom({ ...kept, station: { ...kept.station, transmitter: 0.5 } }, table)).toBe(
      undefined,
    );
  });
});

describe("the receptions' cache", () => {
  const kept = () =>
    new Map(
      generated.plan.places.map(({ reception }, i) => [
        `key${i}`,
        storedReception(reception, generated.data.transmitters.transmitters),
      ]),
    );

  test("reads back what this generator wrote, and nothing else", () => {
    const receptions = kept();
    const bytes = receptionCacheBytes("g1", receptions);
    expect(parseReceptionCache(bytes, "g1")).toEqual(receptions);
    expect(parseReceptionCache(bytes, "g2")).toBeUndefined();
    // One byte of the receptions changed after they were written: their hash no longer holds.
    const altered = Uint8Array.from(bytes);
    altered[altered.length - 20] = (altered[altered.length - 20]! + 1) % 256;
    expect(parseReceptionCache(altered, "g1")).toBeUndefined();
    expect(parseReceptionCache(bytes.slice(0, -5), "g1")).toBeUndefined();
    for (const other of [new Uint8Array(), serialize(null), serialize({ generator: "g1" })])
      expect(parseReceptionCache(other, "g1")).toBeUndefined();
  });

  test("kept on disk for the next run, written again only when a reception changed", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "reception-cache-"));
    try {
      expect(await new ReceptionCache(root, "g1").last()).toBeUndefined();
      const first = new ReceptionCache(root, "g1");
      first.made(kept());
      await first.keep();
      const second = new ReceptionCache(root, "g1");
      const last = (await second.last())!;
      expect(last).toEqual(kept());
      // Every reception taken as it was: the file stands, though it changed meanwhile.
      await writeFile(path.join(root, RECEPTION_CACHE), "not a cache");
      second.made(new Map(last));
      await second.keep();
      expect(await new ReceptionCache(root, "g1").last()).toBeUndefined();
      // One worked out again: written.
      const third = new ReceptionCache(root, "g1");
      third.made(kept());
      await third.keep();
      expect(await new ReceptionCache(root, "g1").last()).toEqual(kept());
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
