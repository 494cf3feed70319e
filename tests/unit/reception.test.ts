import { describe, expect, test } from "vitest";
import { receptionFor } from "../../generator/resolve/reception";
import type { Transmitter } from "../../generator/schema/transmitters";

const main = (id: string, lat: number, lng: number): Transmitter => ({
  id,
  name: id,
  site: id,
  kind: "main",
  coordinates: { lat, lng },
  polarisation: "horizontal",
  multiplexes: "all",
  region: `${id} region`,
  sources: ["test"],
});
const relay = (id: string, parent: string, serves: string[], lat?: number): Transmitter => ({
  id,
  name: id,
  site: id,
  kind: "relay",
  parent,
  ...(lat !== undefined && { coordinates: { lat, lng: -1.6 } }),
  region: "as parent",
  serves,
  sources: ["test"],
});

// Masts due east and west of a place at (51.75, -1.6), at increasing distances.
const table = [
  main("near", 51.75, -1.3), // about 21 km
  main("bit-further", 51.75, -1.96), // about 25 km: within 1.35 times
  main("far", 51.75, -2.6), // about 69 km
  relay("village-relay", "near", ["Hamlet"]),
  relay("sited-relay", "far", ["Sited"], 51.76),
];
const at = (name: string, extra: object = {}) => ({
  name,
  coordinates: { lat: 51.75, lng: -1.6 },
  ...extra,
});
const ids = (views: { transmitter: { id: string } }[]) => views.map((v) => v.transmitter.id);

describe("which transmitter a place uses", () => {
  test("the nearest main station, with the others no more than 1.35 times as far", () => {
    const reception = receptionFor(at("Anywhere"), table);
    expect(reception.basis).toBe("nearest");
    expect(reception.station.transmitter.id).toBe("near");
    expect(reception.station.bearing).toBeCloseTo(90, 0);
    expect(ids(reception.alternatives)).toEqual(["bit-further"]);
  });

  test("a relay whose sources name the place wins, and the main stations stay beside it", () => {
    const reception = receptionFor(at("Hamlet"), table);
    expect(reception.basis).toBe("relay");
    expect(reception.station.transmitter.id).toBe("village-relay");
    // Its site is not published: no distance or bearing is made up for it.
    expect(reception.station.km).toBeUndefined();
    expect(reception.station.bearing).toBeUndefined();
    expect(ids(reception.alternatives)).toEqual(["near", "bit-further"]);
  });

  test("a relay with a published site gets its distance", () => {
    const reception = receptionFor(at("Sited"), table);
    expect(reception.station.transmitter.id).toBe("sited-relay");
    expect(reception.station.km).toBeCloseTo(1.1, 1);
  });

  test("research named in the data beats the rule, and the rule's choices become the others", () => {
    const reception = receptionFor(
      at("Hamlet", { transmitter: "far", alsoTransmitters: ["bit-further"] }),
      table,
    );
    expect(reception.basis).toBe("named");
    expect(reception.station.transmitter.id).toBe("far");
    expect(ids(reception.alternatives)).toEqual(["bit-further", "village-relay", "near"]);
  });

  test("the chosen station is never also an alternative, and none is named twice", () => {
    const reception = receptionFor(at("Anywhere", { alsoTransmitters: ["near"] }), table);
    expect(ids(reception.alternatives)).toEqual(["bit-further"]);
  });
});
