/**
 * The Vite/Vike build through Vike's JavaScript API, in the build's own
 * process: bundle() writes the client and server bundles (in a worker
 * thread: in-worker.ts); prerenderPages() renders
 * every page and hands each file to the caller instead of writing it, so the
 * build writes it, compresses it and notes what the sitemap needs while the
 * text is in memory.
 */
import { prerender } from "vike/api";
import type { InlineConfig } from "vite";
import { bundleInWorker } from "./in-worker";

const viteConfig = {
  // Bundle files and per-page lines are not news; warnings and errors are.
  logLevel: "warn",
  // Gzipping every chunk for a size column that is not printed.
  build: { reportCompressedSize: false },
} satisfies InlineConfig;

/** The client and server bundles; pre-rendering is run by prerenderPages(), not by the bundler. */
export async function bundle(): Promise<void> {
  await bundleInWorker({ viteConfig, vikeConfig: { prerender: { disableAutoRun: true } } });
}

interface PrerenderResult {
  filePath: string;
  fileContent: string;
}

/** What Vike's prerender() hands over per file instead of writing it. */
interface PrerenderedPage {
  _prerenderResult: PrerenderResult;
  /** Where Vike also keeps every file's text until the end of the pre-render. */
  _prerenderContext?: { output?: PrerenderResult[] };
}

/**
 * Once the file is handed over, Vike's copies of its text are dropped: kept
 * to the end, the 1,654 pages' text was 40-60 MB of the build's peak memory.
 */
function release(pageContext: PrerenderedPage): void {
  const result = pageContext._prerenderResult;
  const output = pageContext._prerenderContext?.output;
  const last = output?.[output.length - 1];
  if (last?.filePath === result.filePath) last.fileContent = "";
  result.fileContent = "";
}

/**
 * Renders every page; `onFile` gets each file's absolute path and text and
 * writes it. Vike removes dist/server afterwards, as `vike build` does.
 */
export async function prerenderPages(
  onFile: (filePath: string, content: string) => void | Promise<void>,
): Promise<void> {
  await prerender({
    viteConfig,
    // Read at once: for a page that also has a .pageContext.json, Vike sets the
    // next file on the same object after this callback's first await.
    onPagePrerender: (pageContext: PrerenderedPage) => {
      const { filePath, fileContent } = pageContext._prerenderResult;
      release(pageContext);
      return onFile(filePath, fileContent);
    },
  });
}
