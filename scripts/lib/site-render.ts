/**
 * The pre-render through Vike's JavaScript API (the bundles: site-bundle.ts):
 * prerenderPages() renders the pages chosen and hands each file to the
 * caller instead of writing it, so the caller writes it, compresses it and
 * notes what the sitemap needs while the text is in memory (run in worker
 * threads: prerender-shard.ts).
 */
import { prerender } from "vike/api";
import type { InlineConfig } from "vite";

const viteConfig = {
  // Bundle files and per-page lines are not news; warnings and errors are.
  logLevel: "warn",
  // Gzipping every chunk for a size column that is not printed.
  build: { reportCompressedSize: false },
} satisfies InlineConfig;

interface PrerenderResult {
  filePath: string;
  fileContent: string;
}

/** What Vike's prerender() hands over per file instead of writing it. */
interface PrerenderedPage {
  urlOriginal: string;
  _prerenderResult: PrerenderResult;
  /** Set when a .pageContext.json follows the page's HTML on the same object. */
  _usesClientRouter?: boolean;
  /** Where Vike also keeps every file's text and page context until the end of the pre-render. */
  _prerenderContext?: { output?: PrerenderResult[] };
}

/**
 * What Vike still reads of a page context after its files are written (the
 * warnings at the end of the run); the rest (the page's config, its module's
 * exports, the rendered head, the async store) is dropped.
 */
const KEPT_AFTER_WRITE = new Set([
  "urlOriginal",
  "pageId",
  "is404",
  "_providedByHook",
  "_isOriginalObject",
  "_urlOriginalBeforeHook",
]);

/**
 * Once the file is handed over, Vike's copies of it are dropped: its text
 * (kept to the end, 40-60 MB at 1,654 pages), its entry in the run's output
 * list and, after the page's last file, what its page context holds (which
 * Vike keeps for every page to the end: the build's memory grew with the
 * site and ran out at 4,200 pages).
 */
function release(pageContext: PrerenderedPage): void {
  const result = pageContext._prerenderResult;
  const output = pageContext._prerenderContext?.output;
  if (output) {
    const at = output.findLastIndex((entry) => entry.filePath === result.filePath);
    if (at !== -1) output.splice(at, 1);
  }
  result.fileContent = "";
  const last = !pageContext._usesClientRouter || result.filePath.endsWith(".pageContext.json");
  if (!last) return;
  for (const key of Reflect.ownKeys(pageContext)) {
    if (typeof key === "string" && KEPT_AFTER_WRITE.has(key)) continue;
    Reflect.deleteProperty(pageContext, key);
  }
}

/**
 * Renders every page `select` chooses of the URLs the site has (all when
 * it is absent: site/pages/+onPrerenderStart.ts); `onFile` gets each file's
 * absolute path, text and page URL and writes it. dist/server stays
 * (+config.ts keepDistServer): several threads may render at once, and the
 * build removes it after the last.
 */
export async function prerenderPages(
  onFile: (filePath: string, content: string, url: string) => void | Promise<void>,
  select?: (urls: readonly string[]) => ReadonlySet<string>,
): Promise<void> {
  await prerender({
    viteConfig,
    ...(select && { pageContextInit: { prerenderSelect: select } }),
    // Read at once: for a page that also has a .pageContext.json, Vike sets the
    // next file on the same object after this callback's first await.
    onPagePrerender: (pageContext: PrerenderedPage) => {
      const { filePath, fileContent } = pageContext._prerenderResult;
      const url = pageContext.urlOriginal;
      release(pageContext);
      return onFile(filePath, fileContent, url);
    },
  });
}
