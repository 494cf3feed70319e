/**
 * Writes data/outcodes.yaml, the postcode district centres the postcode
 * check measures from, from the ONS table (outcode,lat,lng):
 *
 *   npm run import:outcodes -- <outcodes.csv> [--out data/outcodes.yaml]
 *
 * The file is not edited by hand, so it is replaced without asking;
 * `npm run generate` then checks it like any data file.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { outcodesYaml, readOutcodesCsv } from "./lib/outcodes-file";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: "string", default: "data/outcodes.yaml" } },
});
const [csv] = positionals;
if (!csv) {
  console.error("usage: npm run import:outcodes -- <outcodes.csv> [--out data/outcodes.yaml]");
  process.exit(2);
}
const centres = readOutcodesCsv(csv);
writeFileSync(values.out, outcodesYaml(centres));
console.log(`import-outcodes: ${centres.length} district centres written to ${values.out}`);
