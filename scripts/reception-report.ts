/**
 * `npm run report:reception`: how the reception rule chooses, measured on the
 * real data. Prints Markdown: each station's inputs to the prediction and
 * which it takes from its kind's plausible range; the town pages by how their
 * station was chosen; the relay pages by the direction they give; agreement
 * of the rule, with research set aside, with every place a relay's sources
 * name (`serves`) and with every researched `transmitter:`; the stations each
 * county's pages name; a table of places across the area; every pair of
 * places within CLOSE_KM whose answers differ, with the reason each page
 * gives; and every place around Cirencester, Swindon and Guiting Power.
 */
import path from "node:path";
import { load } from "../generator/load/load";
import type { Problem } from "../generator/errors";
import { choiceReason } from "../generator/compose/reception-facts";
import {
  effectiveHeight,
  neighbourRelays,
  receptionFor,
  siteOf,
  type Reception,
  type StationView,
} from "../generator/resolve/reception";
import type { Location } from "../generator/schema/locations";
import { validate } from "../generator/validate/validate";
import { MARGIN_DB } from "../model/aerial";
import { distanceKm } from "../model/geo";
import { PLAUSIBLE } from "../generator/resolve/plausible-figures";

/** Places the reception issues named, then others across the area, to make thirty. */
const TABLE_PLACES = [
  "Siddington",
  "Temple Guiting",
  "Cherhill",
  "Royal Wootton Bassett",
  "Lyneham",
  "Chipping Campden",
  "Mickleton",
  "Great Bedwyn",
  "Swindon",
  "Highworth",
  "Lechlade",
  "Tetbury",
  "Cirencester",
  "Henley-on-Thames",
  "Hungerford",
  "Carterton",
  "Witney",
  "Burford",
  "Faringdon",
  "Wantage",
  "Lambourn",
  "Marlborough",
  "Aldbourne",
  "Calne",
  "Stroud",
  "Charlbury",
  "Stow-on-the-Wold",
  "Banbury",
  "Fairford",
  "Newbury",
];

/** Places this close whose answers differ must each say why. */
const CLOSE_KM = 3;
/** The areas a homeowner's questions came from: every place within AREA_KM of each centre. */
const AREAS = ["Cirencester", "Swindon", "Guiting Power"];
const AREA_KM = 6;

const found: Problem[] = [];
const data = validate(await load(path.resolve(".")), found);
if (!data || found.length > 0) {
  console.error(`the data has ${found.length} problems; run npm run generate to see them`);
  process.exit(1);
}
const table = data.transmitters.transmitters;
const unresearched = (location: Location): Location => {
  const { transmitter: _t, alsoTransmitters: _a, ...rest } = location;
  return rest;
};

const rows = data.locations.map((location) => {
  const neighbours = neighbourRelays(location, data.locations, table);
  return {
    location,
    after: receptionFor(location, table, neighbours),
    model: receptionFor(unresearched(location), table, neighbours),
  };
});
type Row = (typeof rows)[number];

const dB = (value: number | undefined) => (value === undefined ? "–" : value.toFixed(1));
const pct = (n: number, of: number) => (of === 0 ? "–" : `${((100 * n) / of).toFixed(0)}%`);
const span = ({ min, max }: { min: number; max: number }) => `${min}–${max}`;
const strength = (v: StationView) =>
  v.predicted !== undefined
    ? dB(v.predicted)
    : v.range
      ? `${dB(v.range.low)}–${dB(v.range.high)}`
      : "–";

/** How each page's station was chosen. */
const HOW: Record<Reception["basis"], string> = {
  named: "named by local research",
  predicted: "predicted and robust",
  relay: "relay named by its coverage",
  compete: "stations compete",
};
/** What a page tells a homeowner to face: one station, or the ones that compete. */
const answerOf = (reception: Reception) =>
  reception.basis === "compete"
    ? reception.competing.map((v) => v.transmitter.name).join(" or ")
    : reception.station.transmitter.name;
const reasoned = (r: Row) => `${r.location.name}: ${answerOf(r.after)} (${choiceReason(r.after)})`;
const names = (some: Row[]) => some.map((r) => r.location.name).join(", ") || "none";

console.log("## Stations and the prediction's inputs\n");
console.log(
  "| Station | Kind | Site published | ERP kW | Effective height m | Unpublished, taken from its kind's range |",
);
console.log("| --- | --- | --- | --- | --- | --- |");
for (const t of table) {
  const h = effectiveHeight(t.signal);
  const site = siteOf(t);
  const ranged = site
    ? [
        ...(t.signal?.erpKw === undefined ? [`ERP ${span(PLAUSIBLE[t.kind].erpKw)} kW`] : []),
        ...(h === undefined ? [`height ${span(PLAUSIBLE[t.kind].aerialHeightM)} m`] : []),
      ]
    : ["its site: not predicted, it competes wherever it is in reach"];
  console.log(
    `| ${t.name} | ${t.kind} | ${site ? "yes" : "no"} | ${t.signal?.erpKw ?? "–"} | ${h ?? "–"} | ${ranged.join("; ") || "none"} |`,
  );
}

console.log("\n## Town pages by how their station was chosen\n");
console.log("| How | Pages |\n| --- | --- |");
for (const [basis, how] of Object.entries(HOW))
  console.log(`| ${how} | ${rows.filter((r) => r.after.basis === basis).length} |`);
