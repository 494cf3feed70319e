/**
 * The build's bundle phase: the client and server bundles and the server app.
 * The pages of the last build that stay (their inputs may still have
 * changed), and which of its bundles do (incremental-prerender.ts): the
 * client and server bundles serve again while the site's code, the generated
 * modules they hold and the photos (the client bundle copies
 * site/public/photos) are as they were; the server app, while they do and
 * the generated modules it holds are as they were, else it alone is made
 * again. Otherwise all else under dist/ is removed and the bundler makes
 * them all, the server app last.
 */
import { ReportedFailure } from "./build-log";
import {
  bundlesStillBuilt,
  filesBesidesPages,
  keepUnchangedPages,
  NONE_KEPT,
} from "./incremental-prerender";
import type { PhotoBuild } from "./photo-build";
import type { PrerenderRecord } from "./prerender-keys";
import type { ServerBundle } from "./server-bundle";
import { bundle, bundleServerApp } from "./site-bundle";
import { siteSourcesHash } from "./site-sources";

export interface Bundled {
  /** The hash of the site's code (site-sources.ts). */
  site: string;
  /** The pages of the last build that stay. */
  kept: PrerenderRecord;
  /** Files the bundler wrote: none when the last build's bundles stay. */
  bundled: number;
  /** The generated modules the server app holds, relative to site/generated. */
  serverAppHeld: string[];
}

const GENERATED = "site/generated/";

const serverAppDetail = (server: ServerBundle) =>
  `server app, ${server.files.length} files (${Math.round(server.bytes / 1000)} kB) importing ${server.packages.length} packages, each in dependencies`;

const held = (server: ServerBundle) => server.generated.map((file) => file.slice(GENERATED.length));

async function made(
  making: Promise<{ value?: ServerBundle; problem?: string }>,
): Promise<ServerBundle> {
  const { value, problem } = await making;
  if (!value) throw new ReportedFailure(problem ?? "no answer");
  return value;
}

export async function bundles(
  root: string,
  photos: Pick<PhotoBuild, "written" | "removed">,
): Promise<{ detail: string; value: Bundled }> {
  const site = await siteSourcesHash(root);
  const photosChanged = photos.written + photos.removed > 0;
  const still = photosChanged ? NONE_KEPT : await bundlesStillBuilt(root, site);
  const kept = await keepUnchangedPages(root, site, still.site);
  if (still.site && still.serverApp)
    return {
      detail:
        "kept from the last build with the server app: the site's code and the data they hold are unchanged",
      value: { site, kept, bundled: 0, serverAppHeld: still.serverAppHeld },
    };
  if (still.site) {
    const server = await made(bundleServerApp(root));
    return {
      detail: `client and server bundles kept; ${serverAppDetail(server)}, made again for the data it holds`,
      value: { site, kept, bundled: server.files.length, serverAppHeld: held(server) },
    };
  }
  const server = await made(bundle(root));
  // dist/ held only the kept pages: the rest is what the bundler wrote.
  const pageFiles = new Set(Object.values(kept).flatMap((page) => page.files));
  const bundled = (await filesBesidesPages(root, pageFiles)).length;
  const siteFiles = bundled - server.files.length;
  return {
    detail: `client and server bundles, ${siteFiles} files; ${serverAppDetail(server)}`,
    value: { site, kept, bundled, serverAppHeld: held(server) },
  };
}
