/**
 * A Vite plugin for the build's bundle after an edit: the generated page
 * modules of pages the build keeps (their key unchanged: prerender-keys.ts)
 * resolve to one small stub instead of being parsed, transformed and
 * written, since no thread renders them. The family maps still list every
 * page (routing and the page lists read the manifest, not the modules). The
 * build's bundle child (scripts/lib/site-bundle.ts) sets `globalThis.bundlePagesOnly` before it bundles;
 * unset (a cold build, the dev server), every module is bundled.
 */
import path from "node:path";
import type { Plugin } from "vite";

const STUB_ID = "\0generated-page-kept";

/** A family's map of generated modules: the only place generated page modules are imported from. */
const FAMILY = /[\\/]site[\\/]pages[\\/][^\\/]+[\\/]family\.ts$/;

/** The stub's Page says what happened if a kept page were ever rendered from this bundle. */
const STUB = `export const head = undefined;
export default function KeptPage() {
  throw new Error("this page's module was left out of the bundle: its page was kept from the last build");
}`;

export function pagesToBundle(generatedDir: string): Plugin {
  return {
    name: "site:pages-to-bundle",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      const only = globalThis.bundlePagesOnly;
      if (!only || !importer || !FAMILY.test(importer)) return null;
      const file = path.relative(generatedDir, path.resolve(path.dirname(importer), source));
      if (file.startsWith("..")) return null;
      return only.has(file.split(path.sep).join("/")) ? null : STUB_ID;
    },
    load(id) {
      return id === STUB_ID ? STUB : null;
    },
  };
}

declare global {
  /**
   * Set by the build's bundle child (scripts/lib/site-bundle.ts): the generated page
   * modules ("towns/witney.tsx") of the pages this build renders.
   */
  var bundlePagesOnly: ReadonlySet<string> | undefined;
}
