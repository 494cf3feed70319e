import { describe, expect, test } from "vitest";
import {
  effectiveHeight,
  neighbourRelays,
  REACH_KM,
  receptionFor,
  type Reception,
  type StationView,
} from "../../generator/resolve/reception";
import { PLAUSIBLE, predictedRange } from "../../generator/resolve/plausible-figures";
import { fieldStrength } from "../../generator/resolve/propagation";
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
  regionSource: "test",
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

const signal = (erpKw: number, aerialHeightM: number) => ({
  signal: { erpKw, aerialHeightM, sources: ["test"] },
});
// The sited relay, 1 km from the place, is a candidate too; left out unless a test gives it a signal.
const withSignals = (overrides: Record<string, ReturnType<typeof signal>>) =>
  table
    .filter((t) => t.id !== "sited-relay" || overrides[t.id])
    .map((t) => ({ ...t, ...overrides[t.id] }) as Transmitter);
/** Every candidate that is not the choice, as the rule saw them. */
const othersOf = (reception: Reception) => [...reception.alternatives, ...reception.competing];
const high = (view: StationView) => view.range?.high ?? Infinity;

describe("which transmitter a place uses", () => {
  test("where the published figures cannot decide, the stations that could be strongest compete", () => {
    // No station here publishes its power or aerial height: each spans its kind's plausible range.
    const reception = receptionFor(at("Anywhere"), withSignals({}));
    expect(reception.basis).toBe("compete");
    expect(ids(reception.competing)).toContain("near");
    expect(ids(reception.competing)).toContain("bit-further");
    // The choice's station is only the first of them; none is left out or named twice.
    expect(reception.competing[0]).toBe(reception.station);
    expect(new Set(ids(reception.competing)).size).toBe(reception.competing.length);
    // Each competitor could be the strongest: its highest reaches every other's lowest.
    const lows = reception.competing.map((v) => v.range!.low);
    for (const view of reception.competing)
      expect(high(view)).toBeGreaterThanOrEqual(Math.max(...lows));
  });

  test("a relay whose sources name the place wins, and the stations in range stay beside it", () => {
    const reception = receptionFor(at("Hamlet"), withSignals({}));
    expect(reception.basis).toBe("relay");
    expect(reception.station.transmitter.id).toBe("village-relay");
    // Its site is not published: no distance or bearing is made up for it.
    expect(reception.station.km).toBeUndefined();
    expect(reception.station.bearing).toBeUndefined();
    // Its only direction is its parent's, which carries the same programmes, and is not named twice.
    expect(reception.station.parent?.transmitter.id).toBe("near");
    expect(ids(reception.alternatives)).not.toContain("near");
    expect(ids(reception.alternatives)).toContain("bit-further");
  });

  test("a relay's direction is never another main station's: a parent out of range gives none", () => {
    // The relay of the far station, whose highest falls well short of the near one's lowest.
    const orphan = relay("orphan", "far", ["Hamlet"]);
    const reception = receptionFor(
      at("Hamlet"),
      [...withSignals({ near: signal(100, 150), "bit-further": signal(100, 150) }), orphan].filter(
        (t) => t.id !== "village-relay",
      ),
    );
    expect(reception.station.transmitter.id).toBe("orphan");
    expect(reception.station.parent).toBeUndefined();
  });

  test("a relay with a published site gets its distance", () => {
    const reception = receptionFor(at("Sited"), table);
    expect(reception.station.transmitter.id).toBe("sited-relay");
    expect(reception.station.km).toBeCloseTo(1.1, 1);
  });

  test("research named in the data beats the rule, and the rule's stations become the others", () => {
    const reception = receptionFor(
      at("Hamlet", { transmitter: "far", alsoTransmitters: ["bit-further"] }),
      withSignals({}),
    );
    expect(reception.basis).toBe("named");
    expect(reception.station.transmitter.id).toBe("far");
    expect(ids(reception.alternatives).slice(0, 2)).toEqual(["bit-further", "village-relay"]);
  });

  test("the chosen station is never also an alternative, and none is named twice", () => {
    const reception = receptionFor(
      at("Anywhere", { alsoTransmitters: ["near"] }),
      withSignals({ near: signal(100, 150), "bit-further": signal(1, 150), far: signal(1, 150) }),
    );
    expect(reception.basis).toBe("predicted");
    expect(ids(reception.alternatives)).not.toContain(reception.station.transmitter.id);
    expect(new Set(ids(reception.alternatives)).size).toBe(reception.alternatives.length);
  });
});

