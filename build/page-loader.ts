/**
 * How a render thread loads a generated page module, which the server bundle
 * leaves out (site/renderer/pages-outside-bundle.ts). The module's TSX is
 * compiled by the bundler's own transform (Oxc: types stripped, JSX to React's
 * automatic runtime, as the bundle compiles the site) and then run as a plain
 * function, not imported: Node keeps every ES module it imports until the
 * thread ends (memory that grows with the places), whereas a function nothing
 * refers to is collected once its page is written. Its imports become the
 * function's parameters: React's JSX runtime, and each page component from that
 * component's entry in the server bundle (named by the bundle's
 * page-parts.json), so the page renders with the bundle's own component modules
 * and React context. Its exports become the function's answer. Nothing is
 * written.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { compileFunction } from "node:vm";
import { init as lexerReady, parse as lexModule } from "es-module-lexer";
import { parseSync, transformSync, TsconfigCache } from "rolldown/utils";
import type { GeneratedModule } from "../site/renderer/family";
import { PAGE_PARTS_FILE, type PageParts } from "../site/renderer/pages-outside-bundle";

/** What a generated module may import at run time besides a page component (its type imports vanish). */
const RUNTIME = "react/jsx-runtime";

export class PageModuleError extends Error {}

/** A page module compiled to a function: its imports' bindings in, its exports out. */
export interface PageFunction {
  /** The body: the module's code with its import statements and `export` keywords taken out. */
  body: string;
  /** Each import binding: its local name, the module it comes from, and what it takes ("*" for the namespace). */
  imports: { local: string; from: string; name: string }[];
  /** Each export: its name ("default" too) and the local binding that holds it. */
  exports: { name: string; local: string }[];
}

const EXPORT_KEYWORDS = /^export\s+(?:default\s+)?/;

/** Settles once the module lexer is ready, which pageFunction needs (its WebAssembly compiles once a thread). */
export const pageFunctionReady: Promise<void> = lexerReady();

/**
 * The module's compiled code as a function body. Only the shapes a module
 * can have and still be a page (named imports, exported declarations and a
 * default function or class) are taken: anything else is an error naming it.
 * The import and export statements are found by es-module-lexer, and only
 * the import statements, a few hundred bytes, are parsed for their bindings:
 * a parse of the whole module handed its syntax tree over as JSON, several
 * times slower than the lexer and the small parses together.
 */
export function pageFunction(
  file: string,
  tsx: string,
  tsconfigs = new TsconfigCache(),
): PageFunction {
  const compiled = transformSync(
    file,
    tsx,
    { lang: "tsx", jsx: { runtime: "automatic" }, tsconfig: true },
    tsconfigs,
  );
  const [error] = compiled.errors;
  if (error) throw new PageModuleError(`${file}: ${error.message}`);
  const code = compiled.code;
  const [found, exported] = lexModule(code, file);
  const imports: PageFunction["imports"] = [];
  const exports: PageFunction["exports"] = [];
  // Spans to cut (imports) or to trim of their keywords (exports), taken from the end back.
  const edits = new Map<number, number>();
  // The exports first: a re-export is an error, not an import statement.
  for (const entry of exported) {
    const shape = (why: string) =>
      new PageModuleError(
        `${file}: "${code.slice(entry.exportStart).split("\n")[0]}" ${why}; a page module exports only declarations (\`export const head\`, \`export default function Page\`)`,
      );
    if (entry.type !== "direct") throw shape("exports from another module");
    const keywords = EXPORT_KEYWORDS.exec(code.slice(entry.exportStart, entry.exportStart + 64));
    if (!keywords) throw shape("is not an exported declaration");
    if (!entry.localName) throw shape("exports an unnamed value");
    exports.push({ name: entry.name, local: entry.localName });
    // `export { a, b }` names one statement twice: its keyword is cut once.
    edits.set(entry.exportStart, entry.exportStart + keywords[0].length);
  }
  const statements = found.filter((statement) => statement.type === "static");
  const header = parseSync(
    file,
    statements.map(({ importStart, importEnd }) => code.slice(importStart, importEnd)).join("\n"),
    { lang: "js", sourceType: "module" },
  ).module.staticImports;
  if (header.length !== statements.length)
    throw new PageModuleError(`${file}: its import statements did not parse on their own`);
  header.forEach((statement, index) => {
    for (const entry of statement.entries) {
      if (entry.isType) continue;
      const { kind, name } = entry.importName;
      imports.push({
        local: entry.localName.value,
        from: statement.moduleRequest.value,
        name: kind === "NamespaceObject" ? "*" : kind === "Default" ? "default" : name!,
      });
    }
    const { importStart, importEnd } = statements[index]!;
    edits.set(importStart, importEnd);
  });
  let body = code;
  for (const [start, end] of [...edits].sort(([a], [b]) => b - a))
    body = body.slice(0, start) + body.slice(end);
  return { body, imports, exports };
}

