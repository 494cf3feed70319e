/**
 * The content report: is each place page its own page, or a near-copy of its
 * siblings (a doorway page to a search engine)? For the town, Starlink and
 * Ajax pages, the local share of their <main> (scripts/lib/local-share.ts)
 * and its length, against targets; for every town page, the text similarity
 * of its <main> to its most similar sibling, as the Jaccard index of their
 * 5-word shingles. Also over the whole build: titles cut to 57 and "...", the
 * longest click depth from the home page, unreachable pages, broken internal
 * links, and the sitemap (every file of its index, if it is one) against the
 * indexable pages. Exit 1 when a limit or target is missed.
 *
 *   npm run report:content [-- dist/client]
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { manifest } from "../site/generated/manifest";
import {
  fileExistsIn,
  isAlias,
  isIndexable,
  readBuiltSite,
  type BuiltPage,
} from "../build/built-site";
import { quantile, shingleSet, words } from "./lib/local-share";
import {
  dedicatedTownSlugs,
  formatPlaceReport,
  placePagesOf,
  placeReport,
} from "./lib/place-report";
import { brokenLinkFindings, clickDepths } from "./lib/site-audit";
import { readSitemaps, sitemapPaths } from "./lib/built-sitemap";

const clientDir = path.resolve(process.argv[2] ?? "dist/client");
const MEDIAN_LIMIT = 0.5;
const DEPTH_LIMIT = 3;

const shingles = (text: string) => shingleSet(words(text));

function jaccard(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

function similarity(pages: BuiltPage[]) {
  const towns = new Set(manifest.pages.filter((p) => p.kind === "town").map((p) => p.path));
  const sets = pages
    .filter((page) => towns.has(page.path))
    .map((page) => ({ path: page.path, set: shingles(page.mainText) }));
  const best = sets.map(() => ({ score: 0, other: "" }));
  const pairs: { a: string; b: string; score: number }[] = [];
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const score = jaccard(sets[i]!.set, sets[j]!.set);
      if (score > best[i]!.score) best[i] = { score, other: sets[j]!.path };
      if (score > best[j]!.score) best[j] = { score, other: sets[i]!.path };
      pairs.push({ a: sets[i]!.path, b: sets[j]!.path, score });
    }
  }
  const scores = best.map((b) => b.score).sort((a, b) => a - b);
  const top = pairs.sort((a, b) => b.score - a.score).slice(0, 3);
  return { count: sets.length, scores, top };
}

const pages = await readBuiltSite(clientDir);
const fmt = (n: number) => n.toFixed(3);
let failed = false;

const places = placeReport(pages, placePagesOf(manifest, dedicatedTownSlugs()));
formatPlaceReport(places).forEach((line) => console.log(line));
if (places.failures.length > 0) failed = true;

const { count, scores, top } = similarity(pages);
const median = quantile(scores, 0.5);
console.log(
  `town pages: ${count}; similarity to the most similar sibling (5-word shingles, Jaccard)`,
);
console.log(
  `  min ${fmt(scores[0] ?? 0)}  p10 ${fmt(quantile(scores, 0.1))}  median ${fmt(median)}  p90 ${fmt(quantile(scores, 0.9))}  max ${fmt(scores.at(-1) ?? 0)}`,
);
for (const pair of top) console.log(`  ${fmt(pair.score)}  ${pair.a}  ${pair.b}`);
if (median > MEDIAN_LIMIT) {
  console.log(`  FAIL: median above ${MEDIAN_LIMIT}`);
  failed = true;
}

const depths = clickDepths(pages);
const unreachable = pages
  .filter((page) => !depths.has(page.path) && !isAlias(page))
  .map((page) => page.path);
const deepest = Math.max(...depths.values());
const histogram = [...depths.values()].reduce<number[]>((counts, d) => {
  counts[d] = (counts[d] ?? 0) + 1;
  return counts;
}, []);
console.log(
  `click depth from /: longest ${deepest}; pages by depth ${histogram.map((n, d) => `${d}:${n}`).join(" ")}; unreachable ${unreachable.length}`,
);
if (unreachable.length > 0) console.log(`  unreachable: ${unreachable.slice(0, 10).join(" ")}`);
if (deepest > DEPTH_LIMIT || unreachable.length > 0) failed = true;

const broken = brokenLinkFindings(pages, fileExistsIn(clientDir)).map(
  (finding) => `${finding.path}: ${finding.problem}`,
);
console.log(
  `internal links: ${pages.reduce((n, p) => n + p.links.length, 0)} distinct per page, ${broken.length} broken`,
);
broken.slice(0, 10).forEach((line) => console.log(`  ${line}`));
if (broken.length > 0) failed = true;

const indexable = pages
  .filter(isIndexable)
  .map((page) => page.path)
  .sort();
const sitemaps = await readSitemaps((file) => readFile(path.join(clientDir, file), "utf8"));
const listed = sitemapPaths(sitemaps).sort();
const missing = indexable.filter((p) => !listed.includes(p));
const extra = listed.filter((p) => !indexable.includes(p));
console.log(
  `sitemap (${[...sitemaps.keys()].join(", ")}): ${listed.length} URLs; built indexable pages ${indexable.length}; missing ${missing.length}, extra ${extra.length}`,
);
if (missing.length + extra.length > 0) failed = true;

const byKind = new Map<string, number>();
for (const page of manifest.pages) byKind.set(page.kind, (byKind.get(page.kind) ?? 0) + 1);
const generated = manifest.pages.length;
console.log(
  `pages: ${pages.length} HTML pages (${[...byKind].map(([kind, n]) => `${kind} ${n}`).join(", ")}, fixed ${pages.length - generated})`,
);
process.exitCode = failed ? 1 : 0;
