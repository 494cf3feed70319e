/**
 * One render thread's part of the pre-render (run in a worker: in-worker.ts).
 * The pages to render are cut into runs (prerender-keys.ts), which the
 * threads claim one at a time from a counter they share, so that a thread
 * that started late or drew costlier pages takes fewer, and all end together:
 * with fixed shares, the last thread run at scale rendered alone while the other core waited.
 * Each page is rendered by Vike's renderPage() from the production server
 * entry the bundler wrote (dist/server/entry.mjs), as a server would answer
 * its request: the thread loads no Vite and no Vike configuration, only the
 * built site and, for a generated page, its own module, which the thread
 * loads and passes in (the bundle leaves page modules out: page-loader.ts).
 * Each file is written as it renders, at most WRITES_AHEAD at a time (the
 * server compresses a page when first asked for it: site/server/compressed-pages.ts).
 * Answers with every URL the site lists, those of them that do not exist now,
 * and the record of each page rendered.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { NOT_FOUND_FILE, NOT_FOUND_PATH, pageFile } from "../model/routes";
import { collectEvery } from "../model/heap";
import {
  MODULE_GRAPH_FILE,
  SERVER_BUNDLE_DIR,
  type ModuleGraph,
} from "../site/renderer/data-outside-bundle";
import {
  BY_FIELD,
  businessAsBuilt,
  fieldsDigest,
  pageReadsEnd,
  pageReadsStart,
  trackBusinessModule,
} from "./field-reads";
import { pageReads } from "./page-inputs";
import { pageLoader } from "./page-loader";
import {
  pageKey,
  renderRuns,
  RunClaims,
  SERVER_ENTRY,
  type PrerenderRecord,
} from "./prerender-keys";
import { sitemapEntry } from "./sitemap";

export interface ShardJob {
  root: string;
  site: string;
  /** [URL, generated module] of every generated page. */
  modules: [string, string][];
  /** [generated module, text hash], of the page modules and of every module a page may read. */
  hashes: [string, string][];
  /**
   * The URLs whose last render stands (their key as it was, their files all
   * there): every other URL the site lists renders. Worked out once, by the
   * build, rather than in each thread from the last build's record.
   */
  fresh: string[];
  /** The index of the next run to claim, shared by every thread (one Int32). */
  claims: SharedArrayBuffer;
  /** The most pages this thread renders before it ends and leaves the rest to another. */
  quota: number;
}

export interface ShardResult {
  /** Every URL the site lists. */
  urls: string[];
  /** The listed pages this thread found not to exist now (answering 404). */
  absent: string[];
  rendered: PrerenderRecord;
  /** Whether every run is claimed, by this thread or another: no thread need start after it. */
  done: boolean;
}

/**
 * Pages a thread claims at a time: the last run to end is at most one of them
 * behind the others, and its modules are compiled together (page-loader.ts).
 */
const RUN = 32;

/** Pages being written while the renderer goes on. */
const WRITES_AHEAD = 32;

/**
 * What every page needs and no edit changes: React's production build and
 * Vike's server runtime. A thread loads them while it waits for its job
 * (in-worker.ts), as the build generates and bundles: most of a thread's start.
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
  // Before the entry loads the business: each page's reads of it are recorded as it renders.
  trackBusinessModule(path.join(root, SERVER_BUNDLE_DIR));
  await import(pathToFileURL(path.join(root, SERVER_ENTRY)).href);
  const { renderPage, getGlobalContextAsync } = await import("vike/server");
  const globalContext = await getGlobalContextAsync(true);
  if (!globalContext.pageUrls)
    throw new Error(
      "the server bundle has no pageUrls (site/pages/+onCreateGlobalContext.server.ts)",
    );
  return { renderPage, urls: await globalContext.pageUrls() };
}

/** The built site of each project, loaded once a thread: ahead of the job (in-worker.ts), or with it. */
const sites = new Map<string, ReturnType<typeof productionSite>>();

