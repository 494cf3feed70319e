/**
 * The built JavaScript as a graph of modules: what a module imports at once
 * (loaded with it) and what only through import() (an island, loaded on first
 * use). Read by the benchmark's bytes per page and by `npm run js-bytes`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

// `import"./x.js"`, `from"./x.js"` and `import("./x.js")`, as Vite writes them.
const ANY_IMPORT = /\b(?:import|from)\s*(\(?)\s*["'`]((?:\.{1,2})?\/[^"'`]+\.js)["'`]/g;

/** Site paths ("/assets/...") of the modules `url` imports, split by how. */
export function importsOf(clientDir: string, url: string): { static: string[]; dynamic: string[] } {
  const code = readFileSync(path.join(clientDir, url), "utf8");
  const found = { static: [] as string[], dynamic: [] as string[] };
  for (const [, parenthesis, spec] of code.matchAll(ANY_IMPORT)) {
    const target = path.posix.resolve(path.posix.dirname(url), spec!);
    (parenthesis ? found.dynamic : found.static).push(target);
  }
  return found;
}

/** Every module that loads with the given ones, themselves included. */
export function staticClosure(clientDir: string, entries: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let url = pending.pop(); url !== undefined; url = pending.pop()) {
    if (seen.has(url)) continue;
    seen.add(url);
    pending.push(...importsOf(clientDir, url).static);
  }
  return seen;
}
