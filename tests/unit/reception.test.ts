import { describe, expect, test } from "vitest";
import { effectiveHeight, neighbourRelays, receptionFor } from "../../generator/resolve/reception";
import { fieldStrength } from "../../model/propagation";
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

  test("every choice carries the nearest main station, so a direction in degrees is always at hand", () => {
    const reception = receptionFor(at("Hamlet"), table);
    expect(reception.nearestMain.transmitter.id).toBe("near");
    expect(reception.nearestMain.bearing).toBeCloseTo(90, 0);
  });
});

describe("the predicted choice", () => {
  const signal = (erpKw: number, aerialHeightM: number) => ({
    signal: { erpKw, aerialHeightM, sources: ["test"] },
  });
  // The sited relay, 1 km from the place, is a candidate too; without it unless a test gives it a signal.
  const withSignals = (overrides: Record<string, ReturnType<typeof signal>>) =>
    table
      .filter((t) => t.id !== "sited-relay" || overrides[t.id])
      .map((t) => ({ ...t, ...overrides[t.id] }) as Transmitter);

  test("the strongest predicted station wins over the nearest, with its margin", () => {
    // The slightly further station has ten times the power from the same height.
    const reception = receptionFor(
      at("Anywhere"),
      withSignals({ near: signal(10, 150), "bit-further": signal(100, 150) }),
    );
    expect(reception.basis).toBe("predicted");
    expect(reception.station.transmitter.id).toBe("bit-further");
    const strong = fieldStrength(reception.station.km!, { erpKw: 100, effectiveHeightM: 150 });
    expect(reception.station.predicted).toBeCloseTo(strong, 6);
    // 6.6 dB ahead: outside the margin, so "near" is not named beside it.
    expect(reception.nearestMain.transmitter.id).toBe("near");
    expect(reception.margin).toBeCloseTo(strong - reception.nearestMain.predicted!, 6);
    expect(reception.margin).toBeGreaterThan(6);
    expect(reception.alternatives).toEqual([]);
  });

  test("stations within 6 dB are named beside the choice, weaker ones are not", () => {
    const close = receptionFor(
      at("Anywhere"),
      withSignals({ near: signal(100, 150), "bit-further": signal(100, 150) }),
    );
    expect(ids(close.alternatives)).toEqual(["bit-further"]);
    const apart = receptionFor(
      at("Anywhere"),
      withSignals({ near: signal(100, 150), "bit-further": signal(1, 150) }),
    );
    expect(apart.station.transmitter.id).toBe("near");
    expect(apart.alternatives).toEqual([]);
  });

  test("a relay with a published site nearby is a candidate, and a 1 kW one 1 km away can win", () => {
    const reception = receptionFor(
      at("Anywhere"),
      withSignals({
        near: signal(100, 150),
        "bit-further": signal(100, 150),
        "sited-relay": signal(1, 30),
      }),
    );
    expect(reception.basis).toBe("predicted");
    expect(reception.station.transmitter.id).toBe("sited-relay");
  });

  test("a candidate without a published ERP or aerial height stops the prediction: no guessing", () => {
    const reception = receptionFor(at("Anywhere"), withSignals({ near: signal(100, 150) }));
    expect(reception.basis).toBe("nearest");
    expect(reception.margin).toBeUndefined();
  });

  test("research named in the data still beats the prediction", () => {
    const reception = receptionFor(
      at("Anywhere", { transmitter: "far" }),
      withSignals({ near: signal(100, 150), "bit-further": signal(100, 150) }),
    );
    expect(reception.basis).toBe("named");
    expect(reception.station.transmitter.id).toBe("far");
  });

  test("effective height: above ground where published, else above sea less the site", () => {
    expect(effectiveHeight({ aerialHeightM: 160, sources: ["t"] })).toBe(160);
    expect(effectiveHeight({ aerialAboveSeaM: 289, siteHeightM: 129.5, sources: ["t"] })).toBe(
      159.5,
    );
    expect(effectiveHeight({ aerialAboveSeaM: 363, sources: ["t"] })).toBeUndefined();
    expect(effectiveHeight(undefined)).toBeUndefined();
  });
});

describe("a relay that serves the next village", () => {
  const hamlet = { name: "Hamlet", coordinates: { lat: 51.75, lng: -1.6 } };
  const nextDoor = { name: "Next Door", coordinates: { lat: 51.76, lng: -1.6 } }; // 1.1 km
  const farAway = { name: "Far Away", coordinates: { lat: 51.8, lng: -1.6 } }; // 5.6 km

  test("is named beside the choice within 4 km of the place it serves, and not further", () => {
    expect(neighbourRelays(nextDoor, [hamlet, nextDoor, farAway], table)).toEqual([
      "village-relay",
    ]);
    expect(neighbourRelays(farAway, [hamlet, nextDoor, farAway], table)).toEqual([]);
    // Not as a neighbour of the place it serves itself.
    expect(neighbourRelays(hamlet, [hamlet, nextDoor], table)).toEqual([]);
    const reception = receptionFor(nextDoor, table, ["village-relay"]);
    expect(reception.basis).toBe("nearest");
    expect(ids(reception.alternatives)).toContain("village-relay");
  });
});
