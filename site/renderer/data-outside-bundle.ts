/**
 * A Vite plugin for the build's bundles: in the server bundle the generated
 * data modules (business, catalogue, coverage… the files directly in
 * site/generated) stay out, imported at run time from site/generated; and
 * what each bundle is made of is written beside the server bundle
 * (MODULE_GRAPH_FILE), so that the build knows which generated modules each
 * bundle holds and which each page can read.
 *
 * Bundled, every data module was an input of the server bundle: adding a
 * village changed the catalogue and the routes, and the bundler ran again
 * for an edit that changes no code. Left out, the chunks import each as the
 * build compiles it before the pre-render (DATA_MODULES_DIR).
 *
 * The client bundle keeps the one it needs (the chat's answers), then an
 * input of that bundle; the business reaches the islands through the page.
 *
 * In the dev server the plugin does nothing.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** The server bundle's folder, where both files are written. */
export const SERVER_BUNDLE_DIR = "dist/server";

/** Where the build compiles the data modules for the bundle's chunks to import (build/generated-module.ts). */
export const DATA_MODULES_DIR = `${SERVER_BUNDLE_DIR}/generated-data`;

/** A data module's compiled file: "manifest.ts" → "manifest.mjs". */
export const compiledName = (file: string) => file.replace(/\.ts$/, ".mjs");

/**
 * Each of the project's modules in the server bundle (the data modules only as
 * imports) to the modules it imports, statically or not: ModuleGraph.
 */
export const MODULE_GRAPH_FILE = "module-graph.json";

/** The generated modules the client bundle holds: a list. */
export const CLIENT_GENERATED_FILE = "client-generated.json";

/** Each module to the modules it imports; all relative to the project. */
export type ModuleGraph = Record<string, string[]>;

/** How a data module is named in the server bundle until its chunk is written: "site-data:coverage.ts". */
const SCHEME = "site-data:";

const posix = (file: string) => file.split(path.sep).join("/");

/** `root`: the project (which holds site/). */
export function dataOutsideBundle(root: string): Plugin {
  const generatedDir = path.join(root, "site", "generated");
  const isDataModule = (file: string) =>
    path.dirname(file) === generatedDir && file.endsWith(".ts");
  const projectFile = (id: string): string | undefined => {
    if (id.startsWith(SCHEME)) return `site/generated/${id.slice(SCHEME.length)}`;
    const relative = path.relative(root, id);
    return path.isAbsolute(id) && !relative.startsWith("..") && !id.includes("node_modules")
      ? posix(relative)
      : undefined;
  };
  const serverOut = path.join(root, SERVER_BUNDLE_DIR);
  return {
    name: "site:data-outside-bundle",
    enforce: "pre",
    apply: "build",
    resolveId(source, importer) {
      if (this.environment.name !== "ssr" || !importer || !source.startsWith(".")) return null;
      const file = path.resolve(path.dirname(importer), source);
      const withExtension = path.extname(file) === ".ts" ? file : `${file}.ts`;
      return isDataModule(withExtension)
        ? { id: `${SCHEME}${path.basename(withExtension)}`, external: true }
        : null;
    },
    // Each chunk imports a data module's compiled file by its path from the chunk: the project can move.
    renderChunk(code, chunk) {
      if (this.environment.name !== "ssr" || !code.includes(SCHEME)) return null;
      const from = path.dirname(path.join(serverOut, chunk.fileName));
      const compiledDir = path.join(root, DATA_MODULES_DIR);
      return code.replaceAll(
        new RegExp(`(["'])${SCHEME}([\\w.-]+)\\1`, "g"),
        (_, quote: string, name: string) => {
          const relative = posix(path.relative(from, path.join(compiledDir, compiledName(name))));
          // "generated-data/x.mjs" from beside it would name a package.
          return `${quote}${relative.startsWith(".") ? relative : `./${relative}`}${quote}`;
        },
      );
    },
    generateBundle() {
      const ids = [...this.getModuleIds()].sort();
      if (this.environment.name !== "ssr") {
        // Written by hand: an asset of the client bundle would be published with the site.
        const clientGenerated = ids.flatMap((id) => {
          const file = projectFile(id);
          return file?.startsWith("site/generated/") ? [file] : [];
        });
        mkdirSync(serverOut, { recursive: true });
        writeFileSync(
          path.join(serverOut, CLIENT_GENERATED_FILE),
          `${JSON.stringify(clientGenerated, null, 1)}\n`,
        );
        return;
      }
      const server: ModuleGraph = {};
      for (const id of ids) {
        const file = projectFile(id);
        const info = this.getModuleInfo(id);
        if (!file || !info || id.startsWith(SCHEME)) continue;
        const imported = [...info.importedIds, ...info.dynamicallyImportedIds].flatMap(
          (each) => projectFile(each) ?? [],
        );
        server[file] = [...new Set(imported)].sort();
      }
      this.emitFile({
        type: "asset",
        fileName: MODULE_GRAPH_FILE,
        source: `${JSON.stringify(server, null, 1)}\n`,
      });
    },
  };
}
