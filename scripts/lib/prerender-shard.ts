/**
 * One thread's share of the pre-render (run in a worker: lib/in-worker.ts).
 * Each page is rendered by Vike's renderPage() from the production server
 * entry the bundler wrote (dist/server/entry.mjs), as a server would answer
 * its request: the thread loads no Vite and no Vike configuration, only the
 * built site and, for a generated page, its own module, which the thread
 * loads and passes in (the bundle leaves page modules out: page-loader.ts).
 * Each file is written as it renders, at most WRITES_AHEAD at a time (the
 * server compresses a page when first asked for it: site/server/compressed-pages.ts).
 * Answers with every URL the site has and the record of each page rendered.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { NOT_FOUND_FILE, NOT_FOUND_PATH, pageFile } from "../../model/routes";
import { hashName } from "../../model/hash";
import { collectEvery } from "../../model/heap";
import { pageLoader } from "./page-loader";
import { pageKey, SERVER_ENTRY, urlsToRender, type PrerenderRecord } from "./prerender-keys";
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
}

export interface ShardResult {
  urls: string[];
  rendered: PrerenderRecord;
}

/** Pages being written while the renderer goes on. */
const WRITES_AHEAD = 32;

/**
 * What every page needs and no edit changes: React's production build and
 * Vike's server runtime. A thread loads them while it waits for its share
 * (in-worker.ts), as the build generates and bundles: 0.25-0.3 s of a
 * thread's start.
 */
export async function loadRuntime(): Promise<void> {
  // Vike renders as in production once the entry is loaded; NODE_ENV also keeps React's production build.
  process.env.NODE_ENV = "production";
  await Promise.all([
    import("react"),
    import("react/jsx-runtime"),
    import("react-dom/server"),
    import("vike/server"),
  ]);
}

/** The production server entry: Vike's renderPage() and the site's addresses. */
async function productionSite(root: string) {
  await loadRuntime();
  await import(pathToFileURL(path.join(root, SERVER_ENTRY)).href);
  const { renderPage, getGlobalContextAsync } = await import("vike/server");
  const globalContext = await getGlobalContextAsync(true);
  if (!globalContext.pageUrls)
    throw new Error(
      "the server bundle has no pageUrls (site/pages/+onCreateGlobalContext.server.ts)",
    );
  return { renderPage, urls: await globalContext.pageUrls() };
}

export async function renderShard(job: ShardJob): Promise<ShardResult> {
  const clientDir = path.join(job.root, "dist/client");
  const inputs = { site: job.site, moduleOf: new Map(job.modules), hashOf: new Map(job.hashes) };
  const keyOf = (url: string) => pageKey(url, inputs);
  const { renderPage, urls: listed } = await productionSite(job.root);
  const urls = [...new Set([...listed, NOT_FOUND_PATH])];
  // The generated pages shared among the threads by a hash of their module's
  // file; the few others (fixed pages, county pages, the 404) all in the first.
  const generated = urls.filter((url) => inputs.moduleOf.has(url));
  const others = urls.filter((url) => !inputs.moduleOf.has(url));
  const bucketOf = (url: string) => hashName(inputs.moduleOf.get(url) ?? "");
  const mine = [
    ...(job.shard === 0 ? urlsToRender(others, keyOf, job.kept) : []),
    ...urlsToRender(generated, keyOf, job.kept, { shard: job.shard, shards: job.shards, bucketOf }),
  ];
  const loadPage = pageLoader(
    job.root,
    mine.flatMap((url) => inputs.moduleOf.get(url) ?? []),
  );
  const rendered: PrerenderRecord = {};
  const writing = new Set<Promise<void>>();
  // Each folder made once a thread, not asked for again before every page's write.
  const folders = new Map<string, Promise<unknown>>();
  const write = async (filePath: string, content: string) => {
    const folder = path.dirname(filePath);
    let made = folders.get(folder);
    if (!made) folders.set(folder, (made = mkdir(folder, { recursive: true })));
    await made;
    await writeFile(filePath, content);
  };
  const absent = new Set<string>();
  // A thread's heap collected in full every 1,000 pages: the build's process through the
  // pre-render at ten times the places peaked at 536-561 MB without, 472-486 MB with.
  const collect = collectEvery(1000);
  for (const url of mine) {
    collect();
    const module = inputs.moduleOf.get(url);
    const generatedPage = module === undefined ? undefined : await loadPage(module);
    const { httpResponse, errorWhileRendering } = await renderPage({
      urlOriginal: url,
      ...(generatedPage && { generated: generatedPage }),
    });
    if (errorWhileRendering) throw errorWhileRendering;
    const notFound = url === NOT_FOUND_PATH;
    const status = httpResponse?.statusCode;
    // A listed page that answers 404 does not exist now (a guard: /guarantee with no guarantee).
    if (status === 404 && !notFound) {
      absent.add(url);
      continue;
    }
    if (!httpResponse || status !== (notFound ? 404 : 200))
      throw new Error(`${url}: the server entry answered ${status ?? "nothing"}`);
    const file = notFound ? NOT_FOUND_FILE : pageFile(url);
    const content = httpResponse.body;
    const page: PrerenderRecord[string] = { key: keyOf(url), files: [file] };
    const entry = sitemapEntry(file, content);
    if (entry) page.entry = entry;
    rendered[url] = page;
    // Written in the thread pool while the next pages render
    // (awaited one by one, a slow disk held the renderer back: 10 s instead
    // of 3); at most WRITES_AHEAD at a time, which bounds the memory they hold.
    const written = write(path.join(clientDir, file), content).finally(() =>
      writing.delete(written),
    );
    writing.add(written);
    if (writing.size >= WRITES_AHEAD) await Promise.race(writing);
  }
  await Promise.all(writing);
  return { urls: urls.filter((url) => !absent.has(url)), rendered };
}
