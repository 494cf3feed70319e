/**
 * `npm run build`: the whole site in one process, each phase once, one line
 * per phase (format: lib/build-log.ts). data/ → site/generated (the
 * generator), the owner's photos, the client and server bundles, the server
 * for plain Node (lib/server-bundle.ts), every changed page pre-rendered (in
 * a thread per core) and written as it renders (noting what the sitemap
 * needs), sitemap.xml, the blog's Atom feed, robots.txt and the static-host
 * files, and the compressed copies of the text files that are not pages (the
 * server compresses a page when first asked: site/server/compressed-pages.ts).
 * Exit 1 when a phase fails.
 *
 * Memory: the generator, the photo stage and the bundler (the site's
 * bundles, then the server app) run one after the other in child
 * processes, whose memory goes back to the system when they end
 * (lib/in-child.ts); the bundler's allocator returns what it frees
 * (lib/bundler-memory.ts). This process never loads Vite or Vike. The
 * pre-render runs in worker threads that render through the production
 * server entry, load the modules of only the pages they render (the server
 * bundle leaves page modules out: site/renderer/pages-outside-bundle.ts)
 * and keep nothing per page once its files are written
 * (lib/prerender-shard.ts); each thread's heap is limited
 * (BUILD_THREAD_HEAP_MB, 1536 MB by default), and a thread or child that runs out stops
 * the build with one line saying what to set, instead of dying.
 *
 * Incremental: a page renders only when its key (the site's code and shared
 * data, and its own generated module: lib/prerender-keys.ts) differs from
 * the last build's; the others stay in dist/client as they were, and the
 * pages the site no longer has are removed (lib/incremental-prerender.ts).
 * The bundles and the server app are kept too while the site's code and
 * shared data are unchanged: an edit of one town bundles nothing.
 */
import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
// First: it sets up the bundler's allocator before anything loads the bundler.
import "./lib/bundler-memory";
import { atomFeed, BLOG_FEED_PATH, type FeedArticle } from "../model/blog-feed";
import { parseArgs } from "node:util";
import { cloudflareRoutes, formsNote, SITE_HOST_VARIABLE, siteHostOf } from "../model/form-origin";
import type { Business } from "../model/business";
import { PLACE_LOOKUP_PATH } from "../model/place-lookup-file";
import { pagePathOf, type Manifest } from "../model/routes";
import { requireNode } from "../site/server/node-version";
import { headersFile, redirectsFile } from "../site/server/static-host-rules";
import { phase, ReportedFailure } from "./lib/build-log";
import type { GenerateResult } from "../generator/cli";
import { callInChild, GENERATOR_V8_FLAGS, peakWithChildrenMb } from "./lib/in-child";
import { OutOfMemory } from "./lib/in-worker";
import {
  buildSitePhotos,
  filesToEncode,
  PHOTOS_OUT_DIR,
  plannedPhotos,
  type PhotoBuild,
} from "./lib/photo-build";
import {
  bundlesStillBuilt,
  filesBesidesPages,
  keepUnchangedPages,
  prerenderChanged,
  recordBundles,
  startFirstRenderThread,
} from "./lib/incremental-prerender";
import { siteSourcesHash } from "./lib/site-sources";
import { COMPRESSIBLE, compressor } from "./lib/compressed-copies";
import { writePlaceLookup } from "./lib/place-lookup-file";
import { bundle } from "./lib/site-bundle";
import { robotsTxt, sitemapXml } from "./lib/sitemap";

// Its children need Node 24's compile cache; Node 20 would fail there with a stack trace.
requireNode("build");

// `--host cloudflare`: the pages' forms go to the Pages Functions (site/renderer/form-origin.ts).
// Set in the environment before any thread or child starts, so the pre-render sees it too.
function hostOption(): string | undefined {
  try {
    const { host } = parseArgs({ options: { host: { type: "string" } } }).values;
    if (host === undefined || siteHostOf(host) === host) return host;
  } catch {
    // An unknown flag: said below, as for an unknown host.
  }
  console.error("build: usage: npm run build [-- --host cloudflare]");
  process.exit(2);
}
const hostAsked = hostOption();
if (hostAsked !== undefined) process.env[SITE_HOST_VARIABLE] = hostAsked;
const host = siteHostOf(process.env[SITE_HOST_VARIABLE]);

