/**
 * The pre-rendered site as its visitors and crawlers see it: every HTML page
 * under dist/client with its address, robots directive, canonical URL, links
 * and main text. Read by the sitemap writer and the content report.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import { parse, type HTMLElement } from "node-html-parser";

export interface BuiltPage {
  /** "/witney", "/" for the home page. */
  path: string;
  robots: string;
  canonical: string;
  /** Site-relative paths of the page's internal links (without #fragments). */
  links: string[];
  /** Text of <main>, one line per block. */
  mainText: string;
  /** <time datetime> of an article, when the page is one. */
  published?: string;
  document: HTMLElement;
}

/** dist/client/witney/index.html → /witney; 404.html and redirect stubs are not pages. */
function pathOf(file: string): string {
  const dir = path.posix.dirname(file);
  return dir === "." ? "/" : `/${dir}`;
}

export async function readBuiltSite(clientDir: string): Promise<BuiltPage[]> {
  const files = (await fg("**/index.html", { cwd: clientDir })).sort();
  const pages = await Promise.all(
    files.map(async (file): Promise<BuiltPage | undefined> => {
      const html = await readFile(path.join(clientDir, file), "utf8");
      const document = parse(html);
      // Vike's pre-rendered redirects are stubs with a meta refresh, not pages.
      if (document.querySelector('meta[http-equiv="refresh"]')) return undefined;
      const links = document
        .querySelectorAll("a[href]")
        .map((a) => a.getAttribute("href")!)
        .filter((href) => href.startsWith("/") && !href.startsWith("//"))
        .map((href) => href.split("#")[0]!.split("?")[0]!);
      const published = document.querySelector("article time[datetime]")?.getAttribute("datetime");
      return {
        path: pathOf(file),
        robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "",
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
        links: [...new Set(links)],
        mainText: document.querySelector("main")?.structuredText ?? "",
        ...(published && { published }),
        document,
      };
    }),
  );
  return pages.filter((page) => page !== undefined);
}

/** Indexable: robots allow it and the page is its own canonical (/home is not; / is). */
export const isIndexable = (page: BuiltPage) =>
  page.robots.startsWith("index") &&
  page.canonical !== "" &&
  new URL(page.canonical).pathname === page.path;
