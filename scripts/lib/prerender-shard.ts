/**
 * One thread's share of the pre-render (run in a worker: lib/in-worker.ts):
 * Vike's prerender() told, through the generated families' page lists and
 * the site's onPrerenderStart hook, to render only the pages of this share
 * whose key changed; each file written
 * and compressed as it renders, at most WRITES_AHEAD at a time. Answers
 * with every URL the site has and the record of each page rendered.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { compressor, type CompressionTotals } from "./compressed-copies";
import { pageKey, urlsToRender, type PrerenderRecord } from "./prerender-keys";
import { prerenderPages } from "./site-render";
import { sitemapEntry } from "./sitemap";

export interface ShardJob {
  root: string;
  site: string;
  /** [URL, generated module] of every generated page. */
  modules: [string, string][];
  /** [generated module, text hash]. */
  hashes: [string, string][];
  kept: PrerenderRecord;
  shard: number;
  shards: number;
  /**
   * Held by one thread at a time while Vike loads the site's config: it writes
   * each +file transpiled beside its source under a name from its content,
   * imports it and deletes it, so two threads loading at once deleted each
   * other's files (ENOENT on +route.ts.build-….mjs).
   */
  configLock: SharedArrayBuffer;
}

export interface ShardResult {
  urls: string[];
  rendered: PrerenderRecord;
  totals: CompressionTotals;
}

/** Pages being written and compressed while the renderer goes on. */
const WRITES_AHEAD = 32;

/**
 * Blocks until this thread holds `lock` (0 free, 1 held), as a render thread
 * has nothing else to do meanwhile; answers its release.
 */
function acquire(lock: Int32Array): () => void {
  while (Atomics.compareExchange(lock, 0, 0, 1) !== 0) Atomics.wait(lock, 0, 1);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    Atomics.store(lock, 0, 0);
    Atomics.notify(lock, 0);
  };
}

export async function renderShard(job: ShardJob): Promise<ShardResult> {
  const clientDir = path.join(job.root, "dist/client");
  const compress = compressor(path.join(job.root, ".cache/compress"));
  const inputs = { site: job.site, moduleOf: new Map(job.modules), hashOf: new Map(job.hashes) };
  const keyOf = (url: string) => pageKey(url, inputs);
  let urls: string[] = [];
  const rendered: PrerenderRecord = {};
  const writing = new Set<Promise<void>>();
  const write = async (filePath: string, bytes: Buffer) => {
    await mkdir(path.dirname(filePath), { recursive: true });
    await writeFile(filePath, bytes);
    await compress.add(filePath, bytes);
  };
  // The generated pages whose key changed, shared among the threads; the few
  // others (fixed pages, county pages, the 404) all in the first. The family
  // hooks list only this thread's generated pages to Vike (site/renderer/family-route.ts).
  const generated = job.modules.map(([url]) => url);
  const mine = new Set(urlsToRender(generated, keyOf, job.kept, job.shard, job.shards));
  globalThis.prerenderOnly = mine;
  // Released once Vike has loaded the config and listed the pages (it then calls select), or on failure.
  const release = acquire(new Int32Array(job.configLock));
  const select = (listed: readonly string[]) => {
    release();
    const others = listed.filter((url) => !inputs.moduleOf.has(url));
    urls = [...others, ...generated];
    const theirs = job.shard === 0 ? urlsToRender(others, keyOf, job.kept) : [];
    return new Set([...mine, ...theirs]);
  };
  try {
    await prerenderPages(async (filePath, content, url) => {
      const file = path.relative(clientDir, filePath).split(path.sep).join("/");
      const page = (rendered[url] ??= { key: keyOf(url), files: [] });
      page.files.push(file);
      const entry = sitemapEntry(file, content);
      if (entry) page.entry = entry;
      // Written and compressed in the thread pool while the next pages render
      // (awaited one by one, a slow disk held the renderer back: 10 s instead
      // of 3); at most WRITES_AHEAD at a time, which bounds the memory they hold.
      const written = write(filePath, Buffer.from(content)).finally(() => writing.delete(written));
      writing.add(written);
      if (writing.size >= WRITES_AHEAD) await Promise.race(writing);
    }, select);
  } finally {
    release();
  }
  await Promise.all(writing);
  return { urls, rendered, totals: compress.totals };
}
