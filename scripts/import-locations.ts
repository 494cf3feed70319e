/**
 * Builds data/locations.yaml from the open-data source tables, once. After
 * that the owner edits data/locations.yaml by hand; run this again only to
 * start over (it refuses to overwrite without --force).
 *
 *   npm run import:locations -- <folder with locations-source.csv, outcodes.csv and councils.csv> [--details FILE] [--force]
 *
 * councils.csv (name,lat,lng,council) gives each place's local planning
 * authority, found by point-in-polygon in the ONS local authority district
 * boundaries. Derived here, editable afterwards: display names, postcode
 * ranges of the larger towns, nearby areas (nearest places within 6 km, at
 * most 8), business types; the richer fields of the larger towns come from
 * --details (default scripts/town-details.yaml). Facts the generator computes
 * (distance from the base, the district, the kind of place) are not copied in.
 * The district centres of outcodes.csv are written beside the table as
 * outcodes.yaml (see import-outcodes.ts), so both come from one source.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { parse as parseCsv } from "csv-parse/sync";
import { Document, isMap, isSeq, parse as parseYaml, visit } from "yaml";
import { distanceKm } from "../model/geo";
import { PLACE_TYPES, type Location } from "../generator/schema/locations";
import { COUNTIES } from "../model/counties";
import { compareText } from "../model/text";
import type { Coordinates } from "../model/page-props";
import { outcodesYaml, readOutcodesCsv } from "./lib/outcodes-file";

const NEARBY_RADIUS_KM = 6;
const NEARBY_MAX = 8;
/** Towns this size or larger may span several postcode districts. */
const MULTI_DISTRICT_POPULATION = 20_000;
const DISTRICT_RADIUS_KM = 5;

/** Ordnance Survey names whose everyday form people search for. */
const DISPLAY_NAMES: Record<string, string> = {
  "Abingdon-on-Thames": "Abingdon",
  "Lechlade-on-Thames": "Lechlade",
  Dorchester: "Dorchester-on-Thames",
};

const DEFAULT_BUSINESS_TYPES = {
  city: "commercial",
  town: "mixed",
  village: "residential",
  hamlet: "rural",
} as const;

interface SourceRow {
  name: string;
  county: string;
  lat: string;
  lng: string;
  outcode: string;
  population: string;
  type: string;
}

interface Details {
  name: string;
  county: string;
  businessType?: Location["businessType"];
  landmarks?: string[];
  housingStock?: string[];
  signalChallenges?: string[];
  serviceWindows?: string[];
  transmitter?: string;
  transmitterInfo?: string;
  keyFeatures?: string[];
}

const readCsv = <T>(file: string): T[] =>
  parseCsv(readFileSync(file, "utf8"), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  }) as T[];

