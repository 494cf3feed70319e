/**
 * The source's import graph in brief: modules per room (top folder, with
 * site/generated apart since it has its own rule), the imports between rooms
 * (counts), the floors of the house (the top folders), of the rooms of
 * generator/ and site/ and of build/'s phases, with any import that runs up,
 * and the import cycles, if any. ESLint enforces the rules
 * (eslint.config.js); this shows the shape. Imports are read and resolved by
 * TypeScript's own API with the project's tsconfig. A cycle through type-only
 * imports is listed apart (as ESLint's no-cycle, it is erased at run time).
 * Exit 1 when there is a run-time cycle or an upward arrow.
 *
 *   npm run report:imports
 */
import path from "node:path";
import {
  buildRoomOf,
  floorRoomOf,
  houseRoomOf,
  importCycles,
  roomEdges,
  roomFloors,
  roomOf,
  type Arrow,
} from "./lib/import-graph";
import { projectImports } from "./lib/project-imports";

const { graph, runtimeGraph } = projectImports(path.resolve("."));

const modules = new Map<string, number>();
for (const file of graph.keys()) modules.set(roomOf(file), (modules.get(roomOf(file)) ?? 0) + 1);
console.log("Modules per room:");
for (const [room, count] of [...modules].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${room.padEnd(16)} ${count}`);
}

console.log("\nImports between rooms (importing room -> imported room: imports):");
for (const { from, to, count } of roomEdges(graph)) {
  console.log(`  ${`${from} -> ${to}`.padEnd(34)} ${count}`);
}

const house = roomFloors(graph, houseRoomOf);
console.log(
  "\nFloors of the house (its top folders; a room stands one floor above the highest room it imports):",
);
for (const [level, rooms] of house.floors.entries())
  console.log(`  floor ${level}: ${rooms.join(", ")}`);

const inner = roomFloors(graph, floorRoomOf);
console.log(
  "\nFloors of generator/ and site/ (model/ and loader/, on the ground floor, are shared by both):",
);
for (const room of ["generator", "site"]) {
  console.log(`  ${room}/`);
  for (const [level, rooms] of inner.floors.entries()) {
    const here = rooms.filter(
      (name) => name === "model" || name === "loader" || name.startsWith(`${room}/`),
    );
    if (here.length > 0) console.log(`    floor ${level}: ${here.join(", ")}`);
  }
}

const build = roomFloors(graph, buildRoomOf);
console.log("\nFloors of build/ (each phase's file, above the rooms it imports whole):");
for (const [level, rooms] of build.floors.entries())
  console.log(`  floor ${level}: ${rooms.join(", ")}`);

const upward: Arrow[] = [...house.upward, ...inner.upward, ...build.upward];
const upwardImports = upward.reduce((sum, arrow) => sum + arrow.imports.length, 0);
console.log(
  `Upward arrows (an import from a room to one on its floor or above): ${upward.length}` +
    (upward.length > 0 ? ` (${upwardImports} imports)` : ""),
);
for (const arrow of upward) {
  console.log(`  ${arrow.from} -> ${arrow.to}:`);
  for (const [file, target] of arrow.imports) console.log(`    ${file} imports ${target}`);
}

const runtimeCycles = importCycles(runtimeGraph);
const typeCycles = importCycles(graph).filter(
  (cycle) => !runtimeCycles.some((runtime) => runtime.every((file) => cycle.includes(file))),
);
console.log(
  runtimeCycles.length === 0
    ? `\nNo cycles among ${graph.size} modules.`
    : `\n${runtimeCycles.length} cycle(s):`,
);
for (const cycle of runtimeCycles) console.log(`  ${cycle.join(" <-> ")}`);
if (typeCycles.length > 0) {
  console.log(`${typeCycles.length} cycle(s) through type-only imports (erased at run time):`);
  for (const cycle of typeCycles) console.log(`  ${cycle.join(" <-> ")}`);
}
if (runtimeCycles.length > 0 || upward.length > 0) process.exitCode = 1;
