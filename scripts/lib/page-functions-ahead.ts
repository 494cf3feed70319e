/**
 * The generated page modules of a build's pre-render, transformed while the
 * bundler runs. The bundler's child spends most of a second on one core
 * loading Vite and Vike, and the machine's other core waits; the
 * pre-render that follows spends about a tenth of its time turning each
 * module's TSX into a function body (page-loader.ts: pageFunction). A worker
 * does that here, in the wait, into one SharedArrayBuffer that every render
 * thread reads without a copy. A module past the budget, or one that does
 * not transform (its render thread then reports the error, as it would
 * have), is left to the render thread.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { TsconfigCache } from "rolldown/utils";
import { pageFunction, pageFunctionReady, type PageFunction } from "./page-loader";

/** Page functions, each as JSON at its span of one buffer the render threads share. */
export interface PageFunctionsAhead {
  buffer: SharedArrayBuffer;
  /** [module under site/generated ("towns/witney.tsx"), start, end] of each function in the buffer. */
  index: [string, number, number][];
}

/**
 * The most the buffer holds: every module of today's site (1,619 of them,
 * 9.8 MB), the first fifth or so of ten times its places. The build's
 * process holds it through the pre-render.
 */
export const AHEAD_BYTES = 16 * 1024 * 1024;

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
  const encoded: Buffer[] = [];
  const index: PageFunctionsAhead["index"] = [];
  const tsconfigs = new TsconfigCache();
  let end = 0;
  for (const name of files) {
    const file = path.join(generatedDir, name);
    let made: PageFunction;
    try {
      made = pageFunction(file, readFileSync(file, "utf8"), tsconfigs);
    } catch {
      continue;
    }
    const bytes = Buffer.from(JSON.stringify(made));
    if (end + bytes.length > budget) break;
    encoded.push(bytes);
    index.push([name, end, end + bytes.length]);
    end += bytes.length;
  }
  const buffer = new SharedArrayBuffer(end);
  Buffer.concat(encoded, end).copy(Buffer.from(buffer));
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
