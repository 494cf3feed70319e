/**
 * `npm run build`: the whole site in one process, each phase once, one line
 * per phase (format: lib/build-log.ts). data/ → site/generated (the
 * generator), the owner's photos, the client and server bundles, every page
 * pre-rendered and written with its compressed copies as it renders (noting
 * what the sitemap needs), sitemap.xml, the blog's Atom feed, robots.txt and
 * the static-host files, the compressed copies of the other text files, and
 * the server for plain Node (lib/server-bundle.ts). Exit 1 when a phase fails.
 *
 * Memory: the generator, the photo stage and the bundler run in worker
 * threads, whose memory goes when they end (lib/in-worker.ts); the bundler's
 * allocator returns what it frees (lib/bundler-memory.ts); and package.json
 * caps the main thread's heap at 448 MB. The pre-render's live heap is about
 * 130 MB, but left alone V8 let garbage grow to 300 MB before collecting: the
 * build peaked at 600-735 MB, and 560-600 MB with the cap, for about 3 s more
 * CPU spent collecting (the cap at 320 MB cost 4 s more).
 */
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
// First: it sets up the bundler's allocator before anything loads the bundler.
import "./lib/bundler-memory";
import { atomFeed, BLOG_FEED_PATH, type FeedArticle } from "../model/blog-feed";
import { formsNote } from "../model/form-origin";
import type { Business } from "../model/page-props";
import { pagePathOf, type Manifest } from "../model/routes";
import { headersFile, redirectsFile } from "../site/server/static-host-rules";
import { phase, ReportedFailure } from "./lib/build-log";
import { buildPhotosInWorker, generateInWorker } from "./lib/in-worker";
import { COMPRESSIBLE, compressor } from "./lib/compressed-copies";
import { bundleServer } from "./lib/server-bundle";
import { bundle, prerenderPages } from "./lib/site-render";
import { robotsTxt, sitemapEntry, sitemapXml, type SitemapEntry } from "./lib/sitemap";

const root = process.cwd();
const clientDir = path.join(root, "dist/client");
// Every build cache lives under .cache/, which a cold build deletes.
const compress = compressor(path.join(root, ".cache/compress"));
const started = performance.now();

/** A module the generator has just written, loaded only now. */
const generated = async <T>(file: string): Promise<T> =>
  (await import(pathToFileURL(path.join(root, "site/generated", file)).href)) as T;

await phase("generate", async () => {
  const result = await generateInWorker(["--quiet"]);
  if (result.code !== 0)
    throw new ReportedFailure(`stopped with exit code ${result.code} (its report is above)`);
  const files = (n: number) => `${n} file${n === 1 ? "" : "s"}`;
  return {
    detail: `${result.pages} pages, ${files(result.made)} made, ${files(result.written)} written`,
    value: undefined,
  };
});

const photosWritten = await phase("photos", async () => {
  const built = await buildPhotosInWorker(root);
  if (!built.value) throw new ReportedFailure(built.problem ?? "no answer");
  return {
    detail: `${built.value.photos} photos, ${built.value.written} files written`,
    value: built.value.written,
  };
});

await phase("bundle", async () => {
  await bundle();
  return { detail: "client and server bundles", value: undefined };
});

/** Pages being written and compressed while the renderer goes on. */
const WRITES_AHEAD = 32;

/** Pre-rendered files relative to dist/client ("witney.html"), and the sitemap's pages. */
const rendered = await phase("prerender", async (progress) => {
  const files = new Set<string>();
  const entries: SitemapEntry[] = [];
  const writing = new Set<Promise<void>>();
  let html = 0;
  const write = async (filePath: string, bytes: Buffer) => {
    await mkdir(path.dirname(filePath), { recursive: true });
    await writeFile(filePath, bytes);
    await compress.add(filePath, bytes);
  };
  await prerenderPages(async (filePath, content) => {
    const file = path.relative(clientDir, filePath).split(path.sep).join("/");
    files.add(file);
    if (file.endsWith(".html")) html += 1;
    const entry = sitemapEntry(file, content);
    if (entry) entries.push(entry);
    // Written and compressed in the thread pool while the next pages render
    // (awaited one by one, a slow disk held the renderer back: 10 s instead
    // of 3); at most WRITES_AHEAD at a time, which bounds the memory they hold.
    const written = write(filePath, Buffer.from(content)).finally(() => writing.delete(written));
    writing.add(written);
    progress.show(`${html} HTML files`);
    if (writing.size >= WRITES_AHEAD) await Promise.race(writing);
  });
  await Promise.all(writing);
  return {
    detail: `${html} HTML files, each compressed as it was rendered`,
    value: { files, entries, html },
  };
});