const root = process.cwd();
const clientDir = path.join(root, "dist/client");
// Every build cache lives under .cache/, which a cold build deletes.
const compress = compressor(path.join(root, ".cache/compress"));
const started = performance.now();

// The first render thread loads React and Vike's runtime while the generator and the bundler
// run (lib/incremental-prerender.ts has the figures).
const firstThread = startFirstRenderThread();

/** A module the generator has just written, loaded only now. */
const generated = async <T>(file: string): Promise<T> =>
  (await import(pathToFileURL(path.join(root, "site/generated", file)).href)) as T;

await phase("generate", async () => {
  const { value: result = { code: 2, pages: 0, written: 0, made: 0 } } =
    await callInChild<GenerateResult>(
      new URL("../generator/cli.ts", import.meta.url),
      "runQuietly",
      [["--quiet"]],
      { v8Flags: GENERATOR_V8_FLAGS },
    );
  if (result.code !== 0)
    throw new ReportedFailure(`stopped with exit code ${result.code} (its report is above)`);
  const files = (n: number) => `${n} file${n === 1 ? "" : "s"}`;
  return {
    detail: `${result.pages} pages, ${files(result.made)} made, ${files(result.written)} written`,
    value: undefined,
  };
});

const photos = await phase("photos", async () => {
  // Encoding loads the image library, in a child so that its memory leaves with it; with
  // nothing to encode the stage only lists and sizes files, here, sparing a child's start.
  const planned = await plannedPhotos(root);
  const built =
    (await filesToEncode(planned, path.join(root, PHOTOS_OUT_DIR))) > 0
      ? await callInChild<PhotoBuild & { photos: number }>(
          new URL("./lib/photo-build.ts", import.meta.url),
          "buildSitePhotos",
          [root],
          { expected: "PhotoSourceError" },
        )
      : { value: await buildSitePhotos(root), problem: undefined };
  if (!built.value) throw new ReportedFailure(built.problem ?? "no answer");
  return {
    detail: `${built.value.photos} photos, ${built.value.written} files written`,
    value: built.value,
  };
});

/**
 * The pages of the last build that stay (their inputs may still have
 * changed), and whether its bundles and server app do: they serve again
 * while the site's code and shared data are as they were and no photo
 * changed (the client bundle copies site/public/photos); otherwise all else
 * under dist/ is removed and the bundler makes them all, the server app
 * last.
 */
const { site, kept, bundled } = await phase("bundle", async () => {
  const site = await siteSourcesHash(root);
  const photosChanged = photos.written + photos.removed > 0;
  const bundlesKept = !photosChanged && (await bundlesStillBuilt(root, site));
  const kept = await keepUnchangedPages(root, site, bundlesKept);
  if (bundlesKept)
    return {
      detail:
        "kept from the last build with the server app: the site's code and shared data are unchanged",
      value: { site, kept, bundled: 0 },
    };
  const { value: server, problem } = await bundle(root);
  if (!server) throw new ReportedFailure(problem ?? "no answer");
  // dist/ held only the kept pages: the rest is what the bundler wrote.
  const pageFiles = new Set(Object.values(kept).flatMap((page) => page.files));
  const bundled = (await filesBesidesPages(root, pageFiles)).length;
  const siteFiles = bundled - server.files.length;
  return {
    detail: `client and server bundles, ${siteFiles} files; server app, ${server.files.length} files (${Math.round(server.bytes / 1000)} kB) importing ${server.packages.length} packages, each in dependencies`,
    value: { site, kept, bundled },
  };
});

