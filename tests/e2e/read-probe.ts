/**
 * Run by page-reads.test.ts in a child process, in a built project whose
 * data modules the test has wrapped (watchedModule): renders every page as
 * the build's render threads do and prints, as JSON, each page's URL with the
 * data modules it actually read while it rendered. The watch is armed only
 * around each page's render: listing the site's addresses reads the family
 * lists, which no page's render does.
 *
 * Usage: node --import ./loader/ts-imports.mjs tests/e2e/read-probe.ts <root>
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { NOT_FOUND_PATH, type Manifest } from "../../model/routes";
import { compileDataModules } from "../../build/generated-module";
import { pageLoader } from "../../build/page-loader";
import { loadRuntime } from "../../build/prerender-shard";
import { SERVER_ENTRY } from "../../build/prerender-keys";
import { GENERATED_DIR } from "../../generator/output";

/** Where a watched module notes that it was read: the set of the page rendering now, if any. */
export const WATCH = Symbol.for("aerial-site.read-probe");

type Watch = { [WATCH]?: Set<string> };

/**
 * The text of a data module whose export, and every object reached through
 * it, notes `name` as read whenever a property is read while a page renders.
 */
export function watchedModule(text: string, name: string): string {
  const match = /export const (\w+)/.exec(text);
  if (!match) throw new Error(`${name}: no exported constant`);
  const exported = match[1]!;
  return `${text.replace(`export const ${exported}`, `const watched_${exported}`)}
const seen = new WeakMap();
const watch = (value) => {
  if (typeof value !== "object" || value === null) return value;
  let proxy = seen.get(value);
  if (!proxy) {
    proxy = new Proxy(value, {
      get(target, key, receiver) {
        globalThis[Symbol.for(${JSON.stringify(WATCH.description)})]?.add(${JSON.stringify(name)});
        return watch(Reflect.get(target, key, receiver));
      },
    });
    seen.set(value, proxy);
  }
  return proxy;
};
export const ${exported} = watch(watched_${exported});
`;
}

async function probe(root: string): Promise<Record<string, string[]>> {
  // The watched modules, compiled as the build compiles them for the bundle's chunks.
  await compileDataModules(root);
  await loadRuntime();
  await import(pathToFileURL(path.join(root, SERVER_ENTRY)).href);
  const { renderPage, getGlobalContextAsync } = await import("vike/server");
  const globalContext = await getGlobalContextAsync(true);
  const urls = [...(await globalContext.pageUrls!()), NOT_FOUND_PATH];
  const { manifest } = (await import(
    pathToFileURL(path.join(root, GENERATED_DIR, "manifest.ts")).href
  )) as { manifest: Pick<Manifest, "pages"> };
  const moduleOf = new Map(manifest.pages.map((page) => [page.path, page.file]));
  const load = pageLoader(root);
  const reads: Record<string, string[]> = {};
  const watch = globalThis as Watch;
  for (const url of urls.sort()) {
    const file = moduleOf.get(url);
    const loaded = file === undefined ? undefined : await load(file);
    const read = new Set<string>();
    watch[WATCH] = read;
    await renderPage({ urlOriginal: url, ...(loaded && { generated: loaded.module }) });
    delete watch[WATCH];
    reads[url] = [...read].sort();
  }
  return reads;
}

if (process.argv[1] === import.meta.filename) {
  process.stdout.write(JSON.stringify(await probe(path.resolve(process.argv[2]!))));
}
