/**
 * Lets Node run the project's TypeScript itself (Node 24 strips the types of
 * a .ts file as it loads it): the project's modules import each other without
 * an extension, as the bundler and the type checker read them, and Node's
 * resolver wants the file's whole name. This hook, registered in the thread
 * that imports it (`node --import ./scripts/lib/ts-imports.mjs`, or imported
 * first by a worker), tries the name with ".ts" when a relative import from
 * the project's own files does not end in an extension Node loads. Imports
 * from node_modules pass untouched. Synchronous and in the thread, unlike
 * tsx's loader, whose hooks run in a thread of their own on every import:
 * after a one-town edit, the generator took 2.40-2.68 s with this against
 * 2.67-3.26 s under tsx, the whole build 2.94-3.43 s against 3.26-3.67 s
 * (medians 3.12 and 3.48 s; five alternated builds). `npm run build`,
 * `generate` and `start` run this way, with every child and thread they start
 * (in-child.ts, in-worker.ts); the other commands run under tsx, which also
 * compiles JSX, as the dev server and the reports that render the site's
 * components need. Node strips only what erases: no enums, no parameter
 * properties (the type check's `erasableSyntaxOnly` holds the project to that).
 *
 * JavaScript, not TypeScript: it is what lets Node load TypeScript, and it
 * must load on a Node that strips none. There (Node 20, which has neither type
 * stripping nor in-thread hooks) it registers tsx instead, so that
 * `npm run generate` runs as it always did and `npm run build` reaches its
 * own one-line message that Node 24 is needed (site/server/node-version.ts).
 */
import module from "node:module";

/** A relative import: "./x", "../x". */
const RELATIVE = /^\.{1,2}\//;

/** The extensions Node loads as they are; any other name ("./format-batch", "./a.server") is TypeScript's. */
const LOADABLE = /\.(?:[cm]?[jt]sx?|json|node|wasm)$/;

if (process.features.typescript && typeof module.registerHooks === "function") {
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      const { parentURL } = context;
      if (
        RELATIVE.test(specifier) &&
        !LOADABLE.test(specifier) &&
        parentURL?.startsWith("file:") &&
        !parentURL.includes("/node_modules/")
      )
        return nextResolve(`${specifier}.ts`, context);
      return nextResolve(specifier, context);
    },
  });
} else {
  const { register } = await import("tsx/esm/api");
  register();
}
