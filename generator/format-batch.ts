/**
 * Prettier over a batch of files, TypeScript parsed by oxc
 * (@prettier/plugin-oxc), which prints the same text from a faster parse (a
 * third less time per page).
 * The format workers load this file as it is, by Node's own type stripping
 * (a worker has no TypeScript loader), so it imports packages only and uses
 * only syntax that strips away; the main thread imports it too, for a run too
 * small for workers and a batch past a worker's heap limit. Prettier loads at
 * the first batch, not before.
 */
import type { Options } from "prettier";
import type { OutputFile } from "./output";

const OXC_TS = /\.tsx?$/;

export async function formatBatch(files: OutputFile[], options: Options): Promise<OutputFile[]> {
  const [prettier, oxc] = await Promise.all([import("prettier"), import("@prettier/plugin-oxc")]);
  const formatted: OutputFile[] = [];
  for (const file of files) {
    const parser = OXC_TS.test(file.path) ? { plugins: [oxc], parser: "oxc-ts" } : {};
    const contents = await prettier.format(file.contents, {
      ...options,
      filepath: file.path,
      ...parser,
    });
    formatted.push({ path: file.path, contents });
  }
  return formatted;
}
