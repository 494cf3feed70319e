/**
 * `npm run redirect-table`: where 27 mistyped or variant town addresses go,
 * asked of a running server (BASE, default http://127.0.0.1:3000) or, without
 * one, of the resolver over dist/client. Prints a Markdown table.
 */
import path from "node:path";
import { manifest } from "../site/generated/manifest";
import { builtPages } from "../site/server/built-pages";
import { canonicalPagePath, createMissingPathResolver } from "../model/missing-path";

export const SAMPLE_URLS = [
  "/Witney",
  "/witney/",
  "/WITNEY/",
  "/witney-oxfordshire",
  "/broadwell-gloucestershire",
  "/broadwell-oxfordshire/",
  "/great-witney",
  "/Stow-On-The-Wold",
  "/chipping",
  "/ampney-saint-mary",
  "/barford-saint-michael",
  "/rissington",
  "/abingdon-on-thames",
  "/carterton-oxfordshire",
  "/starlink-installation-witney-oxfordshire",
  "/starlink-installation-Bampton",
  "/ajax-security-installation-abingdon-on-thames",
  "/ajax-security-installation-nowhere",
  "/witny",
  "/blog/how-to-fix-pixelation",
  // Spaces, + and _ as word separators; the spelling correction and where it stops.
  "/stow%20on%20the%20wold",
  "/stow+on+the+wold",
  "/stow_on_the_wold",
  "/chiping-nortn",
  "/starlink-installation-cartertn",
  "/alington",
  "/witn",
];

async function viaServer(base: string, url: string): Promise<string> {
  const response = await fetch(base + url, { redirect: "manual" });
  const location = response.headers.get("location");
  return `${response.status}${location ? ` ${location}` : ""}`;
}

function viaResolver(clientDir: string) {
  const pages = builtPages(clientDir);
  const resolver = createMissingPathResolver(manifest, pages);
  return (url: string): string => {
    if (pages.has(url)) return "200";
    const canonical = canonicalPagePath(url);
    const answer = canonical ? resolver.resolve(canonical) : { kind: "not-found" as const };
    if (answer.kind === "redirect") return `301 ${answer.location}`;
    return answer.kind === "blog-placeholder" ? "200 (placeholder post)" : "404";
  };
}

const base = process.env.BASE;
const ask = base
  ? (url: string) => viaServer(base, url)
  : async (url: string) => viaResolver(path.resolve("dist/client"))(url);
console.log(`| requested | answer${base ? ` (from ${base})` : " (resolver over dist/client)"} |`);
console.log("| --- | --- |");
for (const url of SAMPLE_URLS) console.log(`| ${url} | ${await ask(url)} |`);
