/**
 * Bytes a visitor downloads when a page loads, gzipped (default level) file
 * by file as a server would send them: the HTML, its stylesheets, and its
 * scripts with the modules they import statically. Modules imported with
 * import() (the islands, fetched on first use) are left out.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parse, type HTMLElement } from "node-html-parser";
import type { PageKind } from "../scripts/lib/page-kinds";

export interface PageBytes {
  html: number;
  css: number;
  js: number;
  /** How many script files load with the page. */
  jsFiles: number;
}

/** The built file of a page: 404.html for the not-found page, else <path>/index.html. */
export function builtFileOf(kind: PageKind): string {
  if (kind.notFound) return "404.html";
  return kind.path === "/" ? "index.html" : `${kind.path.slice(1)}/index.html`;
}

// `import"./x.js"` and `from"./x.js"`; import("./x.js") has a parenthesis and does not match.
const STATIC_IMPORT = /\b(?:import|from)\s*["']((?:\.{1,2})?\/[^"']+\.js)["']/g;

/** Site paths ("/assets/...") of the modules `url` imports statically. */
async function staticImportsOf(clientDir: string, url: string): Promise<string[]> {
  const code = await readFile(path.join(clientDir, url), "utf8");
  return [...code.matchAll(STATIC_IMPORT)].map((match) =>
    path.posix.resolve(path.posix.dirname(url), match[1]!),
  );
}

/** Every module that loads with the given entry modules, the entries included. */
async function moduleClosure(clientDir: string, entries: readonly string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let url = pending.pop(); url !== undefined; url = pending.pop()) {
    if (seen.has(url)) continue;
    seen.add(url);
    pending.push(...(await staticImportsOf(clientDir, url)));
  }
  return seen;
}

const attributes = (document: HTMLElement, selector: string, name: string) =>
  document
    .querySelectorAll(selector)
    .map((element) => element.getAttribute(name))
    .filter((value): value is string => value !== undefined && value.startsWith("/"));

/** Scripts that load with the page: classic and module scripts, modulepreload links, static imports. */
async function scriptsOf(clientDir: string, document: HTMLElement): Promise<Set<string>> {
  const modules = [
    ...attributes(document, 'script[type="module"][src]', "src"),
    ...attributes(document, 'link[rel="modulepreload"]', "href"),
  ];
  const classic = attributes(document, "script[src]", "src").filter(
    (src) => !modules.includes(src),
  );
  return new Set([...classic, ...(await moduleClosure(clientDir, modules))]);
}

async function gzippedTotal(clientDir: string, urls: Iterable<string>): Promise<number> {
  const sizes = await Promise.all(
    [...urls].map(async (url) => gzipSync(await readFile(path.join(clientDir, url))).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

export async function pageBytes(clientDir: string, kind: PageKind): Promise<PageBytes> {
  const html = await readFile(path.join(clientDir, builtFileOf(kind)));
  const document = parse(html.toString("utf8"));
  const stylesheets = new Set(attributes(document, 'link[rel="stylesheet"]', "href"));
  const scripts = await scriptsOf(clientDir, document);
  return {
    html: gzipSync(html).length,
    css: await gzippedTotal(clientDir, stylesheets),
    js: await gzippedTotal(clientDir, scripts),
    jsFiles: scripts.size,
  };
}
