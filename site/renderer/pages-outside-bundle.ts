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
 * Each family's `import.meta.glob` becomes an empty map in the bundle: the
 * render threads pass every page's module in, and a map of every page, a
 * function each, cost each render thread that loaded it more memory to parse
 * and hold than the rest of the bundle, at scale.
 *
 * In the dev server the plugin does nothing: Vite serves the page modules
 * through each family's import.meta.glob as any other module.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** A family's map of generated modules: the only place generated page modules are imported from. */
const FAMILY = /[\\/]site[\\/]pages[\\/][^\\/]+[\\/]family\.ts$/;

/** What stands for `import.meta.glob` in a family's module in the server bundle: no page modules. */
const NO_PAGES = "generatedPagesOutsideBundle";

/** Written beside the server bundle: component file ("components/town-page.tsx") → its entry there. */
export const PAGE_PARTS_FILE = "page-parts.json";

export type PageParts = Record<string, string>;

const posix = (file: string) => file.split(path.sep).join("/");

/** `siteDir`: the site's root (site/), which holds components/ and generated/. */
export function pagesOutsideBundle(siteDir: string): Plugin {
  const componentsDir = path.join(siteDir, "components");
  return {
    name: "site:pages-outside-bundle",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    // Before Vite expands the glob: a function declared at the end (hoisted) keeps the lines.
    transform(code, id) {
      if (!FAMILY.test(id)) return null;
      return {
        code: `${code.replaceAll("import.meta.glob", NO_PAGES)}\nfunction ${NO_PAGES}() {\n  return {};\n}\n`,
        map: null,
      };
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
