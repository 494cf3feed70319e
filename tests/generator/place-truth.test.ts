/**
 * What the place pages of the real data say about each place: one station
 * per place on every page that names it, and nothing stated from a default.
 */
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { placesCatalogue } from "../../generator/compose/catalogue";
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
import { MARGIN_DB } from "../../model/aerial";
import { sixteenPoint } from "../../model/geo";
import { pointingDescription } from "../../site/drawing/pointing-picture";

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

/** The stations a town page names: its one station, or those that compete there. */
const stationsOf = (page: ComposedPage) =>
  (page.place.reception.basis === "compete"
    ? page.place.reception.competing
    : [page.place.reception.station]
  ).map((view) => view.transmitter);

describe("one answer per place, wherever it is named", () => {
  test("the town page, its postcode pages and the dashboard name the same stations", () => {
    const catalogue = placesCatalogue(plan, data);
    const listedAt = new Map<string, string[]>();
    for (const transmitter of catalogue.transmitters)
      for (const place of transmitter.places)
        listedAt.set(place.path, [...(listedAt.get(place.path) ?? []), transmitter.id]);
    const disagreements: string[] = [];
    for (const page of pages) {
      if (page.composer !== "town") continue;
      const named = stationsOf(page).map((t) => t.id);
      const listed = listedAt.get(page.path) ?? [];
      if (stationOf(page) !== named[0] || [...named].sort().join() !== [...listed].sort().join())
        disagreements.push(`${page.path}: page ${named.join()}, dashboard ${listed.join()}`);
    }
    // A postcode page names every station the pages of its places name, and no other.
    for (const page of editorial) {
      if (page.kind !== "postcode") continue;
      const slugs = new Set([page.town, ...page.places].map((place) => place.slug));
      const own = pages.filter((p) => p.composer === "town" && slugs.has(p.place.slug));
      const want = new Set(own.flatMap(stationsOf));
      const said = page.props.transmitter;
      for (const station of data.transmitters.transmitters) {
        const phrase =
          station.kind === "relay" ? `the ${station.name} relay` : stationName(station);
        if (want.has(station) !== said.includes(phrase))
          disagreements.push(
            `${page.path}: "${said}" and ${station.id} on its places' pages: ${want.has(station)}`,
          );
      }
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
  test("every direction given is one station's, with its region; otherwise a meter finds the mast", () => {
    const wrong = pages.flatMap((page) => {
      if (page.composer !== "town") return [];
      const faces = factOf(page, "Aerial faces")!;
      const problems = [
        ...(/\(\d+°\)/.test(faces) || /a meter on site finds it/.test(faces)
          ? []
          : ["no direction"]),
        // Each station beside the choice is named with its region.
        ...page.place.reception.alternatives
          .filter((view) => !factOf(page, "Also in range")!.includes(view.transmitter.region))
          .map((view) => `${view.transmitter.id} without its region`),
      ];
      return problems.map((problem) => `${page.path}: ${problem}`);
    });
    expect(wrong).toEqual([]);
  });

  test("one compass word per bearing, across the facts, the text and the picture's description", () => {
    const wrong = pages.flatMap((page) => {
      if (page.composer !== "town") return [];
      const text = `${textOf(page)} ${pointingDescription(page.props.pointing)}`;
      return [...text.matchAll(/([a-z]+(?:-[a-z]+)*) \((\d+)°\)/g)]
        .filter(([, word, degrees]) => word !== sixteenPoint(Number(degrees)) && word !== "up")
        .map(([said]) => `${page.path}: ${said}`);
    });
    expect(wrong).toEqual([]);
  });

  test("every town page says why: whose finding, how sure, and what a meter on site settles", () => {
    const without = pages.filter((page) => {
      if (page.composer !== "town") return false;
      const why = factOf(page, "Why this station") ?? "";
      const { basis, margin } = page.place.reception;
      if (basis === "compete") return !/: a meter on site decides\.$/.test(why);
      if (basis === "predicted" && margin !== undefined && margin < MARGIN_DB)
        return !/^A close call: .*; a meter on site decides\.$/.test(why);
      return !/Hills and buildings near a home can change it/.test(why);
    });
    expect(without.map((page) => page.path)).toEqual([]);
  });

  test("a second regional service is printed only where its source says it reaches", () => {
    const services = data.transmitters.transmitters.flatMap((t) =>
      t.kind === "main" && t.secondService ? [t.secondService] : [],
    );
    expect(services.map((service) => service.name)).toContain("ITV West Country");
    const wrong = services.flatMap((service) =>
      pages
        .filter(
          (page) =>
            !service.reaches.some((council) => council === page.place.location.council) &&
            textOf(page).includes(`second ${service.name} service`),
        )
        .map((page) => `${page.path}: ${service.name}`),
    );
    expect(wrong).toEqual([]);
    // Where it does reach, a page that names its station says it.
    const cheltenham = pages.find(
      (page) => page.composer === "town" && page.place.location.name === "Cheltenham",
    )!;
    expect(textOf(cheltenham)).toContain("with a second ITV West Country service");
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
