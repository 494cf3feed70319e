/**
 * How a render thread loads a generated page module, which the server bundle
 * leaves out (site/renderer/pages-outside-bundle.ts): Node's module hooks,
 * registered in the thread, compile the module's TSX as it is imported
 * (Oxc, through the bundler's own transform: types stripped, JSX to React's
 * automatic runtime, as the bundle compiles the site) and point its import
 * of a page component at that component's entry in the server bundle, named
 * by the bundle's page-parts.json. The page then renders with the bundle's
 * own component modules and React context. Nothing is written: each module
 * is compiled once, in the thread that renders its page.
 */
import { readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { transformSync } from "rolldown/utils";
import type { GeneratedModule } from "../../site/renderer/family";
import { PAGE_PARTS_FILE, type PageParts } from "../../site/renderer/pages-outside-bundle";

/** What a generated module may import at run time besides a page component (its type imports vanish). */
const RUNTIME = "react/jsx-runtime";

export class PageModuleError extends Error {}

/**
 * Registers the hooks for the project in `root`, whose server bundle is
 * built; answers the loader of a generated module by its file under
 * site/generated ("towns/witney.tsx").
 */
export function pageLoader(root: string): (file: string) => Promise<GeneratedModule> {
  const siteUrl = pathToFileURL(path.join(root, "site") + path.sep).href;
  const generatedUrl = `${siteUrl}generated/`;
  const serverDir = path.join(root, "dist/server");
  const parts = JSON.parse(
    readFileSync(path.join(serverDir, PAGE_PARTS_FILE), "utf8"),
  ) as PageParts;
  const runtime = import.meta.resolve(RUNTIME);
  const isPageModule = (url: string) => url.startsWith(generatedUrl) && url.endsWith(".tsx");

  registerHooks({
    resolve(specifier, context, next) {
      // The loader asks for page modules by their full URL: nothing to look up.
      if (isPageModule(specifier)) return { url: specifier, shortCircuit: true };
      const parent = context.parentURL;
      if (!parent || !isPageModule(parent)) return next(specifier, context);
      if (specifier === RUNTIME) return { url: runtime, shortCircuit: true };
      const wanted = new URL(`${specifier}.tsx`, parent).href;
      const part = wanted.startsWith(siteUrl) ? parts[wanted.slice(siteUrl.length)] : undefined;
      if (!part)
        throw new PageModuleError(
          `${parent.slice(siteUrl.length - "site/".length)} imports "${specifier}", which is no page component of the server bundle (${PAGE_PARTS_FILE} lists ${Object.keys(parts).length})`,
        );
      return { url: pathToFileURL(path.join(serverDir, part)).href, shortCircuit: true };
    },
    load(url, context, next) {
      if (!isPageModule(url)) return next(url, context);
      const file = new URL(url);
      const compiled = transformSync(file.pathname, readFileSync(file, "utf8"), {
        lang: "tsx",
        jsx: { runtime: "automatic" },
      });
      const [error] = compiled.errors;
      if (error) throw new PageModuleError(`${file.pathname}: ${error.message}`);
      return { format: "module", source: compiled.code, shortCircuit: true };
    },
  });

  return async (file) => (await import(`${generatedUrl}${file}`)) as GeneratedModule;
}
