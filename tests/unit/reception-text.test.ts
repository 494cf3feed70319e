import { describe, expect, test } from "vitest";
import type { Problem } from "../../generator/errors";
import { receptionFor } from "../../generator/resolve/reception";
import type { Transmitter } from "../../generator/schema/transmitters";
import { checkReceptionText, stationsNamed } from "../../generator/resolve/reception-text";

const main = (id: string, name: string, site: string, lat: number, lng: number): Transmitter => ({
  id,
  name,
  site,
  kind: "main",
  coordinates: { lat, lng },
  polarisation: "horizontal",
  multiplexes: "all",
  region: "region",
  regionSource: "test",
  sources: ["test"],
});
// Every figure published, so the prediction decides and Mendip, far weaker here, is not on the page.
const published = (erpKw: number, aerialHeightM: number) => ({
  signal: { erpKw, aerialHeightM, sources: ["test"] },
});
const table = [
  { ...main("oxford", "Oxford", "Beckley", 51.79, -1.18), ...published(100, 160) },
  { ...main("hannington", "Hannington", "Cottington Hill", 51.31, -1.25), ...published(50, 150) },
  { ...main("mendip", "Mendip", "Pen Hill", 51.24, -2.63), ...published(100, 200) },
];
const placeNames = new Set(["Oxford", "Hannington", "Highworth"]);

describe("which stations a researched text names", () => {
  test("a station's name, unless a place shares it; then only as a transmitter, or by its site", () => {
    const ids = (text: string) => stationsNamed(text, table, placeNames).map((t) => t.id);
    expect(ids("Mendip and Oxford coverage meet")).toEqual(["mendip"]);
    expect(ids("the Oxford transmitter at Beckley")).toEqual(["oxford"]);
    expect(ids("aerials face Beckley")).toEqual(["oxford"]);
    expect(ids("the village of Hannington lies west")).toEqual([]);
    expect(ids("the Hannington transmitter is far")).toEqual(["hannington"]);
  });
});

describe("researched reception text against the page's stations", () => {
  const place = (name: string, transmitterInfo: string, extra: object = {}) => ({
    name,
    coordinates: { lat: 51.63, lng: -1.74 },
    transmitterInfo,
    ...extra,
  });
  const check = (location: ReturnType<typeof place>) => {
    const found: Problem[] = [];
    checkReceptionText(
      [{ entry: 7, location, reception: receptionFor(location, table) }],
      table,
      found,
    );
    return found;
  };

  test("a text naming only stations the page does not name is reported with file, entry and field", () => {
    // Oxford is predicted here, with Hannington in range; the text names only Mendip.
    const [problem, ...rest] = check(place("Highworth", "Homes here use Mendip."));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      code: "reception-text-contradicts",
      file: "data/locations.yaml",
      entry: { index: 7, label: "Highworth" },
      field: "transmitterInfo",
    });
    expect(problem!.message).toContain("names Mendip");
  });

  test("research that lists the station beside the choice agrees with the page", () => {
    expect(
      check(place("Highworth", "Homes here use Mendip.", { alsoTransmitters: ["mendip"] })),
    ).toEqual([]);
  });

  test("a text that names the page's station, or none at all, is fine", () => {
    expect(check(place("Highworth", "The Oxford transmitter at Beckley serves the town."))).toEqual(
      [],
    );
    expect(check(place("Highworth", "Stone walls call for a survey first."))).toEqual([]);
  });
});
