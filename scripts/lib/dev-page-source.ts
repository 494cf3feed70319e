/**
 * The page source of `npm run dev` (site/server/page-source.ts): pages
 * rendered live by Vike through Vite in middleware mode, so an edited
 * component or a page the generator rewrote shows at once, while the
 * production server's routes answer everything else. Only the dev script
 * imports this: Vite is a development dependency.
 */
import path from "node:path";
import middie from "@fastify/middie";
import type { FastifyInstance } from "fastify";
import { renderPage } from "vike/server";
import { createServer as createVite, type LogLevel, type ViteDevServer } from "vite";
import { readFixedPaths } from "../../generator/load/load";
import { NOT_FOUND_PATH } from "../../model/routes";
import { createMissingPathResolver, type MissingPathResolver } from "../../model/missing-path";
import type { PageSource } from "../../site/server/page-source";
import { assetTagsIn } from "../../site/server/render/document";
import { DEV_SECURITY_HEADERS } from "./dev-csp";
import { externalLoaders } from "./dev-loader";

type ManifestModule = typeof import("../../site/generated/manifest");
type PageUrlsModule = typeof import("../../site/renderer/page-urls");

export interface DevPageSource extends PageSource {
  /** Vite's dev server, made by `register` (its HMR websocket shares the server's port). */
  vite(): ViteDevServer;
}

interface LivePages {
  pages: ReadonlySet<string>;
  resolver: MissingPathResolver;
}

/**
 * The addresses the build would pre-render now: the fixed pages (found as
 * the generator finds them) and the addresses each +onBeforePrerenderStart
 * lists. Loaded through Vite, so they read the generated modules as last
 * written. A page whose guard answers 404 (/guarantee with no guarantee) is
 * listed, and answers 404 when rendered, as the build leaves it unwritten.
 */
async function livePages(vite: ViteDevServer, root: string): Promise<LivePages> {
  const { listedUrls }: Partial<PageUrlsModule> =
    await vite.ssrLoadModule("/renderer/page-urls.ts");
  if (!listedUrls) throw new Error("site/renderer/page-urls.ts: no listedUrls");
  const [fixed, listed] = await Promise.all([readFixedPaths(root), listedUrls()]);
  const pages = new Set([...fixed, ...listed]);
  const { manifest }: Partial<ManifestModule> = await vite.ssrLoadModule("/generated/manifest.ts");
  if (!manifest) throw new Error("site/generated/manifest.ts: no manifest (run npm run generate)");
  return { pages, resolver: createMissingPathResolver(manifest, pages) };
}

export interface DevPageSourceOptions {
  /** The project folder (the dev server's working folder: vite.config.ts resolves from it). */
  root: string;
  logLevel?: LogLevel;
}

export function devPageSource({ root, logLevel }: DevPageSourceOptions): DevPageSource {
  let vite: ViteDevServer | undefined;
  let live: LivePages | undefined;
  const viteServer = (): ViteDevServer => {
    if (!vite) throw new Error("dev page source: register it with the server first");
    return vite;
  };
  const current = (): LivePages => {
    if (!live) throw new Error("dev page source: register it with the server first");
    return live;
  };

  /** The loaders of the pages rendered so far (dev-loader.ts): a few, one per set of entries. */
  const loaders = new Map<string, string>();

  /** A page as Vike renders it now, its inline loader made a module file (dev-loader.ts). */
  const render = async (url: string, headers: Record<string, string | string[] | undefined>) => {
    const { httpResponse } = await renderPage({ urlOriginal: url, headersOriginal: headers });
    if (!httpResponse) throw new Error(`vike rendered nothing for ${url}`);
    const page = externalLoaders(await httpResponse.getBody());
    for (const [loaderUrl, code] of page.loaders) loaders.set(loaderUrl, code);
    return { status: httpResponse.statusCode, headers: httpResponse.headers, html: page.html };
  };

  return {
    vite: viteServer,
    async register(app: FastifyInstance) {
      vite = await createVite({
        configFile: path.join(root, "vite.config.ts"),
        logLevel,
        appType: "custom",
        server: { middlewareMode: true, hmr: { server: app.server } },
      });
      const devServer = vite;
      app.addHook("onClose", () => devServer.close());
      live = await livePages(devServer, root);

      // A save under site/pages or a generator run can add or remove pages: count them again,
      // once the burst of file events is over. Until then the last count answers.
      const watched = [path.join(root, "site/pages"), path.join(root, "site/generated")];
      let timer: NodeJS.Timeout | undefined;
      let counting: Promise<void> = Promise.resolve();
      devServer.watcher.on("all", (_event, file) => {
        if (!watched.some((dir) => file.startsWith(dir + path.sep))) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          counting = counting
            .then(async () => {
              live = await livePages(devServer, root);
            })
            .catch((error: unknown) => devServer.config.logger.error(`dev: pages: ${error}`));
        }, 150);
      });
      app.addHook("onClose", async () => {
        clearTimeout(timer);
        await counting;
      });

      // Vite's own answers (its client, modules, site/public) go out on the raw response:
      // they get the security headers there; the server's answers have them replaced.
      app.addHook("onRequest", async (request, reply) => {
        for (const [name, value] of Object.entries(DEV_SECURITY_HEADERS)) {
          reply.raw.setHeader(name, value);
          reply.header(name, value);
        }
        const loader = loaders.get(request.url);
        if (loader !== undefined)
          return reply.type("text/javascript").header("cache-control", "no-store").send(loader);
      });
      await app.register(middie);
      app.use(devServer.middlewares);
    },
    has: (pathname) => current().pages.has(pathname),
    resolve: (canonicalPath) => current().resolver.resolve(canonicalPath),
    async send(request, reply, pathname) {
      const page = await render(request.url, request.headers);
      if (page.status !== 200) request.log.warn(`${pathname}: vike answered ${page.status}`);
      return reply.code(page.status).headers(Object.fromEntries(page.headers)).send(page.html);
    },
    notFoundHtml: async () => (await render(NOT_FOUND_PATH, {})).html,
    assetTags: async (pathname) => assetTagsIn((await render(pathname, {})).html),
  };
}
