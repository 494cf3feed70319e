/**
 * The project's module graph as TypeScript reads it: every source file the
 * tsconfig includes, each with the project modules it imports, resolved by
 * TypeScript's own API with the project's options. Paths are relative to the
 * root. For `npm run report:imports` and the test that keeps every arrow down.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface ProjectImports {
  /** Module → the project modules it imports, type-only imports included. */
  graph: Map<string, string[]>;
  /** The same without the imports erased at run time (`import type`, `export type`). */
  runtimeGraph: Map<string, string[]>;
}

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

export function projectImports(root: string): ProjectImports {
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
  if (!config) throw new Error(`${path.join(root, "tsconfig.json")} could not be read`);

  const files = config.fileNames.filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"));
  const known = new Set(files.map((file) => path.resolve(file)));
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
  return { graph, runtimeGraph };
}
