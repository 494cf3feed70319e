/**
 * Copies the local authority district boundaries the service-area map draws
 * into data/boundaries/districts.topo.json, once, so that the build never needs
 * the source.
 *
 *   npm run import:boundaries -- <topo_lad.json> [--out FILE]
 *
 * The source is json/administrative/eng/topo_lad.json of
 * github.com/martinjc/UK-GeoJSON: the ONS generalised, clipped district
 * boundaries (2013 codes) as TopoJSON. Kept: the districts of our four counties,
 * each marked with its county, re-quantised to a 10,000-step grid over their extent (about 15 m,
 * finer than the source's own grid of about 60 m, so nothing is lost). The
 * simplification to screen size happens at build time (site/drawing/county-outlines.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { feature } from "topojson-client";
import { topology } from "topojson-server";
import type { Topology } from "topojson-specification";
import { COUNTIES, type County } from "../model/counties";
import type { DistrictProperties } from "../site/drawing/boundaries";

/**
 * The districts of each county as the site uses the names (the ceremonial
 * counties: Swindon in Wiltshire, the six unitaries in Berkshire), by ONS code
 * with the source's name as a check that the code means what we think.
 */
const COUNTY_DISTRICTS: Record<County, [code: string, name: string][]> = {
  Oxfordshire: [
    ["E07000177", "Cherwell"],
    ["E07000178", "Oxford"],
    ["E07000179", "South Oxfordshire"],
    ["E07000180", "Vale of White Horse"],
    ["E07000181", "West Oxfordshire"],
  ],
  Gloucestershire: [
    ["E07000078", "Cheltenham"],
    ["E07000079", "Cotswold"],
    ["E07000080", "Forest of Dean"],
    ["E07000081", "Gloucester"],
    ["E07000082", "Stroud"],
    ["E07000083", "Tewkesbury"],
  ],
  Wiltshire: [
    ["E06000054", "Wiltshire"],
    ["E06000030", "Swindon"],
  ],
  Berkshire: [
    ["E06000036", "Bracknell Forest"],
    ["E06000037", "West Berkshire"],
    ["E06000038", "Reading"],
    ["E06000039", "Slough"],
    ["E06000040", "Windsor and Maidenhead"],
    ["E06000041", "Wokingham"],
  ],
};

/** What the source says of its licence; carried into the output and onto the map page. */
const ATTRIBUTION = [
  "County outlines from GeoJSON and TopoJSON UK Boundary Data by Martin Chorley (https://github.com/martinjc/UK-GeoJSON), licensed under a Creative Commons Attribution 4.0 International License (https://creativecommons.org/licenses/by/4.0/); districts merged into counties and simplified for this map.",
  "Contains Ordnance Survey, Office of National Statistics, National Records Scotland and LPS Intellectual Property data © Crown copyright and database right [2016]. Data licensed under the terms of the Open Government Licence (http://www.nationalarchives.gov.uk/doc/open-government-licence/version/3). Ordnance Survey data covered by OS OpenData Licence.",
];

const QUANTIZATION = 10_000;

interface SourceProperties {
  LAD13CD: string;
  LAD13NM: string;
}

function isSourceProperties(value: unknown): value is SourceProperties {
  return (
    typeof value === "object" &&
    value !== null &&
    "LAD13CD" in value &&
    typeof value.LAD13CD === "string" &&
    "LAD13NM" in value &&
    typeof value.LAD13NM === "string"
  );
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: "string", default: "data/boundaries/districts.topo.json" } },
  });
  const [source] = positionals;
  if (!source) throw new Error("usage: npm run import:boundaries -- <topo_lad.json> [--out FILE]");

  const topo = JSON.parse(readFileSync(source, "utf8")) as Topology;
  const lad = topo.objects.lad;
  if (lad?.type !== "GeometryCollection")
    throw new Error(`${source}: expected a TopoJSON topology with a "lad" GeometryCollection`);
  const geometries = lad.geometries;
  const properties = geometries.map((geometry, index) => {
    if (!isSourceProperties(geometry.properties))
      throw new Error(`${source}: district ${index} has no LAD13CD and LAD13NM properties`);
    return geometry.properties;
  });

  const countyOf = new Map<number, County>();
  for (const county of COUNTIES) {
    for (const [code, name] of COUNTY_DISTRICTS[county]) {
      const index = properties.findIndex((p) => p.LAD13CD === code);
      if (index < 0) throw new Error(`${source}: no district ${code} (${name}, ${county})`);
      if (properties[index]!.LAD13NM !== name)
        throw new Error(
          `${source}: district ${code} is "${properties[index]!.LAD13NM}", expected "${name}"`,
        );
      countyOf.set(index, county);
    }
  }
  const kept = [...countyOf.keys()].sort((a, b) =>
    properties[a]!.LAD13CD.localeCompare(properties[b]!.LAD13CD),
  );
  const districts = {
    type: "FeatureCollection" as const,
    features: kept.map((index) => {
      const district = feature(topo, geometries[index]!);
      const props: DistrictProperties = {
        code: properties[index]!.LAD13CD,
        name: properties[index]!.LAD13NM,
        county: countyOf.get(index)!,
      };
      return { ...district, id: props.code, properties: props };
    }),
  };
  const { type, ...rest } = topology({ districts }, QUANTIZATION);
  writeFileSync(
    values.out,
    `${JSON.stringify({ type, attribution: ATTRIBUTION, source: "github.com/martinjc/UK-GeoJSON json/administrative/eng/topo_lad.json", ...rest })}\n`,
  );
  console.log(
    `import-boundaries: ${kept.length} districts of ${COUNTIES.length} counties written to ${values.out}`,
  );
}

main();
