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
import { readFile, readdir, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { transformSync } from "rolldown/utils";
import { DATA_MODULES_DIR, compiledName } from "../site/renderer/data-outside-bundle";

const GENERATED = "site/generated";

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
  const result = transformSync(source, await readFile(source, "utf8"), { lang: "ts" });
  const [error] = result.errors;
  if (error) throw new Error(`${GENERATED}/${file}: ${error.message}`);
  const before = await readFile(target, "utf8").catch(() => undefined);
  if (before !== result.code) {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, result.code);
  }
  return target;
}

/** Every data module compiled, before the render threads import the server bundle. */
export async function compileDataModules(root: string): Promise<number> {
  const names = (await readdir(path.join(root, GENERATED), { withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => entry.name);
  await Promise.all(names.map((name) => compiled(root, name)));
  return names.length;
}

/** A data module the generator has just written, loaded only when a phase after it asks. */
export const generated = async <T>(root: string, file: string): Promise<T> =>
  (await import(pathToFileURL(await compiled(root, file)).href)) as T;
