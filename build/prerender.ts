/** The build's pre-render phase: every page whose key changed, rendered in threads. */
import type { Manifest } from "../model/routes";
import { plural } from "../model/text";
import type { SitemapEntry } from "./sitemap";
import { ReportedFailure } from "./build-log";
import type { Bundled } from "./bundles";
import { generated } from "./generated-module";
import { OutOfMemory, type RenderThread } from "./in-worker";
import { prerenderChanged } from "./incremental-prerender";

export interface Rendered {
  /** Pre-rendered files relative to dist/client ("witney.html"). */
  files: Set<string>;
  /** The sitemap's pages. */
  entries: SitemapEntry[];
  html: number;
  written: number;
}

export async function prerender(
  root: string,
  { site, kept }: Bundled,
  firstThread: RenderThread,
): Promise<{ detail: string; value: Rendered }> {
  const { manifest } = await generated<{ manifest: Pick<Manifest, "pages"> }>(root, "manifest.ts");
  let outcome;
  try {
    outcome = await prerenderChanged(root, site, manifest, kept, firstThread);
  } catch (error) {
    if (!(error instanceof OutOfMemory)) throw error;
    throw new ReportedFailure(
      `a render thread ${error.message}: set BUILD_THREAD_HEAP_MB to more (or BUILD_THREADS to fewer, if the machine is short of memory) and build again`,
    );
  }
  const files = new Set(Object.values(outcome.pages).flatMap((page) => page.files));
  const entries = Object.values(outcome.pages).flatMap((page) => page.entry ?? []);
  const html = [...files].filter((file) => file.endsWith(".html")).length;
  const removed = outcome.removed === 0 ? "" : `, ${outcome.removed} removed`;
  return {
    detail: `${html} HTML files: ${outcome.rendered} rendered in ${plural(outcome.threads, "thread")}, ${html - outcome.rendered} kept${removed}`,
    value: { files, entries, html, written: outcome.rendered },
  };
}
