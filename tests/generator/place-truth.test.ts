/**
 * What the place pages of the real data say about each place: one station
 * per place on every page that names it, and nothing stated from a default.
 */
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { catalogueOf } from "../../generator/compose/catalogue";
import { compose, type ComposedPage } from "../../generator/compose/places";
import { placePageInputs, townSectionsInputs } from "../../generator/compose/place-inputs";
import { knownPages } from "../../generator/resolve/links";
import { composeEditorial } from "../../generator/compose/editorial";
import type { ComposedEditorialPage } from "../../generator/compose/editorial-page";
import type { Problem } from "../../generator/errors";
import { load } from "../../generator/load/load";
import { stationName } from "../../generator/compose/place-facts";
import { resolve, type Plan } from "../../generator/resolve/places";
import { withTownSections } from "../../generator/compose/town-sections";
import { resolveEditorial } from "../../generator/resolve/editorial";
import { validate, type SiteData } from "../../generator/validate/validate";

let data: SiteData;
let plan: Plan;
let pages: ComposedPage[];
let editorial: ComposedEditorialPage[];

beforeAll(async () => {
  const found: Problem[] = [];
  const valid = validate(await load(path.resolve(".")), found);
  if (!valid || found.length > 0) throw new Error(`the real data has problems: ${found.length}`);
  data = valid;
  plan = resolve(data, found);
  const editorialPlan = resolveEditorial(plan, data, found);
  const known = knownPages(plan, editorialPlan, data);
  const towns = new Set(plan.places.map((place) => place.slug));
  const inputs = placePageInputs(plan.pages, data, editorialPlan);
  pages = withTownSections(
    compose(plan.pages, inputs),
    towns,
    inputs,
    townSectionsInputs(data, known),
    found,
  );
  editorial = composeEditorial(editorialPlan, known, data, found);
  expect(found).toEqual([]);
});

const textOf = (page: ComposedPage) => JSON.stringify(page.props);
/** The id of the station a town page names in its reception facts, from the fact's link. */
const stationOf = (page: ComposedPage) =>
  page.composer === "town"
    ? page.props.reception
        .find((fact) => fact.label === "Transmitter")!
        .path!.split("#transmitter-")[1]
    : undefined;
const factOf = (page: ComposedPage, label: string) =>
  page.composer === "town"
    ? page.props.reception.find((fact) => fact.label === label)?.value
    : undefined;
/** What the templates say of a place: a dedicated town's own sections are written for it by hand. */
const templatedTextOf = (page: ComposedPage) =>
  JSON.stringify({ ...page.props, localSections: undefined });

describe("one transmitter per place, wherever it is named", () => {
  test("the town page, its postcode pages and the dashboard name the same station", () => {
    const catalogue = catalogueOf(plan, editorial, data);
    const listedAt = new Map<string, string>();
    for (const transmitter of catalogue.transmitters)
      for (const place of transmitter.places) listedAt.set(place.path, transmitter.id);
    const disagreements: string[] = [];
    for (const page of pages) {
      if (page.composer !== "town") continue;
      const named = stationOf(page);
      if (listedAt.get(page.path) !== named)
        disagreements.push(`${page.path}: page ${named}, dashboard ${listedAt.get(page.path)}`);
    }
    for (const page of editorial) {
      if (page.kind !== "postcode") continue;
      const town = pages.find((p) => p.composer === "town" && p.place.slug === page.town.slug)!;
      const station = data.transmitters.transmitters.find((t) => t.id === stationOf(town))!;
      if (page.props.transmitter !== stationName(station))
        disagreements.push(
          `${page.path}: ${page.props.transmitter} but ${town.path} says ${stationOf(town)}`,
        );
    }
    expect(disagreements).toEqual([]);
    expect(listedAt.size).toBe(plan.places.length);
  });

  test.each([
    ["Lechlade", "oxford"],
    ["Icomb", "icomb"],
    ["Guiting Power", "guiting-power"],
    ["Aldbourne", "aldbourne"],
    ["Great Bedwyn", "chisbury"],
    ["Cheltenham", "ridge-hill"],
    ["Henley-on-Thames", "henley-on-thames"],
    ["Royal Wootton Bassett", "mendip"],
  ])("%s: %s", (name, want) => {
    const page = pages.find((p) => p.composer === "town" && p.place.location.name === name)!;
    expect(stationOf(page)).toBe(want);
  });
});

