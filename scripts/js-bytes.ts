/**
 * `npm run js-bytes`: JavaScript of each page kind in gzip bytes (at the level
 * the server sends), from the
 * built files: what loads with the page (its module scripts and their static
 * imports) and what loads only when the visitor uses an island (import()).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { GZIP_LEVEL } from "../site/server/compression";
import { importsOf, staticClosure } from "./lib/module-graph";
import { builtFileOf, PAGE_KINDS } from "./lib/page-kinds";

const clientDir = path.resolve("dist/client");
const read = (file: string) => readFileSync(path.join(clientDir, file), "utf8");
const total = (urls: Iterable<string>) =>
  [...urls].reduce((sum, url) => sum + gzipSync(read(url), { level: GZIP_LEVEL }).length, 0);

console.log(
  "| page kind | page | JS with the page (gzip) | more if every island on it is used (gzip) |",
);
console.log("| --- | --- | --- | --- |");
for (const kind of PAGE_KINDS) {
  const html = read(builtFileOf(kind));
  const entries = [...html.matchAll(/<script src="(\/[^"]+\.js)"[^>]*type="module"/g)].map(
    (m) => m[1]!,
  );
  const initial = staticClosure(clientDir, entries);
  const lazy = staticClosure(
    clientDir,
    [...initial].flatMap((url) => importsOf(clientDir, url).dynamic),
  );
  for (const url of initial) lazy.delete(url);
  console.log(`| ${kind.name} | ${kind.path} | ${total(initial)} B | ${total(lazy)} B |`);
}
