/**
 * Bytes a visitor downloads when a page loads, gzipped file by file at the
 * level the server sends (site/server/compression.ts): the HTML, its stylesheets, and its
 * scripts with the modules they import statically. Modules imported with
 * import() (the islands, fetched on first use) are left out.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parse, type HTMLElement } from "node-html-parser";
import { staticClosure } from "../scripts/lib/module-graph";
import { GZIP_LEVEL } from "../site/server/compression";
import { builtFileOf, type PageKind } from "../scripts/lib/page-kinds";

export interface PageBytes {
  html: number;
  css: number;
  js: number;
  /** How many script files load with the page. */
  jsFiles: number;
}

const attributes = (document: HTMLElement, selector: string, name: string) =>
  document
    .querySelectorAll(selector)
    .map((element) => element.getAttribute(name))
    .filter((value): value is string => value !== undefined && value.startsWith("/"));

/** Scripts that load with the page: classic and module scripts, modulepreload links, static imports. */
function scriptsOf(clientDir: string, document: HTMLElement): Set<string> {
  const modules = [
    ...attributes(document, 'script[type="module"][src]', "src"),
    ...attributes(document, 'link[rel="modulepreload"]', "href"),
  ];
  const classic = attributes(document, "script[src]", "src").filter(
    (src) => !modules.includes(src),
  );
  return new Set([...classic, ...staticClosure(clientDir, modules)]);
}

async function gzippedTotal(clientDir: string, urls: Iterable<string>): Promise<number> {
  const sizes = await Promise.all(
    [...urls].map(
      async (url) =>
        gzipSync(await readFile(path.join(clientDir, url)), { level: GZIP_LEVEL }).length,
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

export async function pageBytes(clientDir: string, kind: PageKind): Promise<PageBytes> {
  const html = await readFile(path.join(clientDir, builtFileOf(kind)));
  const document = parse(html.toString("utf8"));
  const stylesheets = new Set(attributes(document, 'link[rel="stylesheet"]', "href"));
  const scripts = scriptsOf(clientDir, document);
  return {
    html: gzipSync(html, { level: GZIP_LEVEL }).length,
    css: await gzippedTotal(clientDir, stylesheets),
    js: await gzippedTotal(clientDir, scripts),
    jsFiles: scripts.size,
  };
}
