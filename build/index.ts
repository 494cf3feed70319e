/**
 * `npm run build`: the whole site in one process, each phase once, in order,
 * one file each: generate.ts (data/ → site/generated), photos.ts (the
 * owner's photos), bundles.ts (the client and server bundles and the server
 * for plain Node), prerender.ts (every changed page, in a thread per core,
 * written as it renders, noting what the sitemap needs), site-files.ts
 * (sitemap.xml, the blog's Atom feed, robots.txt and the static-host files),
 * the note on where the forms post, and compress.ts (compressed copies of the
 * text files that are not pages). One line per phase (build-log.ts); exit 1
 * when a phase fails.
 *
 * Memory: the generator, the photo stage and the bundler (the site's
 * bundles, then the server app) run one after the other in child
 * processes, whose memory goes back to the system when they end
 * (in-child.ts); the bundler's allocator returns what it frees
 * (bundler-memory.ts). This process never loads Vite or Vike. The
 * pre-render runs in worker threads that render through the production
 * server entry, load the modules of only the pages they render (the server
 * bundle leaves page modules out: site/renderer/pages-outside-bundle.ts)
 * and keep nothing per page once its files are written
 * (prerender-shard.ts); each thread's heap is limited
 * (BUILD_THREAD_HEAP_MB, 1536 MB by default), and a thread or child that runs out stops
 * the build with one line saying what to set, instead of dying.
 *
 * Incremental: a page renders only when its key (the site's code and shared
 * data, and its own generated module: prerender-keys.ts) differs from
 * the last build's; the others stay in dist/client as they were, and the
 * pages the site no longer has are removed (incremental-prerender.ts).
 * The bundles and the server app are kept too while the site's code and
 * shared data are unchanged: an edit of one town bundles nothing.
 */
// First: it sets up the bundler's allocator before anything loads the bundler.
import "./bundler-memory";
import { parseArgs } from "node:util";
import path from "node:path";
import { formsNote, SITE_HOST_VARIABLE, siteHostOf } from "../model/form-origin";
import { collectIfGrown } from "./collect-grown";
import { requireNode } from "../site/server/node-version";
import { phase } from "./build-log";
import { bundles } from "./bundles";
import { compress } from "./compress";
import { compressor } from "./compressed-copies";
import { generate } from "./generate";
import { peakWithChildrenMb } from "./in-child";
import { recordBundles, startFirstRenderThread } from "./incremental-prerender";
import { photos } from "./photos";
import { prerender } from "./prerender";
import { siteFiles } from "./site-files";

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
// Every build cache lives under .cache/, which a cold build deletes.
const copies = compressor(path.join(root, ".cache/compress"));
const started = performance.now();

// The first render thread loads React and Vike's runtime while the generator and the bundler
// run (incremental-prerender.ts has the figures).
const firstThread = startFirstRenderThread();

await phase("generate", generate);
const photoBuild = await phase("photos", () => photos(root));
const bundled = await phase("bundle", () => bundles(root, photoBuild));
const rendered = await phase("prerender", () => prerender(root, bundled, firstThread));
const site = await phase("site files", () => siteFiles(root, host, rendered, bundled.site));
// Said on every build, so nobody publishes to a static host without knowing what its forms do.
await phase("forms", async () => ({
  detail: formsNote(site.formOrigin, site.origin, host),
  value: undefined,
}));
await phase("compress", () => compress(root, copies, rendered.files));

// What the next build may keep, if the site's code and shared data are as now; on a heap
// collected if it has grown, as each phase starts (build-log.ts).
collectIfGrown();
await recordBundles(root, bundled.site, rendered.files, bundled.serverAppHeld);

const seconds = ((performance.now() - started) / 1000).toFixed(2);
// The phases run in child processes (the generator, the photos, the bundlers) run one at a
// time, beside this process: the most the two held at once counts, or this process's own peak.
const peakMb = Math.max(Math.round(process.resourceUsage().maxRSS / 1024), peakWithChildrenMb());
// Each file this build wrote: photos, bundles and server app, pages, compressed copies, site files.
const written =
  photoBuild.written + bundled.bundled + rendered.written + copies.totals.compressed + site.written;
console.log(
  `build: ${rendered.html} pages, ${written} files written in ${seconds} s, peak memory ${peakMb} MB`,
);