/**
 * How many page modules are compiled in a row, ahead of their render. Between
 * two renders, Oxc's transform and V8's compiler start cold, so a page at a
 * time spends more in both than a batch does. What is compiled ahead is a few
 * pages' code at a time.
 */
const COMPILE_AHEAD = 32;

/** A page module compiled, or the error that stopped it, until its page asks for it. */
type Compiled = { made: PageFunction; run: (...values: unknown[]) => unknown } | { error: unknown };

/** A generated page module loaded: its exports, and the page components it imports ("site/components/town-page.tsx"). */
export interface LoadedPage {
  module: GeneratedModule;
  parts: string[];
}

/**
 * The loader for the project in `root`, whose server bundle is built: it
 * answers a generated module by its file under site/generated
 * ("towns/witney.tsx"). `batch`, if given, is the modules to be asked for
 * next, this one among them: it is compiled with those after it in the
 * batch (at most COMPILE_AHEAD); one asked for alone is compiled alone.
 */
export function pageLoader(
  root: string,
): (file: string, batch?: readonly string[]) => Promise<LoadedPage> {
  const siteDir = path.join(root, "site");
  const generatedDir = path.join(siteDir, "generated");
  const ahead = new Map<string, Compiled>();
  const serverDir = path.join(root, "dist/server");
  const parts = JSON.parse(
    readFileSync(path.join(serverDir, PAGE_PARTS_FILE), "utf8"),
  ) as PageParts;
  // Each imported module once per thread: the runtime and the component entries are few and shared.
  const namespaces = new Map<string, Promise<Record<string, unknown>>>();
  const namespace = (url: string) => {
    let loaded = namespaces.get(url);
    if (!loaded) namespaces.set(url, (loaded = import(url) as Promise<Record<string, unknown>>));
    return loaded;
  };
  const runtime = import.meta.resolve(RUNTIME);
  // The project's tsconfig.json found once a thread, not looked for again for every page
  // (four file system calls a module otherwise).
  const tsconfigs = new TsconfigCache();
  /** The page component `from` names, relative to site/ ("components/town-page.tsx"). */
  const partOf = (file: string, from: string): string =>
    path
      .relative(siteDir, path.resolve(path.dirname(file), `${from}.tsx`))
      .split(path.sep)
      .join("/");
  const urlOf = (file: string, from: string): string => {
    if (from === RUNTIME) return runtime;
    const wanted = partOf(file, from);
    const part = parts[wanted];
    if (!part)
      throw new PageModuleError(
        `${path.relative(root, file)} imports "${from}", which is no page component of the server bundle (${PAGE_PARTS_FILE} lists ${Object.keys(parts).length})`,
      );
    return pathToFileURL(path.join(serverDir, part)).href;
  };

  const compile = (name: string): Compiled => {
    const file = path.join(generatedDir, name);
    try {
      // Read at once: an asynchronous read waits behind the page writes in Node's thread pool.
      const made = pageFunction(file, readFileSync(file, "utf8"), tsconfigs);
      return { made, run: compiledPage(made, file) };
    } catch (error) {
      return { error };
    }
  };

  return async (name, batch = []) => {
    await pageFunctionReady;
    const file = path.join(generatedDir, name);
    if (!ahead.has(name)) {
      // Whatever was compiled ahead and not asked for goes: the order has moved on.
      ahead.clear();
      const at = batch.indexOf(name);
      for (const next of at < 0 ? [name] : batch.slice(at, at + COMPILE_AHEAD))
        ahead.set(next, compile(next));
    }
    const compiled = ahead.get(name)!;
    ahead.delete(name);
    if ("error" in compiled) throw compiled.error;
    const { made, run } = compiled;
    const values = await Promise.all(
      made.imports.map(async ({ from, name: imported }) => {
        const loaded = await namespace(urlOf(file, from));
        if (imported === "*") return loaded;
        if (!(imported in loaded))
          throw new PageModuleError(
            `${path.relative(root, file)}: "${from}" has no export ${imported}`,
          );
        return loaded[imported];
      }),
    );
    const imported = made.imports.flatMap(({ from }) =>
      from === RUNTIME ? [] : [`site/${partOf(file, from)}`],
    );
    return { module: run(...values) as GeneratedModule, parts: [...new Set(imported)] };
  };
}

/**
 * The function of `made`: called with each import's value, in the order of
 * `made.imports`, it answers the module's exports by name. `filename` names
 * it in stack traces.
 */
export function compiledPage(
  { body, imports, exports }: PageFunction,
  filename: string,
): (...values: unknown[]) => unknown {
  const answer = exports.map(({ name, local }) => `${JSON.stringify(name)}: ${local}`).join(", ");
  return compileFunction(
    `"use strict";${body}\nreturn { ${answer} };`,
    imports.map(({ local }) => local),
    { filename },
  ) as (...values: unknown[]) => unknown;
}
