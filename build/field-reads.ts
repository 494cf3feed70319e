/**
 * Which fields of the business a page reads as it renders. Every page reads
 * the business module (site/generated/business.ts), so by module a price edit
 * rendered every page, though only those that show the price change. In a
 * render thread the module is loaded through a proxy (trackBusinessModule)
 * that records each field read, as a path, into the set of the page being
 * rendered; what a module of the bundle reads as it loads (claims.ts words the
 * claims then), or while no page renders, goes into the thread's own set,
 * which every page rendered after counts as read: a page rendered before the
 * module loaded did not use it.
 * A page's key then holds the values at its paths (prerender-keys.ts), not the
 * module's text: while they are the same, its code takes the same course over
 * the same values and the page renders the same.
 */
import { createHash } from "node:crypto";
import { registerHooks } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DATA_MODULES_DIR, compiledName } from "../site/renderer/data-outside-bundle";

/** The module read by field, relative to site/generated, and its export. */
export const BY_FIELD = { module: "business.ts", exported: "business" } as const;

/**
 * How a path is read: its value; that it is an object or a list (a test of it,
 * before its fields are read); its keys (Object.keys, JSON.stringify); or
 * whether it is there (`in`).
 */
type ReadKind = "value" | "object" | "keys" | "has";

/** A read as recorded: the path's keys as JSON, and its kind after a space ('["prices","skyDishFrom"] value'). */
const readOf = (path: readonly string[], kind: ReadKind) => `${JSON.stringify(path)} ${kind}`;

/** Read while no page renders, or by a module as it loads: every page's. */
const whileLoading = new Set<string>();
let page: Set<string> | undefined;
/** How many of the bundle's modules are running their top level now (loading.enter, loading.leave). */
let loadingModules = 0;

function record(path: readonly string[], kind: ReadKind): void {
  (page && loadingModules === 0 ? page : whileLoading).add(readOf(path, kind));
}

/** What each of the bundle's modules calls first and last as it loads (trackBusinessModule adds the calls). */
const loading = {
  enter: () => void loadingModules++,
  leave: () => void loadingModules--,
};
const LOADING = Symbol.for("site.field-reads.loading");
(globalThis as Record<symbol, unknown>)[LOADING] = loading;

const proxies = new WeakMap<object, object>();

