/**
 * data/outcodes.yaml from the ONS table of postcode district centres
 * (outcode,lat,lng): shared by `npm run import:outcodes` and the location
 * import, which reads the same table.
 */
import { readFileSync } from "node:fs";
import { parse as parseCsv } from "csv-parse/sync";
import { Document, isMap, visit } from "yaml";
import type { OutcodeCentre } from "../../generator/schema/locations";

/** The licence's attribution, verbatim: it goes with the data wherever the data goes. */
export const ONS_ATTRIBUTION =
  "Source: Office for National Statistics licensed under the Open Government Licence v.3.0. Contains OS data © Crown copyright and database right 2025. Contains Royal Mail data © Royal Mail copyright and database right 2025. Contains GeoPlace data © Local Government Information House Limited copyright and database right 2025.";

export function readOutcodesCsv(file: string): OutcodeCentre[] {
  const rows = parseCsv(readFileSync(file, "utf8"), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  }) as { outcode?: string; lat?: string; lng?: string }[];
  return rows.map((row, i) => {
    const centre = { outcode: row.outcode ?? "", lat: Number(row.lat), lng: Number(row.lng) };
    if (!centre.outcode || !Number.isFinite(centre.lat) || !Number.isFinite(centre.lng))
      throw new Error(`${file} row ${i + 2}: expected outcode,lat,lng, got ${JSON.stringify(row)}`);
    return centre;
  });
}

/** The YAML text: a header naming the source and licence, then one line per district, sorted. */
export function outcodesYaml(centres: OutcodeCentre[]): string {
  const sorted = [...centres].sort((a, b) =>
    a.outcode.localeCompare(b.outcode, "en", { numeric: true }),
  );
  const document = new Document(sorted);
  visit(document, {
    Map(_, map) {
      if (isMap(map)) map.flow = true;
    },
  });
  document.commentBefore = [
    " yaml-language-server: $schema=./schema/outcodes.schema.json",
    " The centre of each postcode district around the base: the plain mean of the latitude and",
    " longitude of the district's postcodes (retired and non-geographic districts left out). The",
    " postcode check (/coverage) measures from them how far a district we list no place in lies.",
    " Written by `npm run import:outcodes -- <outcodes.csv>`: refresh it that way rather than by hand.",
    " From the ONS National Statistics Postcode Lookup (NSPL), May 2025, under the Open Government",
    " Licence v3.0 (https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/):",
    ` ${ONS_ATTRIBUTION}`,
  ].join("\n");
  return document.toString({ lineWidth: 0 });
}
