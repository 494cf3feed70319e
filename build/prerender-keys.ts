/**
 * Which pages the pre-render must render, and what the last build left.
 * Each page's key is the hash of the site's code (the same for every page:
 * site-sources.ts), of its own generated module's text and of the texts of
 * the generated modules it reads (page-inputs.ts), recorded with it when it
 * rendered; a page whose key is the same now, and whose files are all still
 * in dist/client, is kept as it is. The reads a page recorded still stand
 * while its key does: they follow from the code and its own module. Pure but
 * for the counter the render threads share to claim their pages: the build
 * reads and writes the record (.cache/prerender.json) around these.
 */
import { hash } from "node:crypto";
import { BY_FIELD } from "./field-reads";
import type { SitemapEntry } from "./sitemap";

/** What one page's last render left in dist/client. */
export interface PageRecord {
  key: string;
  /** The generated modules it read besides its own, relative to site/generated ("catalogue-places.ts"). */
  reads: string[];
  /** Of the module read by field (field-reads.ts), the fields it read: its key holds their values. */
  fields?: string[];
  /** Relative to dist/client ("witney.html"). */
  files: string[];
  /** Its sitemap entry, read from its HTML when it rendered. */
  entry?: SitemapEntry;
}

/** Every page's record by URL ("/witney"), after a build. */
export type PrerenderRecord = Record<string, PageRecord>;

export interface KeyInputs {
  /** The hash of the site's code. */
  site: string;
  /** Each generated page's URL and module ("/witney" → "towns/witney.tsx"). */
  moduleOf: ReadonlyMap<string, string>;
  /** Each generated module's text hash, page modules and data modules, by its file under site/generated. */
  hashOf: ReadonlyMap<string, string>;
  /** The digest of the values some fields of the business have now (field-reads.ts). */
  fieldsDigest: (fields: readonly string[]) => string;
}

/**
 * A page's key: the site's code, its own module (a fixed page and the 404
 * have none) and what it reads: of the business, the values of the fields it
 * read (a page recorded before fields were, the module's text).
 */
export function pageKey(
  url: string,
  page: Pick<PageRecord, "reads" | "fields">,
  inputs: KeyInputs,
): string {
  let text = inputs.site;
  const module = inputs.moduleOf.get(url);
  for (const file of module === undefined ? page.reads : [module, ...page.reads])
    text +=
      file === BY_FIELD.module && page.fields
        ? `\n${file} fields ${inputs.fieldsDigest(page.fields)}`
        : `\n${file} ${inputs.hashOf.get(file) ?? "missing"}`;
  // One call for the whole text: the build works out every page's key, and a hash object fed
  // piece by piece took twice the time.
  return hash("sha256", text).slice(0, 32);
}

/** Whether `url` must render: the last build left no page for it, or its key is not the same now. */
export function staleIn(kept: PrerenderRecord, inputs: KeyInputs): (url: string) => boolean {
  return (url) => {
    const page = kept[url];
    return !page || page.key !== pageKey(url, page, inputs);
  };
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

/** The URLs to render now, of `urls` (every page the site has): the stale ones (staleIn), sorted. */
export function urlsToRender(urls: readonly string[], stale: (url: string) => boolean): string[] {
  return [...urls].sort().filter(stale);
}

/**
 * The pages to render cut into runs of `size`, which the render threads
 * claim one at a time (prerender-shard.ts): the pages with no module of their
 * own first, as the costliest (the service-area map alone takes a page's
 * time many times over), so that no thread is left with them at the end.
 */
export function renderRuns(
  urls: readonly string[],
  stale: (url: string) => boolean,
  hasModule: (url: string) => boolean,
  size: number,
): string[][] {
  const ordered = [
    ...urlsToRender(
      urls.filter((url) => !hasModule(url)),
      stale,
    ),
    ...urlsToRender(urls.filter(hasModule), stale),
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
