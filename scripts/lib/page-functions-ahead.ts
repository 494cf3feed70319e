/**
 * The generated page modules of a build's pre-render, transformed while the
 * bundler runs. The bundler's child spends most of a second on one core
 * loading Vite and Vike, while the build's first render thread, its
 * runtime loaded, waits; the pre-render that follows spent about a tenth of
 * its time turning each module's TSX into a function body (page-loader.ts:
 * pageFunction). That thread does it in the wait (in-worker.ts: RenderThread),
 * into one SharedArrayBuffer that every render thread reads without a copy.
 * A module past the budget, or one that does not transform (its render
 * thread then reports the error, as it would have), is left to the render
 * thread.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { TsconfigCache } from "rolldown/utils";
import { collectEvery } from "../../model/heap";
import { pageFunction, pageFunctionReady, type PageFunction } from "./page-loader";

/** Page functions, each as JSON at its span of one buffer the render threads share. */
export interface PageFunctionsAhead {
  buffer: SharedArrayBuffer;
  /** [module under site/generated ("towns/witney.tsx"), start, end] of each function in the buffer. */
  index: [string, number, number][];
}

/**
 * The most the buffer holds, which bounds what the transforms add to the
 * build's memory while it bundles: every module of today's site (1,619 of
 * them, 9.8 MB), about 2,100 of ten times its places. At 16 MB (2,879
 * modules there), the build's count of its peak at ten times went from
 * 487-498 MB to 544-552 MB.
 */
export const AHEAD_BYTES = 12 * 1024 * 1024;

/**
 * The modules `files` (under `root`/site/generated) transformed in their
 * order into one buffer of at most `budget` bytes: the ones that fit, and
 * that transform.
 */
export async function transformAhead(
  root: string,
  files: readonly string[],
  budget = AHEAD_BYTES,
): Promise<PageFunctionsAhead> {
  await pageFunctionReady;
  const generatedDir = path.join(root, "site/generated");
  // Written in place: the pages of the buffer beyond what is written are never touched, so
  // never resident. Each function encoded into a Buffer first, then all of them copied into
  // the buffer, held three copies at once: at ten times the places the build's peak went
  // from 523 to 670 MB (the transforms then in a worker of their own).
  const buffer = new SharedArrayBuffer(budget);
  const bytes = Buffer.from(buffer);
  const index: PageFunctionsAhead["index"] = [];
  const tsconfigs = new TsconfigCache();
  const collect = collectEvery(500);
  let end = 0;
  for (const name of files) {
    const file = path.join(generatedDir, name);
    let json: string;
    try {
      json = JSON.stringify(pageFunction(file, readFileSync(file, "utf8"), tsconfigs));
    } catch {
      continue;
    }
    const length = Buffer.byteLength(json);
    if (end + length > budget) break;
    bytes.write(json, end);
    index.push([name, end, end + length]);
    end += length;
    collect();
  }
  return { buffer, index };
}

/** The function of a module transformed ahead, by its name under site/generated, or none. */
export function aheadReader({
  buffer,
  index,
}: PageFunctionsAhead): (name: string) => PageFunction | undefined {
  const spans = new Map(index.map(([name, start, end]) => [name, [start, end] as const]));
  return (name) => {
    const span = spans.get(name);
    if (!span) return undefined;
    const [start, end] = span;
    return JSON.parse(Buffer.from(buffer, start, end - start).toString("utf8")) as PageFunction;
  };
}
