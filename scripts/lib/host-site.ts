/**
 * What a built dist/client promises a static host, read from its own files:
 * the sitemap's addresses, the _redirects and _headers rules, every file,
 * and every internal link with how often it occurs. The host checks hold
 * the hosts to these; nothing here is kept by hand.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import { z } from "zod";
import { parse } from "node-html-parser";
import { ALIAS_TABLE_PATH } from "../../model/alias-table";
import { NOT_FOUND_FILE, pageFile, pagePathOf } from "../../model/routes";
import { readSitemaps, sitemapPaths } from "./built-sitemap";
import type { BuiltFigures } from "./host-limits";

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** "301!": Netlify applies it even where a file exists. */
  forced: boolean;
}

export interface HeaderRule {
  pattern: string;
  /** [name, value] in the file's order. */
  set: [string, string][];
  /** Cloudflare's "! Name" lines: the header as other rules set it is removed. */
  detach: string[];
}

export interface BuiltForHosts {
  dir: string;
  /** Every file, relative, "/"-separated. */
  files: Set<string>;
  /** Site paths of the sitemap's addresses. */
  sitemap: string[];
  /** _redirects' rules, and on a build for Cloudflare the aliases its Function answers. */
  redirects: RedirectRule[];
  headers: HeaderRule[];
  /** Site-relative href (fragment dropped) → how many times built pages carry it. */
  links: Map<string, number>;
  notFoundHtml: string;
  /** What the hosts' limits count. */
  figures: BuiltFigures;
}

/** "_redirects" lines: "/from /to 301" or "301!"; comments and blank lines skipped. */
export function parseRedirects(text: string): RedirectRule[] {
  return text.split("\n").flatMap((line) => {
    const [from, to, code = "301"] = line.trim().split(/\s+/);
    if (!from || from.startsWith("#") || !to) return [];
    return [{ from, to, status: Number.parseInt(code, 10), forced: code.endsWith("!") }];
  });
}

/** "_headers": a path at the margin, then indented "Name: value" or "! Name" lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: "${line.trim()}" comes before any path`);
    const detached = /^\s*!\s*(\S+)/.exec(line);
    if (detached) {
      rule.detach.push(detached[1]!);
      continue;
    }
    const colon = line.indexOf(":");
    rule.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers the "/*" rule sets on every answer, Cache-Control aside: the security headers. */
export function securityHeaders(rules: readonly HeaderRule[]): [string, string][] {
  const all = rules.find((rule) => rule.pattern === "/*");
  return (all?.set ?? []).filter(([name]) => name.toLowerCase() !== "cache-control");
}

/** A file at a rule's source, which a host serves instead of the rule (Netlify) or beside it. */
export function shadowingFile(files: ReadonlySet<string>, from: string): string | undefined {
  const bare = from.replace(/^\//, "").replace(/\/$/, "");
  const candidates = [bare, pageFile(from.replace(/\/$/, "") || "/"), `${bare}/index.html`];
  return candidates.find((file) => file && files.has(file));
}

const isSiteRelative = (href: string) => href.startsWith("/") && !href.startsWith("//");

/** Every href on the page that stays on the site, fragment dropped, once per occurrence. */
export function internalHrefs(html: string): string[] {
  return parse(html)
    .querySelectorAll("[href]")
    .map((element) => element.getAttribute("href")!.split("#")[0]!)
    .filter((href) => href !== "" && isSiteRelative(href));
}

/** Cloudflare's _routes.json, as far as the limits read it. */
const ROUTES = z.object({ include: z.array(z.string()), exclude: z.array(z.string()) });
const ALIAS_TABLE = z.record(z.string(), z.string());

export async function readBuiltForHosts(dir: string): Promise<BuiltForHosts> {
  const files = new Set(await fg("**", { cwd: dir, dot: false }));
  const read = (file: string) => readFile(path.join(dir, file), "utf8");
  for (const needed of ["sitemap.xml", "_redirects", "_headers", NOT_FOUND_FILE]) {
    if (!files.has(needed)) throw new Error(`${dir} has no ${needed}: is it a built dist/client?`);
  }
  const [redirects, headers, notFoundHtml] = await Promise.all(
    ["_redirects", "_headers", NOT_FOUND_FILE].map(read),
  );
  const sitemaps = await readSitemaps(read);
  const sitemap = sitemapPaths(sitemaps);
  const sizes = new Map<string, number>();
  for (const file of files) sizes.set(file, (await stat(path.join(dir, file))).size);
  const redirectRules = parseRedirects(redirects!);
  const headerRules = parseHeaders(headers!);
  const routes = files.has("_routes.json")
    ? ROUTES.parse(JSON.parse(await read("_routes.json")))
    : undefined;
  const tableFile = ALIAS_TABLE_PATH.slice(1);
  const answeredByFunction: RedirectRule[] = files.has(tableFile)
    ? Object.entries(ALIAS_TABLE.parse(JSON.parse(await read(tableFile)))).map(([from, to]) => ({
        from,
        to,
        status: 301,
        forced: false,
      }))
    : [];
  const links = new Map<string, number>();
  const pages = [...files].filter((file) => pagePathOf(file) !== undefined);
  for (const file of pages) {
    for (const href of internalHrefs(await read(file))) {
      links.set(href, (links.get(href) ?? 0) + 1);
    }
  }
  return {
    dir,
    files,
    sitemap,
    redirects: [...redirectRules, ...answeredByFunction],
    headers: headerRules,
    links,
    notFoundHtml: notFoundHtml!,
    figures: {
      files: sizes,
      redirects: redirectRules,
      longestRedirect: Math.max(0, ...redirects!.split("\n").map((line) => line.length)),
      headerRules: headerRules.length,
      ...(routes && { routes: [...routes.include, ...routes.exclude] }),
      sitemaps: new Map(
        [...sitemaps].map(([file, { xml, locs }]) => [
          file,
          { addresses: locs.length, bytes: Buffer.byteLength(xml) },
        ]),
      ),
    },
  };
}
