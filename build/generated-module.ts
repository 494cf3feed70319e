/**
 * The generated data modules (the files directly in site/generated) as the
 * build and its render threads load them: compiled to JavaScript beside the
 * server bundle (DATA_MODULES_DIR), which the bundle's chunks import
 * (site/renderer/data-outside-bundle.ts). Node could strip their types
 * itself, but its stripper keeps the memory of the largest module it has
 * read for as long as the thread lives, in every thread: with ten times the
 * places and more, the manifest and the routes cost each render thread
 * more than the pages it renders. Oxc compiles them here once a build,
 * only those whose text changed.
 */
import { createHash } from "node:crypto";
import { readFile, readdir, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { transformSync } from "rolldown/utils";
import { DATA_MODULES_DIR, compiledName } from "../site/renderer/data-outside-bundle";

const GENERATED = "site/generated";

/**
 * What each data module was last compiled from and to (by text hash), and
 * under which compiler: a module whose text and compiler are as they were,
 * and whose compiled file is still as written then, is not compiled again.
 * With ten times the places, compiling the manifest and the catalogue after
 * a one-town edit that left them as they were was most of the pre-render's
 * own time.
 */
const RECORD_FILE = ".cache/data-modules.json";

interface CompiledRecord {
  compiler: string;
  modules: Record<string, { source: string; compiled: string }>;
}

const hashOf = (bytes: string | Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * The compiler, as a hash: the locked packages (Oxc's version among them)
 * and this file, which holds its options.
 */
async function compilerHash(root: string): Promise<string> {
  const [lock, own] = await Promise.all([
    readFile(path.join(root, "package-lock.json")).catch(() => ""),
    readFile(fileURLToPath(import.meta.url)),
  ]);
  return hashOf(`${hashOf(lock)} ${hashOf(own)}`);
}

/** Each project's record as this process found it, and each module as compiled by it. */
const records = new Map<
  string,
  {
    last: Promise<CompiledRecord | undefined>;
    compiler: Promise<string>;
    now: CompiledRecord["modules"];
  }
>();

function recordOf(root: string) {
  let record = records.get(root);
  if (!record) {
    // None, or not one (a file of another form): every module is compiled.
    const last = readFile(path.join(root, RECORD_FILE), "utf8")
      .then((text) => JSON.parse(text) as Partial<CompiledRecord>)
      .then(
        ({ compiler, modules }) =>
          typeof compiler === "string" && typeof modules === "object" && modules !== null
            ? { compiler, modules }
            : undefined,
        () => undefined,
      );
    records.set(root, (record = { last, compiler: compilerHash(root), now: {} }));
  }
  return record;
}

/** Each data module compiled in this process: the generator wrote them all before anything asks. */
const compiledOnce = new Map<string, Promise<string>>();

/** Compiles `file` ("manifest.ts") once a process, its output written only if it changed; answers its path. */
function compiled(root: string, file: string): Promise<string> {
  const source = path.join(root, GENERATED, file);
  let made = compiledOnce.get(source);
  if (!made) compiledOnce.set(source, (made = compile(root, file)));
  return made;
}

async function compile(root: string, file: string): Promise<string> {
  const source = path.join(root, GENERATED, file);
  const target = path.join(root, DATA_MODULES_DIR, compiledName(file));
  const record = recordOf(root);
  const [text, last, compiler, before] = await Promise.all([
    readFile(source, "utf8"),
    record.last,
    record.compiler,
    readFile(target, "utf8").catch(() => undefined),
  ]);
  const sourceHash = hashOf(text);
  const lastModule = last?.compiler === compiler ? last.modules[file] : undefined;
  if (
    before !== undefined &&
    lastModule?.source === sourceHash &&
    lastModule.compiled === hashOf(before)
  ) {
    record.now[file] = lastModule;
    return target;
  }
  const result = transformSync(source, text, { lang: "ts" });
  const [error] = result.errors;
  if (error) throw new Error(`${GENERATED}/${file}: ${error.message}`);
  if (before !== result.code) {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, result.code);
  }
  record.now[file] = { source: sourceHash, compiled: hashOf(result.code) };
  return target;
}

/**
 * Every data module compiled, before the render threads import the server
 * bundle; what each was compiled from recorded for the next build.
 */
export async function compileDataModules(root: string): Promise<number> {
  const names = (await readdir(path.join(root, GENERATED), { withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => entry.name);
  await Promise.all(names.map((name) => compiled(root, name)));
  const { compiler, now } = recordOf(root);
  const modules = Object.fromEntries(
    names.flatMap((name) => (now[name] ? [[name, now[name]]] : [])),
  );
  await mkdir(path.dirname(path.join(root, RECORD_FILE)), { recursive: true });
  await writeFile(
    path.join(root, RECORD_FILE),
    JSON.stringify({ compiler: await compiler, modules } satisfies CompiledRecord),
  );
  return names.length;
}

/** A data module the generator has just written, loaded only when a phase after it asks. */
export const generated = async <T>(root: string, file: string): Promise<T> =>
  (await import(pathToFileURL(await compiled(root, file)).href)) as T;
