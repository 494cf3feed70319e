/**
 * `npm run js-bytes`: JavaScript per page kind in gzip bytes, from the built
 * files: what loads with the page (its module script and static imports)
 * and what loads only when the visitor uses an island (dynamic imports).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const clientDir = path.resolve("dist/client");
const read = (url: string) => readFileSync(path.join(clientDir, url), "utf8");
const gzipped = (url: string) => gzipSync(read(url), { level: 9 }).length;

/** Static and dynamic imports of one built module, as site paths. */
function importsOf(url: string): { static: string[]; dynamic: string[] } {
  const code = read(url);
  const resolve = (spec: string) => path.posix.join(path.posix.dirname(url), spec);
  const dynamic = [...code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) =>
    resolve(m[1]!),
  );
  const all = [...code.matchAll(/(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map(
    (m) => resolve(m[1]!),
  );
  return { static: all.filter((url) => !dynamic.includes(url)), dynamic };
}

function closure(urls: string[], seen = new Set<string>()): Set<string> {
  for (const url of urls) {
    if (seen.has(url)) continue;
    seen.add(url);
    closure(importsOf(url).static, seen);
  }
  return seen;
}
const total = (urls: Iterable<string>) => [...urls].reduce((sum, url) => sum + gzipped(url), 0);

const PAGES: [string, string][] = [
  ["town, Starlink and Ajax pages; home, areas, thank-you, offline", "index.html"],
  ["contact", "contact/index.html"],
  ["instant quote", "instant-quote/index.html"],
  ["not found (404.html)", "404.html"],
];
console.log("| page | JS with the page (gzip) | more if every island on it is used (gzip) |");
console.log("| --- | --- | --- |");
for (const [label, file] of PAGES) {
  const html = read(file);
  const entries = [...html.matchAll(/<script src="\/([^"]+\.js)"[^>]*type="module"/g)].map(
    (m) => m[1]!,
  );
  const initial = closure(entries);
  const lazy = closure([...initial].flatMap((url) => importsOf(url).dynamic));
  for (const url of initial) lazy.delete(url);
  console.log(`| ${label} | ${total(initial)} B | ${total(lazy)} B |`);
}