const siteFiles = await phase("site files", async () => {
  const [{ business }, { manifest }, { catalogue }] = await Promise.all([
    generated<{ business: Pick<Business, "name" | "siteUrl" | "formOrigin"> }>("business.ts"),
    generated<{ manifest: Manifest }>("manifest.ts"),
    generated<{ catalogue: { blog: FeedArticle[] } }>("catalogue.ts"),
  ]);
  const origin = (process.env.SITE_URL ?? business.siteUrl).replace(/\/$/, "");
  // Every page Vike wrote: the pages a static host has.
  const pages = new Set([...rendered.files].flatMap((file) => pagePathOf(file) ?? []));
  const redirects = redirectsFile(manifest, pages);
  await Promise.all([
    writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(origin, rendered.entries)),
    writeFile(path.join(clientDir, "robots.txt"), robotsTxt(origin)),
    writeFile(path.join(clientDir, "_redirects"), redirects),
    writeFile(
      path.join(clientDir, BLOG_FEED_PATH),
      atomFeed({ origin, businessName: business.name, articles: catalogue.blog }),
    ),
  ]);
  // Every file a host serves, the ones just written included: each gets the server's Cache-Control.
  const served = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = served
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => !file.startsWith("."));
  await writeFile(path.join(clientDir, "_headers"), headersFile(files, business.formOrigin));
  const rules = redirects.split("\n").filter((line) => line.startsWith("/")).length;
  return {
    detail: `sitemap.xml (${rendered.entries.length} pages), ${BLOG_FEED_PATH.slice(1)} (${catalogue.blog.length} articles), robots.txt, _redirects (${rules} rules), _headers`,
    value: { formOrigin: business.formOrigin, origin },
  };
});

// Said on every build, so nobody publishes to a static host without knowing what its forms do.
await phase("forms", async () => ({
  detail: formsNote(siteFiles.formOrigin, siteFiles.origin),
  value: undefined,
}));

const listed = await phase("compress", async () => {
  const all = await readdir(clientDir, { recursive: true, encoding: "utf8" });
  const copiesBefore = compress.totals.written;
  // The pages were compressed as they rendered; here the bundles, public files and site files.
  const others = all
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith(".vite/"))
    .filter((file) => !rendered.files.has(file));
  await Promise.all(
    others.map(async (file) => {
      const full = path.join(clientDir, file);
      await compress.add(full, await readFile(full));
    }),
  );
  const { files, compressed, fromCache, bytesIn, brotliOut } = compress.totals;
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  return {
    detail: `${files} files: ${compressed} compressed (${fromCache} from cache), ${mb(bytesIn)} MB to ${mb(brotliOut)} MB brotli`,
    value: all.length + compress.totals.written - copiesBefore,
  };
});

// After the pre-render: Vike's bundle phase empties dist/ first.
const serverFiles = await phase("server app", async () => {
  const built = await bundleServer(root);
  return {
    detail: `${built.files.join(", ")} (${Math.round(built.bytes / 1000)} kB), importing ${built.packages.length} packages, each in dependencies`,
    value: built.files.length,
  };
});

const seconds = ((performance.now() - started) / 1000).toFixed(2);
const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
console.log(
  `build: ${rendered.html} pages, ${listed + photosWritten + serverFiles} files written in ${seconds} s, peak memory ${peakMb} MB`,
);
