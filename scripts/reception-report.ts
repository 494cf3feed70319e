/**
 * `npm run report:reception`: how the reception rule chooses, measured on the
 * real data. Prints Markdown: which stations the prediction can use and what
 * each lacks; the choices by basis before (named > relay > nearest, the rule
 * without predictions) and after; agreement of the rule, with research set
 * aside, with every place a relay's sources name (`serves`) and with every
 * researched `transmitter:`; the stations each county's pages name; a table
 * of the places the reception issue names; and every place whose choice changed.
 */
import path from "node:path";
import { load } from "../generator/load/load";
import type { Problem } from "../generator/errors";
import {
  effectiveHeight,
  neighbourRelays,
  receptionFor,
  type Reception,
} from "../generator/resolve/reception";
import type { Location } from "../generator/schema/locations";
import type { Transmitter } from "../generator/schema/transmitters";
import { validate } from "../generator/validate/validate";

/** The places the issue names, then others across the area, to make thirty. */
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

const found: Problem[] = [];
const data = validate(await load(path.resolve(".")), found);
if (!data || found.length > 0) {
  console.error(`the data has ${found.length} problems; run npm run generate to see them`);
  process.exit(1);
}
const table = data.transmitters.transmitters;
/** The rule as it was: the same table without the signal facts, so nothing is predicted. */
const unpredicted: Transmitter[] = table.map(({ signal: _signal, ...rest }) => rest);
const unresearched = (location: Location): Location => {
  const { transmitter: _t, alsoTransmitters: _a, ...rest } = location;
  return rest;
};

const rows = data.locations.map((location) => {
  const neighbours = neighbourRelays(location, data.locations, table);
  return {
    location,
    // Before: no predictions and no neighbours' relays, as the rule was.
    before: receptionFor(location, unpredicted),
    after: receptionFor(location, table, neighbours),
    model: receptionFor(unresearched(location), table, neighbours),
  };
});

const dB = (value: number | undefined) => (value === undefined ? "–" : value.toFixed(1));
const pct = (n: number, of: number) => (of === 0 ? "–" : `${((100 * n) / of).toFixed(0)}%`);
const named = (reception: Reception) => reception.station.transmitter.name;

console.log("## Stations and the prediction's inputs\n");
console.log("| Station | Kind | Site published | ERP kW | Effective height m | Predicted |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const t of table) {
  const h = effectiveHeight(t.signal);
  const ready = t.coordinates && t.signal?.erpKw !== undefined && h !== undefined;
  console.log(
    `| ${t.name} | ${t.kind} | ${t.coordinates ? "yes" : "no"} | ${t.signal?.erpKw ?? "–"} | ${h ?? "–"} | ${ready ? "yes" : "no"} |`,
  );
}

const bases = ["named", "predicted", "relay", "nearest"] as const;
console.log("\n## Choices by basis\n");
console.log("| Basis | Before | After |\n| --- | --- | --- |");
for (const basis of bases)
  console.log(
    `| ${basis} | ${rows.filter((r) => r.before.basis === basis).length} | ${rows.filter((r) => r.after.basis === basis).length} |`,
  );
const noDirection = (pick: "before" | "after") =>
  rows.filter((r) => r[pick].station.bearing === undefined).length;
console.log(
  `\nPlaces whose station has no published site (the page gives the nearest main station's direction instead): ${noDirection("after")}.`,
);

console.log("\n## Agreement of the rule, research set aside\n");
const serves = rows.flatMap((r) =>
  table
    .filter((t) => t.kind === "relay" && t.serves.includes(r.location.name))
    .map((relay) => ({ r, relay })),
);
const servesAgree = serves.filter(({ r, relay }) => r.model.station.transmitter.id === relay.id);
const servesPredicted = serves.filter(({ r }) => r.model.basis === "predicted");
console.log(
  `- Places a relay's sources name (\`serves\`): ${serves.length}; the rule picks that relay for ${servesAgree.length} (${pct(servesAgree.length, serves.length)}); by prediction for ${servesPredicted.length} of them (the rest have a candidate without published ERP, aerial height or site).`,
);
const researched = rows.filter((r) => r.location.transmitter);
const researchAgree = researched.filter(
  (r) => r.model.station.transmitter.id === r.location.transmitter,
);
const researchPredicted = researched.filter((r) => r.model.basis === "predicted");
const researchPredictedAgree = researchPredicted.filter(
  (r) => r.model.station.transmitter.id === r.location.transmitter,
);
console.log(
  `- Researched \`transmitter:\` entries: ${researched.length}; the rule agrees for ${researchAgree.length} (${pct(researchAgree.length, researched.length)}); where it predicts (${researchPredicted.length}), it agrees for ${researchPredictedAgree.length} (${pct(researchPredictedAgree.length, researchPredicted.length)}).`,
);
for (const r of researched.filter((r) => r.model.station.transmitter.id !== r.location.transmitter))
  console.log(
    `  - ${r.location.name}: research ${r.location.transmitter}, rule ${r.model.station.transmitter.id} (${r.model.basis})`,
  );

console.log("\n## Stations named per county (after)\n");
const counties = [...new Set(rows.map((r) => r.location.county))].sort();
for (const county of counties) {
  const inCounty = rows.filter((r) => r.location.county === county);
  const counts = new Map<string, number>();
  for (const r of inCounty) counts.set(named(r.after), (counts.get(named(r.after)) ?? 0) + 1);
  const list = [...counts].sort((a, b) => b[1] - a[1]).map(([n, c]) => `${n} ${c}`);
  console.log(`- ${county} (${inCounty.length}): ${list.join(", ")}`);
}

console.log("\n## The thirty places\n");
console.log(
  "| Place | Stations (predicted dB(µV/m); – not predictable) | Before | After (basis) | Runner-up margin dB |",
);
console.log("| --- | --- | --- | --- | --- |");
for (const name of TABLE_PLACES) {
  const same = rows.filter((row) => row.location.name === name);
  if (same.length === 0) console.log(`| ${name} | not in locations.yaml | | | |`);
  // Names repeat across the area (two Lynehams): a row for each, told apart by county.
  for (const r of same) {
    const label = same.length > 1 ? `${name} (${r.location.county})` : name;
    const views = [r.after.station, ...r.after.alternatives, r.after.nearestMain].filter(
      (v, i, all) => all.findIndex((w) => w.transmitter.id === v.transmitter.id) === i,
    );
    const stations = views.map((v) => `${v.transmitter.name} ${dB(v.predicted)}`).join("; ");
    console.log(
      `| ${label} | ${stations} | ${named(r.before)} (${r.before.basis}) | ${named(r.after)} (${r.after.basis}) | ${dB(r.after.margin)} |`,
    );
  }
}

const changed = rows.filter(
  (r) => r.before.station.transmitter.id !== r.after.station.transmitter.id,
);
console.log(`\n## Places whose choice changed: ${changed.length}\n`);
for (const r of changed)
  console.log(
    `- ${r.location.name} (${r.location.county}): ${named(r.before)} (${r.before.basis}) → ${named(r.after)} (${r.after.basis}${r.after.margin === undefined ? "" : `, ${dB(r.after.margin)} dB ahead`})`,
  );
