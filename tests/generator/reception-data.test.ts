/**
 * The reception rule on the real data, and what the owner can change in
 * data/transmitters.yaml alone: a relay's published figures settle its
 * neighbours' choice with no change to the code.
 */
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import type { Problem } from "../../generator/errors";
import { parseRaw, readRaw, type RawInput } from "../../generator/load/load";
import { REACH_KM } from "../../generator/resolve/reception";
import { resolve, type Place } from "../../generator/resolve/places";
import { validate } from "../../generator/validate/validate";
import { distanceKm } from "../../model/geo";

const TABLE = "data/transmitters.yaml";

let raw: RawInput;
beforeAll(async () => {
  raw = await readRaw(path.resolve("."));
});

/** The real data's places, with `edit` applied to the transmitter table's text first. */
function placesWith(edit: (table: string) => string = (table) => table): Place[] {
  const texts = { ...raw.read.texts, [TABLE]: edit(raw.read.texts[TABLE]!) };
  const found: Problem[] = [];
  const data = validate(parseRaw({ ...raw, read: { ...raw.read, texts } }), found);
  if (!data || found.length > 0)
    throw new Error(found.map((problem) => `${problem.field}: ${problem.message}`).join("\n"));
  return resolve(data, found).places;
}

const named = (places: Place[], name: string) =>
  places.find((place) => place.location.name === name)!;
const stations = (place: Place) =>
  (place.reception.basis === "compete" ? place.reception.competing : [place.reception.station]).map(
    (view) => view.transmitter.id,
  );
const onPage = (place: Place) => [
  ...stations(place),
  ...place.reception.alternatives.map((view) => view.transmitter.id),
];

describe("a relay within reach is named on the page", () => {
  test(`every place within ${REACH_KM} km of a place a relay's sources name has it on its page`, () => {
    const places = placesWith();
    const missing = places.flatMap((place) =>
      places
        .flatMap((other) =>
          other.reception.basis === "relay" &&
          other !== place &&
          distanceKm(place.location.coordinates, other.location.coordinates) <= REACH_KM
            ? [other.reception.station.transmitter.id]
            : [],
        )
        .filter(
          (relay) => !onPage(place).includes(relay) && place.location.transmitter === undefined,
        )
        .map((relay) => `${place.location.name}: ${relay}`),
    );
    expect(missing).toEqual([]);
  });

  test("Cherhill, 4.0 km from Calne, names the Calne relay; Calne's own page chooses it", () => {
    const places = placesWith();
    const cherhill = named(places, "Cherhill");
    const calne = named(places, "Calne");
    expect(distanceKm(cherhill.location.coordinates, calne.location.coordinates)).toBeGreaterThan(
      4,
    );
    expect(onPage(cherhill)).toContain("calne");
    expect(calne.reception.basis).toBe("relay");
    expect(calne.reception.station.transmitter.id).toBe("calne");
  });
});

describe("never a wrong direction", () => {
  test("a relay page whose mast is unpublished gives only its parent's direction, or none", () => {
    const wrong = placesWith().flatMap((place) => {
      const { station } = place.reception;
      const relay = station.transmitter;
      if (relay.kind !== "relay" || station.km !== undefined) return [];
      return station.parent && station.parent.transmitter.id !== relay.parent
        ? [`${place.location.name}: ${station.parent.transmitter.id}`]
        : [];
    });
    expect(wrong).toEqual([]);
  });

  test("Guiting Power is sent towards Oxford, its relay's parent, never Ridge Hill", () => {
    const guiting = named(placesWith(), "Guiting Power").reception;
    expect(guiting.station.transmitter.id).toBe("guiting-power");
    expect(guiting.station.parent?.transmitter.id).toBe("oxford");
    expect(guiting.station.parent?.bearing).toBeGreaterThan(100);
    expect(guiting.station.parent?.bearing).toBeLessThan(120);
  });
});

describe("the owner completes the table", () => {
  // What Ofcom or mb21 would publish for a relay: its site, power, aerial height and polarisation.
  // The figures are made up for the test; the data holds none of them.
  const published = (table: string) =>
    table.replace(
      /( {2}- id: cirencester\n(?: {4}.*\n)*? {4}kind: relay\n)/,
      `$1    gridReference: SP023020\n    polarisation: vertical\n    signal:\n      erpKw: 0.1\n      aerialHeightM: 30\n      sources: [test]\n`,
    );

  test("a relay's grid reference, power, aerial height and polarisation settle its neighbours", () => {
    const before = placesWith();
    const after = placesWith(published);
    expect(after).not.toEqual(before);
    for (const name of ["Stratton", "Siddington", "Baunton"]) {
      expect(named(before, name).reception.basis).toBe("compete");
      const reception = named(after, name).reception;
      expect(reception.basis).toBe("predicted");
      expect(reception.station.transmitter.id).toBe("cirencester");
      // The grid reference alone places the mast: the page now has a distance and a direction.
      expect(reception.station.km).toBeLessThan(5);
      expect(reception.station.bearing).toBeDefined();
    }
    const cirencester = named(after, "Cirencester").reception.station;
    expect(cirencester.transmitter.polarisation).toBe("vertical");
    expect(cirencester.km).toBeDefined();
  });

  test("a grid reference that is not one is refused, naming file, entry and field", () => {
    expect(() =>
      placesWith((table) => table.replace("gridReference: SU209688", "gridReference: SU2096")),
    ).toThrow(/gridReference: not an Ordnance Survey grid reference: "SU2096"/);
  });

  test("a second service's council that no place has is refused, naming the field", () => {
    expect(() =>
      placesWith((table) =>
        table.replace("reaches: [Cheltenham Borough Council]", "reaches: [Cheltenham Council]"),
      ),
    ).toThrow(
      /secondService\.reaches\.0: expected a council as data\/locations\.yaml names it, got "Cheltenham Council"/,
    );
  });
});
