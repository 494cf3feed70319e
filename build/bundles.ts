/**
 * The build's bundle phase: the client and server bundles and the server app.
 * The pages of the last build that stay (their inputs may still have
 * changed), and whether its bundles and server app do: they serve again
 * while the site's code and shared data are as they were and no photo
 * changed (the client bundle copies site/public/photos); otherwise all else
 * under dist/ is removed and the bundler makes them all, the server app
 * last.
 */
import { ReportedFailure } from "./build-log";
import { bundlesStillBuilt, filesBesidesPages, keepUnchangedPages } from "./incremental-prerender";
import type { PhotoBuild } from "./photo-build";
import type { PrerenderRecord } from "./prerender-keys";
import { bundle } from "./site-bundle";
import { siteSourcesHash } from "./site-sources";

export interface Bundled {
  /** The hash of the inputs every page shares (site-sources.ts). */
  site: string;
  /** The pages of the last build that stay. */
  kept: PrerenderRecord;
  /** Files the bundler wrote: none when the last build's bundles stay. */
  bundled: number;
}

export async function bundles(
  root: string,
  photos: Pick<PhotoBuild, "written" | "removed">,
): Promise<{ detail: string; value: Bundled }> {
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
}
