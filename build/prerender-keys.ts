/**
 * Which pages the pre-render must render, and what the last build left.
 * Each page's key is the hash of the site's code and shared data (the same
 * for every page: site-sources.ts) and of its own generated module's
 * text; a page whose key matches the last build's, and whose files are all
 * still in dist/client, is kept as it is. Pure but for the counter the
 * render threads share to claim their pages: the build reads and writes the
 * record (.cache/prerender.json) around these.
 */
import type { SitemapEntry } from "./sitemap";

/** What one page's last render left in dist/client. */
export interface PageRecord {
  key: string;
  /** Relative to dist/client ("witney.html"). */
  files: string[];
  /** Its sitemap entry, read from its HTML when it rendered. */
  entry?: SitemapEntry;
}

/** Every page's record by URL ("/witney"), after a build. */
export type PrerenderRecord = Record<string, PageRecord>;

export interface KeyInputs {
  /** The hash of the site's code and shared data. */
  site: string;
  /** Each generated page's URL and module ("/witney" → "towns/witney.tsx"). */
  moduleOf: ReadonlyMap<string, string>;
  /** Each generated module's text hash. */
  hashOf: ReadonlyMap<string, string>;
}

/** A page's key; a page with no module of its own (a fixed page, the 404) depends on the site alone. */
export function pageKey(url: string, inputs: KeyInputs): string {
  const module = inputs.moduleOf.get(url);
  if (module === undefined) return inputs.site;
  return `${inputs.site} ${module} ${inputs.hashOf.get(module) ?? "missing"}`;
}

/** The production server entry the bundler writes and the render threads load (prerender-shard.ts). */
export const SERVER_ENTRY = "dist/server/entry.mjs";

/**
 * The last build's pages still in dist/client: every page whose files are
 * all `present`; the others render again.
 */
export function pagesStillBuilt(
  record: PrerenderRecord,
  present: ReadonlySet<string>,
): PrerenderRecord {
  return Object.fromEntries(
    Object.entries(record).filter(([, page]) => page.files.every((file) => present.has(file))),
  );
}

/**
 * The URLs to render now, of `urls` (every page the site has): those with no
 * kept page of the same key, sorted.
 */
export function urlsToRender(
  urls: readonly string[],
  keyOf: (url: string) => string,
  kept: PrerenderRecord,
): string[] {
  return [...urls].sort().filter((url) => kept[url]?.key !== keyOf(url));
}

/**
 * The pages to render cut into runs of `size`, which the render threads
 * claim one at a time (prerender-shard.ts): the pages with no module of their
 * own first, as the costliest (the service-area map alone takes a page's
 * time many times over), so that no thread is left with them at the end.
 */
export function renderRuns(
  urls: readonly string[],
  keyOf: (url: string) => string,
  kept: PrerenderRecord,
  hasModule: (url: string) => boolean,
  size: number,
): string[][] {
  const ordered = [
    ...urlsToRender(
      urls.filter((url) => !hasModule(url)),
      keyOf,
      kept,
    ),
    ...urlsToRender(urls.filter(hasModule), keyOf, kept),
  ];
  return Array.from({ length: Math.ceil(ordered.length / size) }, (_, run) =>
    ordered.slice(run * size, (run + 1) * size),
  );
}

/**
 * One thread's claims on the runs of renderRuns(), through a counter every
 * thread shares (the index of the next run to claim): each run goes to
 * exactly one thread. A thread claims no more once it has `quota` pages.
 */
export class RunClaims {
  private taken = 0;
  private readonly runs: readonly string[][];
  private readonly counter: Int32Array;
  private readonly quota: number;

  constructor(runs: readonly string[][], counter: Int32Array, quota: number) {
    this.runs = runs;
    this.counter = counter;
    this.quota = quota;
  }

  /** The next run to render, or none when every run is claimed or this thread has its quota. */
  next(): string[] | undefined {
    if (this.taken >= this.quota) return undefined;
    const run = this.runs[Atomics.add(this.counter, 0, 1)];
    this.taken += run?.length ?? 0;
    return run;
  }

  /** Whether every run is claimed, by this thread or another. */
  get exhausted(): boolean {
    return Atomics.load(this.counter, 0) >= this.runs.length;
  }
}

/** The files of the last build's pages that the site no longer has. */
export function staleFiles(kept: PrerenderRecord, urls: ReadonlySet<string>): string[] {
  return Object.entries(kept)
    .filter(([url]) => !urls.has(url))
    .flatMap(([, page]) => page.files);
}
