/**
 * A Vite plugin for the build's server bundle: the generated page modules stay
 * out of it, and the page components they import are its entries.
 *
 * The page modules are most of the site by count and grow with it; bundled,
 * they made the bundler's time and memory grow with the places and made every
 * edit of one town a new bundle. Instead the build's render threads load each
 * page's module themselves, compiled as they render it
 * (build/page-loader.ts), and its import of a page component is pointed
 * at that component's entry in this bundle, so the page renders with the very
 * modules (and React context) the bundle renders with. `page-parts.json`,
 * written beside the bundle, names each component's entry.
 *
 * In the dev server the plugin does nothing: Vite serves the page modules
 * through each family's import.meta.glob as any other module.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const STUB_ID = "\0generated-page-outside-bundle";

/** A family's map of generated modules: the only place generated page modules are imported from. */
const FAMILY = /[\\/]site[\\/]pages[\\/][^\\/]+[\\/]family\.ts$/;

/** Written beside the server bundle: component file ("components/town-page.tsx") → its entry there. */
export const PAGE_PARTS_FILE = "page-parts.json";

export type PageParts = Record<string, string>;

/** What a family's map leads to in the bundle: the render threads pass each page's module in. */
const STUB = `export const head = undefined;
export default function PageOutsideBundle() {
  throw new Error("a generated page module is loaded by the render thread, not from the server bundle");
}`;

const posix = (file: string) => file.split(path.sep).join("/");

/** `siteDir`: the site's root (site/), which holds components/ and generated/. */
export function pagesOutsideBundle(siteDir: string): Plugin {
  const generatedDir = path.join(siteDir, "generated");
  const componentsDir = path.join(siteDir, "components");
  return {
    name: "site:pages-outside-bundle",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId(source, importer) {
      if (!importer || !FAMILY.test(importer)) return null;
      const file = path.relative(generatedDir, path.resolve(path.dirname(importer), source));
      return file.startsWith("..") ? null : STUB_ID;
    },
    load(id) {
      return id === STUB_ID ? STUB : null;
    },
    buildStart() {
      // Every component module, each an entry keeping its exports: what a page module may import.
      for (const file of readdirSync(componentsDir)
        .filter((name) => name.endsWith(".tsx"))
        .sort())
        this.emitFile({
          type: "chunk",
          id: path.join(componentsDir, file),
          name: `page-parts/${file.replace(/\.tsx$/, "")}`,
          preserveSignature: "strict",
        });
    },
    generateBundle(_options, bundle) {
      const parts: PageParts = {};
      for (const chunk of Object.values(bundle)) {
        const from = chunk.type === "chunk" ? chunk.facadeModuleId : null;
        if (from?.startsWith(componentsDir + path.sep))
          parts[posix(path.relative(siteDir, from))] = chunk.fileName;
      }
      const sorted = Object.fromEntries(
        Object.entries(parts).sort(([a], [b]) => a.localeCompare(b)),
      );
      this.emitFile({
        type: "asset",
        fileName: PAGE_PARTS_FILE,
        source: `${JSON.stringify(sorted, null, 2)}\n`,
      });
    },
  };
}
