/** A module the generator has just written, loaded only when a phase after it asks. */
import path from "node:path";
import { pathToFileURL } from "node:url";

export const generated = async <T>(root: string, file: string): Promise<T> =>
  (await import(pathToFileURL(path.join(root, "site/generated", file)).href)) as T;