export function loadSite(root: string): ReturnType<typeof productionSite> {
  let site = sites.get(root);
  if (!site) sites.set(root, (site = productionSite(root)));
  return site;
}

export async function renderShard(job: ShardJob): Promise<ShardResult> {
  const clientDir = path.join(job.root, "dist/client");
  const hashOf = new Map(job.hashes);
  const business = await businessAsBuilt(job.root, hashOf.get(BY_FIELD.module));
  const inputs = {
    site: job.site,
    moduleOf: new Map(job.modules),
    hashOf,
    fieldsDigest: fieldsDigest(business),
  };
  const { renderPage, urls: listed } = await loadSite(job.root);
  const urls = [...new Set([...listed, NOT_FOUND_PATH])];
  const fresh = new Set(job.fresh);
  const stale = (url: string) => !fresh.has(url);
  const runs = renderRuns(urls, stale, (url) => inputs.moduleOf.has(url), RUN);
  const loadPage = pageLoader(job.root);
  const graph = JSON.parse(
    await readFile(path.join(job.root, SERVER_BUNDLE_DIR, MODULE_GRAPH_FILE), "utf8"),
  ) as ModuleGraph;
  const readsOf = pageReads(graph);
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
  const absent: string[] = [];
  // One array for each list of fields read, however many pages read it (the pages of a kind
  // read the same): the record the thread sends back, with every page's list, grew with the pages.
  const lists = new Map<string, string[]>();
  const sameList = (list: string[]) => {
    const id = list.join("\n");
    const known = lists.get(id);
    if (known) return known;
    lists.set(id, list);
    return list;
  };
  // A thread's heap collected in full every 1,000 pages, which keeps the build's peak through
  // the pre-render lower at scale than V8's own timing does.
  const collect = collectEvery(1000);
  const claims = new RunClaims(runs, new Int32Array(job.claims), job.quota);
  for (let run = claims.next(); run; run = claims.next()) {
    const runModules = run.flatMap((url) => inputs.moduleOf.get(url) ?? []);
    for (const url of run) {
      collect();
      const module = inputs.moduleOf.get(url);
      const loaded = module === undefined ? undefined : await loadPage(module, runModules);
      pageReadsStart();
      const { httpResponse, errorWhileRendering, abortStatusCode, pageId } = await renderPage({
        urlOriginal: url,
        ...(loaded && { generated: loaded.module }),
      });
      const fields = sameList(pageReadsEnd());
      // A guard's `throw render(404)` comes back as an error too, with the not-found page.
      if (errorWhileRendering && abortStatusCode !== 404) throw errorWhileRendering;
      const notFound = url === NOT_FOUND_PATH;
      const status = httpResponse?.statusCode;
      // A listed page that answers 404 does not exist now (a guard: /guarantee with no guarantee).
      if (status === 404 && !notFound) {
        absent.push(url);
        continue;
      }
      if (!httpResponse || status !== (notFound ? 404 : 200))
        throw new Error(`${url}: the server entry answered ${status ?? "nothing"}`);
      const file = notFound ? NOT_FOUND_FILE : pageFile(url);
      const content = httpResponse.body;
      if (!pageId) throw new Error(`${url}: rendered by no page of the server bundle`);
      const reads = readsOf(pageId, loaded?.parts ?? []).filter((read) => read !== module);
      const page: PrerenderRecord[string] = {
        key: "",
        reads,
        ...(reads.includes(BY_FIELD.module) && { fields }),
        files: [file],
      };
      page.key = pageKey(url, page, inputs);
      const entry = sitemapEntry(file, content);
      if (entry) page.entry = entry;
      rendered[url] = page;
      // Written in the thread pool while the next pages render (awaited one by one, a slow
      // disk held the renderer back); at most WRITES_AHEAD at a time, which bounds their memory.
      const written = write(path.join(clientDir, file), content).finally(() =>
        writing.delete(written),
      );
      writing.add(written);
      if (writing.size >= WRITES_AHEAD) await Promise.race(writing);
    }
  }
  await Promise.all(writing);
  return { urls, absent, rendered, done: claims.exhausted };
}