describe("the predicted choice", () => {
  test("the strongest wins only where its lowest beats every other's highest, with that lead", () => {
    // The slightly further station has ten times the power from the same height.
    const reception = receptionFor(
      at("Anywhere"),
      withSignals({
        near: signal(10, 150),
        "bit-further": signal(100, 150),
        far: signal(10, 150),
      }),
    );
    expect(reception.basis).toBe("predicted");
    expect(reception.station.transmitter.id).toBe("bit-further");
    const strong = fieldStrength(reception.station.km!, { erpKw: 100, effectiveHeightM: 150 });
    expect(reception.station.predicted).toBeCloseTo(strong, 6);
    expect(reception.runnerUp?.transmitter.id).toBe("near");
    expect(reception.margin).toBeCloseTo(strong - reception.runnerUp!.predicted!, 6);
    // 6.6 dB ahead: outside the margin, so "near" is not named beside it.
    expect(reception.margin).toBeGreaterThan(6);
    expect(reception.alternatives).toEqual([]);
  });

  test("a lead under 6 dB is still a choice, with the runner-up named beside it", () => {
    const close = receptionFor(
      at("Anywhere"),
      withSignals({ near: signal(100, 150), "bit-further": signal(80, 150), far: signal(1, 150) }),
    );
    expect(close.basis).toBe("predicted");
    expect(close.margin).toBeLessThan(6);
    expect(ids(close.alternatives)).toEqual(["bit-further"]);
  });

  test("an unpublished figure decides nothing: it spans its kind's range, and the choice must hold across it", () => {
    const known = withSignals({ near: signal(100, 150), far: signal(1, 150) });
    // "bit-further" publishes nothing: its highest, at 200 kW from 293 m, beats "near".
    const open = receptionFor(at("Anywhere"), known);
    expect(open.basis).toBe("compete");
    expect(ids(open.competing)).toEqual(["bit-further", "near"]);
    const range = open.competing[0]!.range!;
    const { erpKw, aerialHeightM } = PLAUSIBLE.main;
    const km = open.competing[0]!.km!;
    expect(range.low).toBeCloseTo(
      fieldStrength(km, { erpKw: erpKw.min, effectiveHeightM: aerialHeightM.min }),
      6,
    );
    expect(range.high).toBeCloseTo(
      fieldStrength(km, { erpKw: erpKw.max, effectiveHeightM: aerialHeightM.max }),
      6,
    );
    // Where even its highest falls short, the choice holds for every value and is made.
    const weak = receptionFor(
      at("Anywhere"),
      known.map((t) =>
        t.id === "bit-further" ? { ...t, coordinates: { lat: 51.75, lng: -2.9 } } : t,
      ),
    );
    expect(weak.basis).toBe("predicted");
    expect(weak.station.transmitter.id).toBe("near");
    expect(weak.margin).toBeGreaterThan(0);
  });

  test("a relay with a published site nearby is a candidate, and a 1 kW one 1 km away can win", () => {
    const reception = receptionFor(
      at("Anywhere"),
      withSignals({
        near: signal(100, 150),
        "bit-further": signal(100, 150),
        far: signal(100, 150),
        "sited-relay": signal(1, 30),
      }),
    );
    expect(reception.basis).toBe("predicted");
    expect(reception.station.transmitter.id).toBe("sited-relay");
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

  test("a relay's range comes from the relays' plausible figures, a main station's from the mains'", () => {
    const relayRange = predictedRange(5, "relay", {});
    const mainRange = predictedRange(5, "main", {});
    expect(relayRange.high).toBeLessThan(mainRange.high);
    expect(predictedRange(5, "main", { erpKw: 100, effectiveHeightM: 150 })).toEqual({
      low: fieldStrength(5, { erpKw: 100, effectiveHeightM: 150 }),
      high: fieldStrength(5, { erpKw: 100, effectiveHeightM: 150 }),
    });
  });
});

describe("a relay within reach of a place", () => {
  const hamlet = { name: "Hamlet", coordinates: { lat: 51.75, lng: -1.6 } };
  const nextDoor = { name: "Next Door", coordinates: { lat: 51.76, lng: -1.6 } }; // 1.1 km
  const farAway = { name: "Far Away", coordinates: { lat: 51.8, lng: -1.6 } }; // 5.6 km

  test(`is one whose sources name a place within ${REACH_KM} km, and it competes there`, () => {
    expect(neighbourRelays(nextDoor, [hamlet, nextDoor, farAway], table)).toEqual([
      "village-relay",
    ]);
    expect(neighbourRelays(farAway, [hamlet, nextDoor, farAway], table)).toEqual([]);
    // Not as a neighbour of the place it serves itself.
    expect(neighbourRelays(hamlet, [hamlet, nextDoor], table)).toEqual([]);
    // Its site is not published, so no prediction rules it out: it competes, and a meter decides.
    const reception = receptionFor(
      nextDoor,
      withSignals({ near: signal(100, 150), "bit-further": signal(1, 150), far: signal(1, 150) }),
      ["village-relay"],
    );
    expect(reception.basis).toBe("compete");
    expect(ids(reception.competing)).toEqual(["near", "village-relay"]);
    expect(othersOf(reception).length).toBeGreaterThan(0);
  });
});
