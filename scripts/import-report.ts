/**
 * The source's import graph in brief: modules per room (top folder, with
 * site/generated apart since it has its own rule), the imports between rooms
 * (counts) and the import cycles, if any. ESLint enforces the rules
 * (eslint.config.js); this shows the shape. Imports are read and resolved by
 * TypeScript's own API with the project's tsconfig. A cycle through type-only
 * imports is listed apart (as ESLint's no-cycle, it is erased at run time).
 * Exit 1 when there is a run-time cycle.
 *
 *   npm run report:imports
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { importCycles, roomEdges, roomOf } from "./lib/import-graph";

const root = path.resolve(".");
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, "tsconfig.json"),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  },
);
if (!config) throw new Error("tsconfig.json could not be read");

const files = config.fileNames.filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"));
const known = new Set(files.map((file) => path.resolve(file)));

/**
 * The specifiers a file imports only for types (`import type`, `export type`):
 * erased on compiling, so a cycle through them is not one at run time.
 */
function typeOnlySpecifiers(file: string, text: string): Set<string> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const typeOnly = new Set<string>();
  const runtime = new Set<string>();
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const erased = isImport ? statement.importClause?.isTypeOnly === true : statement.isTypeOnly;
    (erased ? typeOnly : runtime).add(specifier.text);
  }
  return new Set([...typeOnly].filter((specifier) => !runtime.has(specifier)));
}

/** Each module's project imports, as paths relative to the root: all, and those kept at run time. */
const graph = new Map<string, string[]>();
const runtimeGraph = new Map<string, string[]>();
for (const file of files) {
  const text = readFileSync(file, "utf8");
  const typeOnly = typeOnlySpecifiers(file, text);
  const targets: string[] = [];
  const runtimeTargets: string[] = [];
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule;
    const target = resolved && path.resolve(resolved.resolvedFileName);
    if (!target || !known.has(target)) continue;
    targets.push(path.relative(root, target));
    if (!typeOnly.has(fileName)) runtimeTargets.push(path.relative(root, target));
  }
  graph.set(path.relative(root, file), targets);
  runtimeGraph.set(path.relative(root, file), runtimeTargets);
}

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
if (runtimeCycles.length > 0) process.exitCode = 1;