/** Pre-rendered files relative to dist/client ("witney.html"), and the sitemap's pages. */
const rendered = await phase("prerender", async () => {
  const { manifest } = await generated<{ manifest: Pick<Manifest, "pages"> }>("manifest.ts");
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
    detail: `${html} HTML files: ${outcome.rendered} rendered in ${outcome.threads} thread${outcome.threads === 1 ? "" : "s"}, ${html - outcome.rendered} kept${removed}`,
    value: { files, entries, html, written: outcome.rendered },
  };
});

const siteFiles = await phase("site files", async () => {
  const [{ business }, { manifest }, { catalogue }] = await Promise.all([
    generated<{ business: Pick<Business, "name" | "siteUrl" | "formOrigin"> }>("business.ts"),
    generated<{ manifest: Manifest }>("manifest.ts"),
    generated<{ catalogue: { blog: FeedArticle[] } }>("catalogue.ts"),
  ]);
  const origin = (process.env.SITE_URL ?? business.siteUrl).replace(/\/$/, "");
  // Every page the pre-render wrote or kept: the pages a static host has.
  const pages = new Set([...rendered.files].flatMap((file) => pagePathOf(file) ?? []));
  const redirects = redirectsFile(manifest, pages);
  const written = [
    writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(origin, rendered.entries)),
    writeFile(path.join(clientDir, "robots.txt"), robotsTxt(origin)),
    writeFile(path.join(clientDir, "_redirects"), redirects),
    writePlaceLookup(clientDir, manifest),
    writeFile(
      path.join(clientDir, BLOG_FEED_PATH),
      atomFeed({ origin, businessName: business.name, articles: catalogue.blog }),
    ),
  ];
  await Promise.all(written);
  // Every file a host serves, the ones just written included: each gets the server's Cache-Control.
  const served = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = served
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => !file.startsWith("."));
  // On Cloudflare the Functions take the forms where the pages are: no form server to allow.
  const formOrigin = host === "cloudflare" ? null : business.formOrigin;
  await writeFile(path.join(clientDir, "_headers"), headersFile(files, formOrigin));
  // Only the Functions' paths invoke them; a _routes.json of an earlier build for Cloudflare goes.
  const routesFile = path.join(clientDir, "_routes.json");
  await (host === "cloudflare"
    ? writeFile(routesFile, cloudflareRoutes())
    : rm(routesFile, { force: true }));
  const rules = redirects.split("\n").filter((line) => line.startsWith("/")).length;
  return {
    detail: `sitemap.xml (${rendered.entries.length} pages), ${BLOG_FEED_PATH.slice(1)} (${catalogue.blog.length} articles), robots.txt, _redirects (${rules} rules), ${PLACE_LOOKUP_PATH.slice(1)}, _headers${host === "cloudflare" ? ", _routes.json" : ""}`,
    // The five above and _headers (and _routes.json).
    value: { formOrigin, origin, written: written.length + (host === "cloudflare" ? 2 : 1) },
  };
});

// Said on every build, so nobody publishes to a static host without knowing what its forms do.
await phase("forms", async () => ({
  detail: formsNote(siteFiles.formOrigin, siteFiles.origin, host),
  value: undefined,
}));

await phase("compress", async () => {
  const all = await readdir(clientDir, { recursive: true, encoding: "utf8" });
  // The bundles, public files and site files; not the pages.
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
    value: undefined,
  };
});

// What the next build may keep, if the site's code and shared data are as now.
await recordBundles(root, site, rendered.files);

const seconds = ((performance.now() - started) / 1000).toFixed(2);
// The phases run in child processes (the generator, the photos, the bundlers) run one at a
// time, beside this process: the most the two held at once counts, or this process's own peak.
const peakMb = Math.max(Math.round(process.resourceUsage().maxRSS / 1024), peakWithChildrenMb());
// Each file this build wrote: photos, bundles and server app, pages, compressed copies, site files.
const written =
  photos.written + bundled + rendered.written + compress.totals.compressed + siteFiles.written;
console.log(
  `build: ${rendered.html} pages, ${written} files written in ${seconds} s, peak memory ${peakMb} MB`,
);
