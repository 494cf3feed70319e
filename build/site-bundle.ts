/**
 * The client and server bundles through Vike's JavaScript API, then the
 * server app (server-bundle.ts), in one child process (in-child.ts): the
 * bundler's memory goes back to the system when it ends, and the build's own
 * process never loads Vite or Vike (memory it would keep through the
 * pre-render). The server app is built in the same child because Vite is
 * loaded there already: a child of its own would start Node and load Vite
 * again. Pre-rendering is not
 * run here: the build runs it in threads, through the server entry written
 * here (prerender-shard.ts).
 */
import type { InlineConfig } from "vite";
import { callInChild } from "./in-child";
import { bundleServer, type ServerBundle } from "./server-bundle";

const viteConfig = {
  // Bundle files and per-page lines are not news; warnings and errors are.
  logLevel: "warn",
  build: {
    // Gzipping every chunk for a size column that is not printed.
    reportCompressedSize: false,
    // dist/ is not emptied: the pages the last build rendered and this one keeps are there (build.ts clears the rest).
    emptyOutDir: false,
  },
} satisfies InlineConfig;

/**
 * The client and server bundles, without the generated page modules
 * (site/renderer/pages-outside-bundle.ts), and the server app of the project
 * in `root`. A package the server app needs but dependencies lacks comes back
 * as the problem (UndeclaredPackages), the server app unwritten.
 */
export function bundle(root: string): Promise<{ value?: ServerBundle; problem?: string }> {
  return callInChild<ServerBundle>(new URL(import.meta.url), "bundleHere", [root], {
    expected: "UndeclaredPackages",
  });
}

/** The server app alone, in a child, when the site's bundles stand but a module it holds changed. */
export function bundleServerApp(root: string): Promise<{ value?: ServerBundle; problem?: string }> {
  return callInChild<ServerBundle>(new URL(import.meta.url), "serverAppHere", [root], {
    expected: "UndeclaredPackages",
  });
}

export function serverAppHere(root: string): Promise<ServerBundle> {
  process.setSourceMapsEnabled(false);
  return bundleServer(root);
}

/** Vike's build() and the server app, in this process: bundle() runs them in a child. */
export async function bundleHere(root: string): Promise<ServerBundle> {
  // Vike runs each route and config file bundled with what it imports, with the source map
  // inline; Node, when it maps stack traces (as it did under tsx), parsed and kept every one
  // of them (the child's errors then name the bundled files' lines, not the sources').
  process.setSourceMapsEnabled(false);
  const { build } = await import("vike/api");
  await build({ viteConfig });
  return bundleServer(root);
}