/** "SN1, SN2, SN3, SN5, SN25" → "SN1-SN3, SN5, SN25". */
export function districtRange(outcodes: string[]): string {
  const parsed = outcodes
    .map((code) => ({
      code,
      area: code.replace(/\d.*$/, ""),
      number: Number.parseInt(code.replace(/^[A-Z]+/, ""), 10),
    }))
    .sort((a, b) => compareText(a.area, b.area) || a.number - b.number);
  const runs: (typeof parsed)[] = [];
  for (const item of parsed) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (
      run &&
      last &&
      last.area === item.area &&
      last.number + 1 === item.number &&
      /^[A-Z]+\d+$/.test(item.code)
    )
      run.push(item);
    else runs.push([item]);
  }
  return runs
    .map((run) => (run.length === 1 ? run[0]!.code : `${run[0]!.code}-${run.at(-1)!.code}`))
    .join(", ");
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      details: { type: "string", default: "scripts/town-details.yaml" },
      force: { type: "boolean" },
      out: { type: "string", default: "data/locations.yaml" },
    },
  });
  const [sourceDir] = positionals;
  if (!sourceDir)
    throw new Error(
      "usage: npm run import:locations -- <source folder> [--details FILE] [--force]",
    );
  if (existsSync(values.out) && !values.force) {
    throw new Error(
      `${values.out} exists and may hold the owner's edits; pass --force to replace it`,
    );
  }

  const rows = readCsv<SourceRow>(path.join(sourceDir, "locations-source.csv"));
  const councils = readCsv<{ name: string; lat: string; lng: string; council: string }>(
    path.join(sourceDir, "councils.csv"),
  );
  const centres = readOutcodesCsv(path.join(sourceDir, "outcodes.csv"));
  const outcodes = centres.map((row) => ({
    outcode: row.outcode,
    coordinates: { lat: row.lat, lng: row.lng },
  }));
  const details: Details[] = existsSync(values.details)
    ? (parseYaml(readFileSync(values.details, "utf8")) as Details[])
    : [];

  const places = rows.map((row) => {
    if (!(COUNTIES as readonly string[]).includes(row.county))
      throw new Error(`unknown county ${row.county} for ${row.name}`);
    if (!(PLACE_TYPES as readonly string[]).includes(row.type))
      throw new Error(`unknown type ${row.type} for ${row.name}`);
    return {
      row,
      name: DISPLAY_NAMES[row.name] ?? row.name,
      coordinates: { lat: Number(row.lat), lng: Number(row.lng) } as Coordinates,
      type: row.type as Location["type"],
      population: row.population ? Number(row.population) : undefined,
    };
  });
  const towns = places.filter((place) => place.type === "town" || place.type === "city");

  const locations: Location[] = places.map((place) => {
    const { row } = place;
    const detail = details.find((entry) => entry.name === row.name && entry.county === row.county);

    const nearby = places
      .filter((other) => other !== place)
      .map((other) => ({ name: other.name, km: distanceKm(place.coordinates, other.coordinates) }))
      .filter((other) => other.km <= NEARBY_RADIUS_KM)
      .sort((a, b) => a.km - b.km || compareText(a.name, b.name))
      .slice(0, NEARBY_MAX);

    // A large town also owns the districts of its area whose centre lies near it and nearer it than any other town.
    const districts =
      (place.population ?? 0) >= MULTI_DISTRICT_POPULATION
        ? outcodes
            .filter(
              (district) =>
                district.outcode.replace(/\d.*$/, "") === row.outcode.replace(/\d.*$/, ""),
            )
            .filter(
              (district) =>
                distanceKm(district.coordinates, place.coordinates) <= DISTRICT_RADIUS_KM,
            )
            .filter((district) => {
              const nearest = towns.reduce((best, town) =>
                distanceKm(district.coordinates, town.coordinates) <
                distanceKm(district.coordinates, best.coordinates)
                  ? town
                  : best,
              );
              return nearest === place;
            })
            .map((district) => district.outcode)
        : [];
    const postcode = districtRange([...new Set([row.outcode, ...districts])]);

    const council = councils.find(
      (entry) =>
        Number(entry.lat) === place.coordinates.lat && Number(entry.lng) === place.coordinates.lng,
    )?.council;
    if (!council)
      throw new Error(`councils.csv has no council for ${row.name} (${row.lat}, ${row.lng})`);

    const location: Location = {
      name: place.name,
      ...(place.name !== row.name && { officialName: row.name }),
      county: row.county as Location["county"],
      council,
      postcode,
      mainPostcode: row.outcode,
      coordinates: place.coordinates,
      type: place.type,
      businessType: detail?.businessType ?? DEFAULT_BUSINESS_TYPES[place.type],
      ...(place.population !== undefined && { population: place.population }),
      nearbyAreas: nearby.map((other) => other.name),
      keyFeatures: detail?.keyFeatures ?? [],
      ...(detail?.landmarks && { landmarks: detail.landmarks }),
      ...(detail?.housingStock && { housingStock: detail.housingStock }),
      ...(detail?.signalChallenges && { signalChallenges: detail.signalChallenges }),
      ...(detail?.serviceWindows && { serviceWindows: detail.serviceWindows }),
      ...(detail?.transmitter && { transmitter: detail.transmitter }),
      ...(detail?.transmitterInfo && { transmitterInfo: detail.transmitterInfo }),
    };
    return location;
  });

  const missing = details.filter(
    (entry) => !rows.some((row) => row.name === entry.name && row.county === entry.county),
  );
  if (missing.length > 0)
    throw new Error(
      `details for places not in the table: ${missing.map((entry) => entry.name).join(", ")}`,
    );

  const document = new Document(locations);
  // Short lists and coordinates on one line keep 438 entries readable.
  visit(document, {
    Pair(_, pair) {
      const key = String((pair.key as { value?: unknown })?.value);
      if (
        [
          "coordinates",
          "nearbyAreas",
          "housingStock",
          "signalChallenges",
          "serviceWindows",
        ].includes(key)
      ) {
        if (isMap(pair.value) || isSeq(pair.value)) pair.value.flow = true;
      }
    },
  });
  document.commentBefore = [
    " yaml-language-server: $schema=./schema/locations.schema.json",
    " Every town and village the site has a page for. Edit by hand, then run `npm run generate`.",
    ' Field by field: docs/owner-guide.md, "Add, move, rename or remove a village"; docs/architecture.md, "Places".',
  ].join("\n");
  writeFileSync(values.out, document.toString({ lineWidth: 0 }));
  const outcodesOut = path.join(path.dirname(values.out), "outcodes.yaml");
  writeFileSync(outcodesOut, outcodesYaml(centres));
  console.log(
    `import-locations: ${locations.length} places written to ${values.out} (${details.length} with details), ${centres.length} district centres to ${outcodesOut}`,
  );
}

main();
