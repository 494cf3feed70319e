/**
 * The pre-render's I/O around prerender-keys.ts: the record of the last
 * build (.cache/prerender.json), dist/ cleared of all but the pages it
 * keeps before the bundler writes, the pre-render in worker threads (each
 * claiming runs of the changed pages until none is left: prerender-shard.ts),
 * and the files of pages the site no longer has removed.
 */
import { BY_FIELD, businessAsBuilt, fieldsDigest } from "./field-reads";
import { access, readFile, readdir, rm, writeFile, mkdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { GENERATED_DIR } from "../generator/output";
import { compileDataModules } from "./generated-module";
import { collectIfGrown } from "./collect-grown";
import type { Manifest } from "../model/routes";
import { startRenderThread, type RenderThread } from "./in-worker";
import { filesUnder } from "./files-under";
import { moduleHashes } from "./module-hashes";
import {
  CLIENT_GENERATED_FILE,
  MODULE_GRAPH_FILE,
  SERVER_BUNDLE_DIR,
  type ModuleGraph,
} from "../site/renderer/data-outside-bundle";
import {
  pagesStillBuilt,
  staleIn,
  SERVER_ENTRY,
  staleFiles,
  type PageRecord,
  type PrerenderRecord,
} from "./prerender-keys";
import type { ShardJob, ShardResult } from "./prerender-shard";

const RECORD_FILE = ".cache/prerender.json";

/** The record kept with the site hash it was made under. */
interface RecordFile {
  site: string;
  pages: PrerenderRecord;
}

/**
 * The record as written: the lists of fields pages read of the business once
 * each (the pages of a kind read the same), each page naming its list by
 * index; whole, with ten times the places, they made the record several times
 * its size, and reading and writing it most of a small edit's pre-render.
 */
interface StoredRecord {
  site: string;
  fields: string[][];
  pages: Record<string, Omit<PageRecord, "fields"> & { fields?: number }>;
}

function stored({ site, pages }: RecordFile): StoredRecord {
  const lists = new Map<string, number>();
  const fields: string[][] = [];
  const indexOf = (list: string[]) => {
    const id = list.join("\n");
    let index = lists.get(id);
    if (index === undefined) lists.set(id, (index = fields.push(list) - 1));
    return index;
  };
  return {
    site,
    fields,
    pages: Object.fromEntries(
      Object.entries(pages).map(([url, page]) => [
        url,
        page.fields ? { ...page, fields: indexOf(page.fields) } : { ...page, fields: undefined },
      ]),
    ),
  };
}

/** The record read back, each list of fields one array however many pages name it. */
function fromStored({ site, fields, pages }: StoredRecord): RecordFile {
  return {
    site,
    pages: Object.fromEntries(
      Object.entries(pages).map(([url, page]) => {
        const list = page.fields === undefined ? undefined : fields[page.fields];
        if (page.fields !== undefined && !list) throw new Error(`${url}: no list of fields`);
        return [url, { ...page, fields: list }];
      }),
    ),
  };
}

/** Fewer changed pages than this render in one thread: starting another costs more than it saves. */
const PAGES_PER_EXTRA_THREAD = 300;

/**
 * The most pages one thread renders before it ends and another takes over.
 * A thread drops each page's module with its page (page-loader.ts), yet
 * its memory still grows with the pages it renders, and all of it goes when
 * the thread ends: runs of this length keep the build's peak at scale well
 * under what two threads running through reach.
 */
const PAGES_PER_THREAD_RUN = 3000;

/**
 * BUILD_THREADS, or every core up to 2: each thread loads the server bundle's
 * shared code and data, so a thread beyond
 * the cores costs memory and saves no time.
 */
export function renderThreads(): number {
  const asked = Number(process.env.BUILD_THREADS);
  return Number.isInteger(asked) && asked > 0 ? asked : Math.min(availableParallelism(), 2);
}

/**
 * The pre-render's first thread, started at the beginning of a build to
 * load React and Vike's runtime while the build generates and bundles;
 * prerenderChanged() gives it the job first, so the build after an edit
 * renders its few pages at once. One thread only: a second, started early,
 * slowed the generator's phase after an edit, and a cold build, whose
 * generator and bundler keep both cores busy, gains from neither. The thread's
 * memory adds to the generator's and the bundlers' children while they run.
 */
export function startFirstRenderThread(): RenderThread {
  return startRenderThread(threadHeapMb());
}

/**
 * Each render thread's heap limit: BUILD_THREAD_HEAP_MB, or 1536 MB, well
 * above what a thread run of PAGES_PER_THREAD_RUN pages needs.
 */
export function threadHeapMb(): number {
  const asked = Number(process.env.BUILD_THREAD_HEAP_MB);
  return Number.isInteger(asked) && asked > 0 ? asked : 1536;
}

async function readRecord(root: string): Promise<RecordFile | undefined> {
  try {
    return fromStored(
      JSON.parse(await readFile(path.join(root, RECORD_FILE), "utf8")) as StoredRecord,
    );
  } catch {
    return undefined;
  }
}

/** What the last build left in dist/ besides its pages, and what it was made from. */
const BUNDLES_FILE = ".cache/bundles.json";

interface BundlesFile {
  /** The hash of the site's code (site-sources.ts). */
  site: string;
  /** Each generated module the client and server bundles hold, to its text hash then. */
  held: Record<string, string>;
  /** Each generated module the server app holds, to its text hash then. */
  serverApp: Record<string, string>;
  /** Relative to dist/: the bundles, public files, site files and server app. */
  files: string[];
}

/** The generated modules (relative to site/generated) the client and server bundles hold, as they say. */
async function heldBySiteBundles(root: string): Promise<string[]> {
  const dir = path.join(root, SERVER_BUNDLE_DIR);
  const client = JSON.parse(
    await readFile(path.join(dir, CLIENT_GENERATED_FILE), "utf8"),
  ) as string[];
  const graph = JSON.parse(
    await readFile(path.join(dir, MODULE_GRAPH_FILE), "utf8"),
  ) as ModuleGraph;
  return [...new Set([...client, ...Object.keys(graph)])]
    .filter((file) => file.startsWith(`${GENERATED_DIR}/`))
    .map((file) => file.slice(GENERATED_DIR.length + 1))
    .sort();
}

/**
 * Every file in dist/ (relative to it, sorted) but the files of the pages
 * (relative to dist/client: prerender-keys.ts).
 */
export async function filesBesidesPages(
  root: string,
  pageFiles: ReadonlySet<string>,
): Promise<string[]> {
  return (await filesUnder(path.join(root, "dist")))
    .filter((file) => !(file.startsWith("client/") && pageFiles.has(file.slice("client/".length))))
    .sort();
}

/**
 * After a build: every file in dist/ that is not a page's (the bundles,
 * public files, site files, the server app), recorded with the site hash and
 * the generated modules each bundle holds (`serverApp`: the server app's, relative to site/generated).
 */
export async function recordBundles(
  root: string,
  site: string,
  pageFiles: ReadonlySet<string>,
  serverApp: readonly string[],
): Promise<void> {
  const files = await filesBesidesPages(root, pageFiles);
  const held = await heldBySiteBundles(root);
  const hashes = new Map(await moduleHashes(root, [...new Set([...held, ...serverApp])]));
  const hashed = (list: readonly string[]) =>
    Object.fromEntries(list.map((file) => [file, hashes.get(file) ?? "missing"]));
  await mkdir(path.dirname(path.join(root, BUNDLES_FILE)), { recursive: true });
  await writeFile(
    path.join(root, BUNDLES_FILE),
    JSON.stringify({
      site,
      held: hashed(held),
      serverApp: hashed(serverApp),
      files,
    } satisfies BundlesFile),
  );
}

/** Which of the last build's bundles serve this build too. */
export interface BundlesKept {
  /** The client and server bundles (and with them the public files and site files). */
  site: boolean;
  /** The server app, which is kept only with them. */
  serverApp: boolean;
  /** The generated modules the kept server app holds (relative to site/generated). */
  serverAppHeld: string[];
}

/**
 * Whether the last build's bundles (dist/server, the client's assets and
 * public files, the server app) serve this build too: they were made under
 * the same site hash, which covers all their code (site-sources.ts), each
 * generated module they hold is as it was then, and every file of theirs is
 * still there. The generated page modules and the server bundle's data
 * modules are no part of them (site/renderer/pages-outside-bundle.ts,
 * data-outside-bundle.ts): the server app may need making again alone.
 */
/** None of the last build's bundles serve again. */
export const NONE_KEPT: BundlesKept = { site: false, serverApp: false, serverAppHeld: [] };

export async function bundlesStillBuilt(root: string, site: string): Promise<BundlesKept> {
  let record: BundlesFile;
  try {
    record = JSON.parse(await readFile(path.join(root, BUNDLES_FILE), "utf8")) as BundlesFile;
  } catch {
    return NONE_KEPT;
  }
  if (
    record.site !== site ||
    record.held === undefined ||
    !record.files.includes(SERVER_ENTRY.slice("dist/".length))
  )
    return NONE_KEPT;
  const present = await Promise.all(
    record.files.map((file) =>
      access(path.join(root, "dist", file)).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (!present.every(Boolean)) return NONE_KEPT;
  const now = new Map(
    await moduleHashes(root, [
      ...new Set([...Object.keys(record.held), ...Object.keys(record.serverApp)]),
    ]),
  );
  const same = (held: Record<string, string>) =>
    Object.entries(held).every(([file, hash]) => now.get(file) === hash);
  if (!same(record.held)) return NONE_KEPT;
  const serverAppHeld = Object.keys(record.serverApp);
  return { site: true, serverApp: same(record.serverApp), serverAppHeld };
}

/**
 * Before the bundler writes: every file under dist/ removed but the kept
 * pages' files (with `keepBundles`, nothing is removed: the
 * bundler does not run, and the files of pages gone go after the pre-render);
 * answers the pages kept (those of the last build under the same site hash
 * whose files are all still there).
 */
export async function keepUnchangedPages(
  root: string,
  site: string,
  keepBundles = false,
): Promise<PrerenderRecord> {
  const record = await readRecord(root);
  const last = record?.site === site ? record.pages : {};
  const dist = path.join(root, "dist");
  let files;
  try {
    files = await filesUnder(dist);
  } catch {
    return {};
  }
  const keep = new Set(Object.values(last).flatMap((page) => page.files));
  const present = new Set<string>();
  const others: string[] = [];
  for (const file of files) {
    const page = file.startsWith("client/") ? file.slice("client/".length) : undefined;
    if (page !== undefined && keep.has(page)) present.add(page);
    else others.push(file);
  }
  if (!keepBundles)
    await Promise.all(others.map((file) => rm(path.join(dist, file), { force: true })));
  return pagesStillBuilt(last, present);
}

/**
 * What a page may read of site/generated besides its own module: the modules
 * directly in it (the data modules) and every generated module in the server
 * bundle's graph (a page module whose head another page lists).
 */
async function readableModules(root: string): Promise<string[]> {
  const generatedDir = path.join(root, GENERATED_DIR);
  const top = (await readdir(generatedDir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => entry.name);
  const graph = JSON.parse(
    await readFile(path.join(root, SERVER_BUNDLE_DIR, MODULE_GRAPH_FILE), "utf8"),
  ) as ModuleGraph;
  const inGraph = Object.values(graph)
    .flat()
    .filter((file) => file.startsWith(`${GENERATED_DIR}/`))
    .map((file) => file.slice(GENERATED_DIR.length + 1));
  return [...new Set([...top, ...inGraph])];
}

export interface PrerenderOutcome {
  /** Every page's record, by URL. */
  pages: PrerenderRecord;
  rendered: number;
  threads: number;
  removed: number;
}

/**
 * Renders the pages whose key changed since `kept` was built, in threads
 * (the first of them `firstThread`, if started); removes the files of
 * pages gone; saves the new record.
 */
export async function prerenderChanged(
  root: string,
  site: string,
  manifest: Pick<Manifest, "pages">,
  kept: PrerenderRecord,
  firstThread?: RenderThread,
): Promise<PrerenderOutcome> {
  // The data modules as the server bundle's chunks import them; then the first thread can load
  // the site while this thread works out which pages render.
  await compileDataModules(root);
  firstThread?.loadSite(root);
  const modules = manifest.pages.map((page): [string, string] => [page.path, page.file]);
  const hashes = await moduleHashes(root, [
    ...new Set([...modules.map(([, file]) => file), ...(await readableModules(root))]),
  ]);
  // The pages the last build had and the generated ones now: those whose last render stands (the
  // threads render every other URL the site lists), and how many may change, to choose the threads.
  const hashOf = new Map(hashes);
  const business = await businessAsBuilt(root, hashOf.get(BY_FIELD.module));
  const inputs = { site, moduleOf: new Map(modules), hashOf, fieldsDigest: fieldsDigest(business) };
  const known = new Set([...Object.keys(kept), ...inputs.moduleOf.keys()]);
  const mustRender = staleIn(kept, inputs);
  const fresh = [...known].filter((url) => !mustRender(url));
  const changed = known.size - fresh.length;
  const threads = Math.max(
    1,
    Math.min(renderThreads(), Math.ceil(changed / PAGES_PER_EXTRA_THREAD)),
  );
  const job: ShardJob = {
    root,
    site,
    modules,
    hashes,
    fresh,
    claims: new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT),
    quota: PAGES_PER_THREAD_RUN,
  };
  const heapMb = threadHeapMb();
  // Each of `threads` runs a thread after another until one finds every page claimed.
  const results: ShardResult[] = [];
  const runThreads = async (first?: RenderThread) => {
    for (let thread = first ?? startRenderThread(heapMb); ; thread = startRenderThread(heapMb)) {
      const rendering = thread.render(job);
      // This thread now only waits, and would keep the garbage of starting a thread (the
      // job's copy for it, the keys) to the end, raising the build's peak: collected here, if
      // they count.
      collectIfGrown();
      const result = await rendering;
      results.push(result);
      if (result.done) return;
    }
  };
  await Promise.all(
    Array.from({ length: threads }, (_, index) =>
      runThreads(index === 0 ? firstThread : undefined),
    ),
  );
  const absent = new Set(results.flatMap((result) => result.absent));
  const urls = (results[0]?.urls ?? []).filter((url) => !absent.has(url));
  const rendered: PrerenderRecord = Object.assign({}, ...results.map((result) => result.rendered));
  const pages: PrerenderRecord = {};
  for (const url of [...urls].sort()) {
    const page = rendered[url] ?? kept[url];
    if (page) pages[url] = page;
  }
  const clientDir = path.join(root, "dist/client");
  const stale = staleFiles(kept, new Set(urls));
  await Promise.all(stale.map((file) => rm(path.join(clientDir, file), { force: true })));
  await mkdir(path.dirname(path.join(root, RECORD_FILE)), { recursive: true });
  await writeFile(path.join(root, RECORD_FILE), JSON.stringify(stored({ site, pages })));
  return {
    pages,
    rendered: Object.keys(rendered).length,
    threads,
    removed: stale.length,
  };
}