describe("nothing said of a place that its data does not say", () => {
  test("housing is named only on places whose own data lists it", () => {
    const labels = data.options.housingStock;
    const wrong = pages.flatMap((page) =>
      labels
        .filter(
          (option) =>
            templatedTextOf(page).includes(option.label) &&
            !page.place.location.housingStock?.includes(option.id),
        )
        .map((option) => `${page.path}: ${option.label}`),
    );
    expect(wrong).toEqual([]);
  });

  test("a town or city never gets rural wording", () => {
    const rural = plan.places.filter(
      (place) =>
        (place.location.type === "town" || place.location.type === "city") &&
        place.wording === "rural",
    );
    expect(rural.map((place) => place.location.name)).toEqual([]);
  });

  test("one unit of distance, and no 'about 1 miles'", () => {
    const bad = pages.filter((page) => /\d km\b|(?<![\d.])1 miles\b/.test(textOf(page)));
    expect(bad.map((page) => page.path)).toEqual([]);
  });

  test("Wi-Fi causes are never offered as TV causes", () => {
    const bad = pages.filter((page) =>
      /walls that weaken Wi-Fi[^."\]]*transmitter/.test(textOf(page)),
    );
    expect(bad.map((page) => page.path)).toEqual([]);
  });
});

describe("reception a homeowner can act on", () => {
  test("every town page gives a direction in degrees, even where a relay's site is unpublished", () => {
    const without = pages.filter(
      (page) => page.composer === "town" && !/\(\d+°\)/.test(factOf(page, "Aerial faces")!),
    );
    expect(without.map((page) => page.path)).toEqual([]);
  });

  test("every town page says why it names its station, and that hills and buildings can change it", () => {
    const without = pages.filter(
      (page) =>
        page.composer === "town" &&
        !/Hills and buildings near a home can change it/.test(
          factOf(page, "Why this station") ?? "",
        ),
    );
    expect(without.map((page) => page.path)).toEqual([]);
  });

  test("a page that names a place of a station's name tells the station apart", () => {
    const highworth = pages.find(
      (p) => p.composer === "town" && p.place.location.name === "Highworth",
    )!;
    const text = textOf(highworth);
    expect(text).toContain("Hannington (1.4 miles west)");
    // Hannington the transmitter may be named only as such on this page.
    expect(text).not.toMatch(/Hannington, about \d+ miles/);
    const bare = pages.filter((page) => {
      if (page.composer !== "town") return false;
      const names = new Set(
        [...page.place.nearby, ...page.place.closest, ...page.place.nearestTowns].map(
          (p) => p.location.name,
        ),
      );
      const station = page.place.reception.station.transmitter;
      return (
        station.kind === "main" &&
        names.has(station.name) &&
        !factOf(page, "Transmitter")!.startsWith(`the ${station.name} transmitter (`)
      );
    });
    expect(bare.map((page) => page.path)).toEqual([]);
  });

  test("a postcode page's county line names every county its places are in", () => {
    const wrong = editorial.flatMap((page) => {
      if (page.kind !== "postcode") return [];
      const counties = new Set(page.places.map((place) => place.location.county));
      return [...counties]
        .filter((county) => !page.props.county.includes(county))
        .map((county) => `${page.path}: ${page.props.county} lacks ${county}`);
    });
    expect(wrong).toEqual([]);
    const sn6 = editorial.find((page) => page.path === "/sn6-highworth");
    if (sn6?.kind === "postcode") expect(sn6.props.county).toMatch(/Oxfordshire/);
  });

  test("every place description names its first two nearby areas and fits 160 characters whole", () => {
    const wrong = pages.flatMap((page) => {
      const { description } = page.head;
      const want = page.place.nearby.slice(0, 2).map((near) => near.location.name);
      const problems = [
        ...(description.length > 160 ? [`${description.length} characters`] : []),
        ...(description.endsWith("...") ? ["cut"] : []),
        ...want.filter((name) => !description.includes(name)).map((name) => `lacks ${name}`),
      ];
      return problems.map((problem) => `${page.path}: ${problem}: ${description}`);
    });
    expect(wrong).toEqual([]);
  });
});
