/**
 * Which generated modules a page reads, from the server bundle's own module
 * graph (site/renderer/data-outside-bundle.ts): every generated module
 * reachable from the Vike files that render the page (its folder's and those
 * of the folders above it) and from the page components its own module
 * imports. A page reads nothing else of site/generated: the data modules are
 * imported, never read from disk, and the code that imports them is all in
 * the graph. The page's own module is its key's already (prerender-keys.ts).
 *
 * The Vike files that decide which pages there are and which module each
 * renders (+route, +onBeforePrerenderStart, +onCreateGlobalContext) are left
 * out: what they answer for a page is its own module, which its key names,
 * so the family's list of addresses is no input of each page in it. Pure.
 */
import path from "node:path";
import type { ModuleGraph } from "../site/renderer/data-outside-bundle";

const GENERATED = "site/generated/";
const PAGES = "site/pages";

/** The Vike files that route and list the pages rather than render one. */
const ROUTING = /^\+(route|onBeforePrerenderStart|onCreateGlobalContext)(\.server)?\.[jt]sx?$/;

/**
 * The files that render the Vike page `pageId` ("/pages/place", relative to
 * site/): the + files of its folder and of each folder above it up to
 * site/pages, but routing's.
 */
export function renderFiles(graph: ModuleGraph, pageId: string): string[] {
  const folders = new Set<string>();
  for (let folder = `site${pageId}`; folder.startsWith(PAGES); folder = path.posix.dirname(folder))
    folders.add(folder);
  return Object.keys(graph).filter((file) => {
    const name = path.posix.basename(file);
    return name.startsWith("+") && !ROUTING.test(name) && folders.has(path.posix.dirname(file));
  });
}

/** Every generated module reachable from `roots` in `graph`, relative to site/generated, sorted. */
export function generatedReads(graph: ModuleGraph, roots: Iterable<string>): string[] {
  const seen = new Set<string>();
  const reads = new Set<string>();
  const stack = [...roots];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.startsWith(GENERATED)) reads.add(file.slice(GENERATED.length));
    stack.push(...(graph[file] ?? []));
  }
  return [...reads].sort();
}

/**
 * A page's reads by its Vike page and the components its module imports
 * (relative to the project: "site/components/town-page.tsx"), each
 * combination worked out once: a thousand town pages share one.
 */
export function pageReads(
  graph: ModuleGraph,
): (pageId: string, parts: readonly string[]) => string[] {
  const known = new Map<string, string[]>();
  return (pageId, parts) => {
    const id = `${pageId}\n${[...parts].sort().join("\n")}`;
    let reads = known.get(id);
    if (!reads)
      known.set(id, (reads = generatedReads(graph, [...renderFiles(graph, pageId), ...parts])));
    return reads;
  };
}
