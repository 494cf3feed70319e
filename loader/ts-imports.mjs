/**
 * Lets Node run the project's TypeScript itself (Node 24 strips the types of
 * a .ts file as it loads it): the project's modules import each other without
 * an extension, as the bundler and the type checker read them, and Node's
 * resolver wants the file's whole name. This hook, registered in the thread
 * that imports it (`node --import ./loader/ts-imports.mjs`, or imported
 * first by a worker), tries the name with ".ts" when a relative import from
 * the project's own files does not end in an extension Node loads. Imports
 * from node_modules pass untouched. Synchronous and in the thread, unlike
 * tsx's loader, whose hooks run in a thread of their own on every import,
 * which slowed the edit loop. `npm run build`,
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
import { isMainThread } from "node:worker_threads";

/** A relative import: "./x", "../x". */
const RELATIVE = /^\.{1,2}\//;

/** The extensions Node loads as they are; any other name ("./format-batch", "./a.server") is TypeScript's. */
const LOADABLE = /\.(?:[cm]?[jt]sx?|json|node|wasm)$/;

/*
 * Node's compile cache, for each process that loads this first: V8's compiled
 * code of the modules it loads, kept in Node's default folder (in the system's
 * temporary directory, where ESLint's, prettier's and Vite's commands keep
 * theirs; NODE_COMPILE_CACHE names another) and reused the next run. It
 * roughly halves the build's own imports, and a child of the build
 * (in-child.ts) loads ts-morph and prettier (the generator), or Vite, Vike
 * and Rolldown (the bundlers), from it. Not in a worker thread, which does
 * not inherit it: the render threads would load more cached code than they
 * compile lazily, raising the build's peak. Node 20 has no compile cache.
 */
if (isMainThread) module.enableCompileCache?.();

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