const close = rows.filter(
  (r) =>
    r.after.basis === "predicted" && r.after.margin !== undefined && r.after.margin < MARGIN_DB,
);
console.log(`\nOf the predicted, close calls (a lead under ${MARGIN_DB} dB): ${close.length}.`);
const unsited = rows.filter((r) => r.after.basis === "relay" && r.after.station.km === undefined);
const viaParent = unsited.filter((r) => r.after.station.parent);
console.log(
  `Relay pages whose mast is unpublished: ${unsited.length}; giving their parent's direction: ${viaParent.length} (${names(viaParent)}); giving none, a meter finds the mast: ${unsited.length - viaParent.length} (${names(unsited.filter((r) => !r.after.station.parent))}).`,
);

console.log("\n## Agreement of the rule, research set aside\n");
const serves = rows.flatMap((r) =>
  table
    .filter((t) => t.kind === "relay" && t.serves.includes(r.location.name))
    .map((relay) => ({ r, relay })),
);
const servesAgree = serves.filter(({ r, relay }) => r.model.station.transmitter.id === relay.id);
console.log(
  `- Places a relay's sources name (\`serves\`): ${serves.length}; the rule names that relay for ${servesAgree.length} (${pct(servesAgree.length, serves.length)}).`,
);
const researched = rows.filter((r) => r.location.transmitter);
const agrees = (r: Row) =>
  [r.model.station, ...r.model.competing].some((v) => v.transmitter.id === r.location.transmitter);
const researchPredicted = researched.filter((r) => r.model.basis === "predicted");
console.log(
  `- Researched \`transmitter:\` entries: ${researched.length}; the rule names that station (chosen or competing) for ${researched.filter(agrees).length} (${pct(researched.filter(agrees).length, researched.length)}); where it predicts (${researchPredicted.length}), it agrees for ${researchPredicted.filter(agrees).length} (${pct(researchPredicted.filter(agrees).length, researchPredicted.length)}).`,
);
for (const r of researched.filter((r) => !agrees(r)))
  console.log(
    `  - ${r.location.name}: research ${r.location.transmitter}, rule ${answerOf(r.model)} (${r.model.basis})`,
  );

console.log("\n## Stations named per county\n");
const counties = [...new Set(rows.map((r) => r.location.county))].sort();
for (const county of counties) {
  const inCounty = rows.filter((r) => r.location.county === county);
  const counts = new Map<string, number>();
  for (const r of inCounty) counts.set(answerOf(r.after), (counts.get(answerOf(r.after)) ?? 0) + 1);
  const list = [...counts].sort((a, b) => b[1] - a[1]).map(([n, c]) => `${n} ${c}`);
  console.log(`- ${county} (${inCounty.length}): ${list.join(", ")}`);
}

console.log("\n## Places across the area\n");
console.log(
  "| Place | Stations (predicted dB(µV/m), or its plausible range; – site unpublished) | Answer (how) | Lead dB |",
);
console.log("| --- | --- | --- | --- |");
for (const name of TABLE_PLACES) {
  const same = rows.filter((row) => row.location.name === name);
  if (same.length === 0) console.log(`| ${name} | not in locations.yaml | | |`);
  // Names repeat across the area (two Lynehams): a row for each, told apart by county.
  for (const r of same) {
    const label = same.length > 1 ? `${name} (${r.location.county})` : name;
    const views = [r.after.station, ...r.after.competing, ...r.after.alternatives].filter(
      (v, i, all) => all.findIndex((w) => w.transmitter.id === v.transmitter.id) === i,
    );
    const stations = views.map((v) => `${v.transmitter.name} ${strength(v)}`).join("; ");
    console.log(
      `| ${label} | ${stations} | ${answerOf(r.after)} (${HOW[r.after.basis]}) | ${dB(r.after.margin)} |`,
    );
  }
}

const pairs = rows.flatMap((a, i) =>
  rows
    .slice(i + 1)
    .map((b) => ({ a, b, km: distanceKm(a.location.coordinates, b.location.coordinates) }))
    .filter(({ b, km }) => km <= CLOSE_KM && answerOf(a.after) !== answerOf(b.after)),
);
console.log(`\n## Places within ${CLOSE_KM} km whose answers differ: ${pairs.length}\n`);
for (const { a, b, km } of pairs)
  console.log(`- ${km.toFixed(2)} km: ${reasoned(a)} | ${reasoned(b)}`);

for (const centre of AREAS) {
  const at = rows.find((r) => r.location.name === centre);
  if (!at) continue;
  const around = rows
    .map((r) => ({ r, km: distanceKm(at.location.coordinates, r.location.coordinates) }))
    .filter(({ km }) => km <= AREA_KM)
    .sort((x, y) => x.km - y.km);
  console.log(`\n## The ${centre} area (within ${AREA_KM} km)\n`);
  console.log(
    "| Place | km | Answer | How | Why, as the page says |\n| --- | --- | --- | --- | --- |",
  );
  for (const { r, km } of around)
    console.log(
      `| ${r.location.name} | ${km.toFixed(1)} | ${answerOf(r.after)} | ${HOW[r.after.basis]} | ${choiceReason(r.after)} |`,
    );
}