/** `value` as a page's code sees it: every field read through it is recorded, at `path`. */
function tracked<T extends object>(value: T, path: readonly string[]): T {
  const made = proxies.get(value);
  if (made) return made as T;
  const proxy = new Proxy(value, {
    get(target, key, receiver) {
      const field: unknown = Reflect.get(target, key, receiver);
      // Symbols are the language's own (an array's iterator), and methods read through `this`.
      if (typeof key === "symbol" || typeof field === "function") return field;
      const at = [...path, key];
      if (typeof field === "object" && field !== null) {
        record(at, "object");
        return tracked(field, at);
      }
      record(at, "value");
      return field;
    },
    has(target, key) {
      if (typeof key === "string") record([...path, key], "has");
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      record(path, "keys");
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, key) {
      // The descriptor holds the value itself, untracked: its whole value is read.
      if (typeof key === "string") record([...path, key], "value");
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
  proxies.set(value, proxy);
  return proxy;
}

/** The business as the site's code gets it in a render thread. */
export const trackedBusiness = <T extends object>(business: T): T => tracked(business, []);

/** From now until pageReadsEnd(), reads are the page's. */
export function pageReadsStart(): void {
  page = new Set();
}

/** The fields the page read, with those read while loading, sorted. */
export function pageReadsEnd(): string[] {
  const read = [...whileLoading, ...(page ?? [])];
  page = undefined;
  return [...new Set(read)].sort();
}

const UNTRACKED = "untracked";

/**
 * In this thread, the compiled business module (DATA_MODULES_DIR) is loaded
 * as a module that exports the same, its business tracked; and each module of
 * the server bundle (under `serverDir`) runs its top level between
 * loading.enter() and loading.leave(), which an import declaration, hoisted,
 * does not move. Node's module hooks: the files stay as the build wrote them.
 */
let hooked = false;

export function trackBusinessModule(serverDir: string): void {
  if (hooked) return;
  hooked = true;
  const compiled = `/${BY_FIELD.module.replace(/\.ts$/, ".mjs")}`;
  const bundle = pathToFileURL(serverDir).href;
  const data = pathToFileURL(path.join(serverDir, path.basename(DATA_MODULES_DIR))).href;
  const calls = `globalThis[Symbol.for(${JSON.stringify(LOADING.description)})]`;
  registerHooks({
    load(url, context, nextLoad) {
      const file = new URL(url);
      if (url.startsWith(`${bundle}/`) && !url.startsWith(`${data}/`)) {
        const loaded = nextLoad(url, context);
        if (loaded.format !== "module" || loaded.source === undefined) return loaded;
        const source =
          typeof loaded.source === "string"
            ? loaded.source
            : new TextDecoder().decode(loaded.source);
        return { ...loaded, source: `${calls}.enter();${source}\n;${calls}.leave();\n` };
      }
      if (!file.pathname.endsWith(compiled) || file.searchParams.has(UNTRACKED))
        return nextLoad(url, context);
      file.searchParams.set(UNTRACKED, "");
      const source = [
        `export * from ${JSON.stringify(file.href)};`,
        `import { ${BY_FIELD.exported} as untracked } from ${JSON.stringify(file.href)};`,
        `import { trackedBusiness } from ${JSON.stringify(import.meta.url)};`,
        `export const ${BY_FIELD.exported} = trackedBusiness(untracked);`,
      ].join("\n");
      return { format: "module", source, shortCircuit: true };
    },
  });
}

/**
 * The business as the build compiled it (`text`: its module's text hash, which
 * tells this build's apart from an earlier one's in the same process),
 * untracked; undefined when the site has no business module.
 */
export async function businessAsBuilt(root: string, text: string | undefined): Promise<unknown> {
  if (text === undefined) return undefined;
  const url = pathToFileURL(path.join(root, DATA_MODULES_DIR, compiledName(BY_FIELD.module)));
  url.searchParams.set(UNTRACKED, "");
  url.searchParams.set("text", text);
  const module = (await import(url.href)) as Record<string, unknown>;
  return module[BY_FIELD.exported];
}

/** The value a read saw, as JSON ("undefined" for a path the business does not have). */
function valueAt(business: unknown, read: string): string {
  const space = read.lastIndexOf(" ");
  const path = JSON.parse(read.slice(0, space)) as string[];
  const kind = read.slice(space + 1) as ReadKind;
  const last = kind === "has" ? path.pop() : undefined;
  let value: unknown = business;
  for (const key of path)
    value = typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
  if (kind === "has") return String(typeof value === "object" && value !== null && last! in value);
  if (kind === "object")
    return typeof value === "object" && value !== null
      ? Array.isArray(value)
        ? "list"
        : "object"
      : (JSON.stringify(value) ?? "undefined");
  if (kind === "keys")
    return JSON.stringify(typeof value === "object" && value !== null ? Object.keys(value) : null);
  return JSON.stringify(value) ?? "undefined";
}

/**
 * A digest of what `reads` see in `business`, for a page's key: equal
 * digests, the same values read. Worked out once for each list of reads (the
 * pages of a kind read the same).
 */
export function fieldsDigest(business: unknown): (reads: readonly string[]) => string {
  const known = new Map<string, string>();
  // A list the record holds once for many pages is one array: known by itself, without joining it.
  const byList = new WeakMap<readonly string[], string>();
  return (reads) => {
    let digest = byList.get(reads);
    if (digest !== undefined) return digest;
    const id = reads.join("\n");
    digest = known.get(id);
    if (digest === undefined) {
      const text = reads.map((read) => `${read}=${valueAt(business, read)}`).join("\n");
      known.set(id, (digest = createHash("sha256").update(text).digest("hex").slice(0, 32)));
    }
    byList.set(reads, digest);
    return digest;
  };
}
