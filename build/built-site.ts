/**
 * The pre-rendered site as its visitors and crawlers see it: every HTML page
 * under dist/client with its address, robots directive, canonical URL, links
 * and main text. Read by the content report and the search-readiness audit;
 * the build's sitemap applies the same isIndexable to each page as it renders.
 */
import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import { parse, type HTMLElement } from "node-html-parser";
import { pagePathOf } from "../model/routes";

export interface BuiltPage {
  /** "/witney", "/" for the home page. */
  path: string;
  robots: string;
  canonical: string;
  /** The document's <title> and meta description, entities decoded. */
  title: string;
  description: string;
  /** Site-relative paths of the page's internal links (without #fragments). */
  links: string[];
  /** Site-relative stylesheets, scripts, icons and images the page loads. */
  assets: string[];
  /** Text of <main>, one line per block. */
  mainText: string;
  /**
   * The page's copy: text of <main> without its figures (inline SVG's labels, title and
   * description, which draw facts the copy states). What the content measures count.
   */
  copyText: string;
  /** An article's last update, or else its publication date, when the page is one. */
  published?: string;
  document: HTMLElement;
  html: string;
}

const isSiteRelative = (href: string) => href.startsWith("/") && !href.startsWith("//");
const withoutQuery = (href: string) => href.split("#")[0]!.split("?")[0]!;

function copyOf(main: HTMLElement | null): string {
  if (!main) return "";
  const copy = main.clone() as HTMLElement;
  for (const figure of copy.querySelectorAll("svg")) figure.remove();
  return copy.structuredText;
}

/** One pre-rendered page as a crawler reads it. */
export function parseBuiltPage(sitePath: string, html: string): BuiltPage {
  const document = parse(html);
  const links = document
    .querySelectorAll("a[href]")
    .map((a) => a.getAttribute("href")!)
    .filter(isSiteRelative)
    .map(withoutQuery);
  const assets = document
    .querySelectorAll("link[href], script[src], img[src]")
    .map((element) => element.getAttribute("href") ?? element.getAttribute("src")!)
    .filter(isSiteRelative)
    .map(withoutQuery);
  // An article's own dates: the first is its publication, "updated" its last edit.
  const updated = document.querySelector("article time.updated")?.getAttribute("datetime");
  const published =
    updated ?? document.querySelector("article time[datetime]")?.getAttribute("datetime");
  return {
    path: sitePath,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "",
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
    title: document.querySelector("title")?.text ?? "",
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    links: [...new Set(links)],
    assets: [...new Set(assets)],
    mainText: document.querySelector("main")?.structuredText ?? "",
    copyText: copyOf(document.querySelector("main")),
    ...(published && { published }),
    document,
    html,
  };
}

export async function readBuiltSite(clientDir: string): Promise<BuiltPage[]> {
  const files = (await fg("**/*.html", { cwd: clientDir })).sort();
  return Promise.all(
    files.flatMap((file) => {
      const sitePath = pagePathOf(file);
      if (sitePath === undefined) return [];
      return [
        readFile(path.join(clientDir, file), "utf8").then((html) => parseBuiltPage(sitePath, html)),
      ];
    }),
  );
}

/** Indexable: robots allow it and the page is its own canonical (/home is not; / is). */
export const isIndexable = (page: Pick<BuiltPage, "path" | "robots" | "canonical">) =>
  page.robots.startsWith("index") &&
  page.canonical !== "" &&
  new URL(page.canonical).pathname === page.path;

/** An alias (/home, whose canonical is /) is reached through the page it stands for. */
export const isAlias = (page: BuiltPage) =>
  page.canonical !== "" && new URL(page.canonical).pathname !== page.path;

/** Whether a site path ("/favicon.svg") is a file of the build, as a static host would serve it. */
export const fileExistsIn =
  (clientDir: string) =>
  (sitePath: string): boolean =>
    statSync(path.join(clientDir, sitePath), { throwIfNoEntry: false })?.isFile() ?? false;
