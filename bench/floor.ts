/**
 * The renderToString floor: the 1,200 synthetic pages (bench/synthetic/)
 * rendered by a bare react-dom/server loop in one Node process, nothing
 * bundled and nothing written. No build of the same pages can be faster, so
 * a build's time per page over this one says what its overhead costs.
 * The runner starts this file as its own process (`benchFloor`), so the
 * figure includes a cold start, as a build has; run directly it prints one
 * JSON line.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { busyNote, measure, median, medianCpu, mostOthers, progress, undisturbed } from "./measure";
import { PageDocument } from "./synthetic/components";
import { syntheticPages } from "./synthetic/pages";

export interface FloorFigures {
  pages: number;
  /** Median over the runs of the loop's own time, inside the process. */
  loopSeconds: number;
  /** Median over the runs of the whole process: starting Node and loading modules too. */
  wallSeconds: number;
  peakMb: number | undefined;
  averageHtmlBytes: number;
  cpuSeconds: number | undefined;
  othersCores: number | undefined;
}

interface LoopResult {
  pages: number;
  seconds: number;
  bytes: number;
}

function renderAll(): LoopResult {
  const pages = syntheticPages();
  const started = performance.now();
  let bytes = 0;
  for (const page of pages) {
    bytes += `<!DOCTYPE html>${renderToString(createElement(PageDocument, { page }))}`.length;
  }
  return { pages: pages.length, seconds: (performance.now() - started) / 1000, bytes };
}

const SELF = fileURLToPath(import.meta.url);

export async function benchFloor(runs: number): Promise<FloorFigures> {
  const tsx = path.resolve(path.dirname(SELF), "../node_modules/.bin/tsx");
  const results = [];
  for (let i = 0; i < runs; i++) {
    const run = await undisturbed(
      "renderToString floor",
      async () => {},
      () => measure(path.dirname(SELF), [tsx, SELF]),
      (result) => result.othersCores,
    );
    const loop = JSON.parse(run.stdout) as LoopResult;
    progress(
      `renderToString floor ${i + 1}/${runs}: loop ${loop.seconds.toFixed(2)} s, process ${run.seconds.toFixed(2)} s (${busyNote(run)})`,
    );
    results.push({ run, loop });
  }
  const peaks = results.map(({ run }) => run.peakMb);
  const last = results.at(-1)!.loop;
  return {
    pages: last.pages,
    loopSeconds: median(results.map(({ loop }) => loop.seconds)),
    wallSeconds: median(results.map(({ run }) => run.seconds)),
    peakMb: peaks.every((peak): peak is number => peak !== undefined) ? median(peaks) : undefined,
    averageHtmlBytes: last.bytes / last.pages,
    cpuSeconds: medianCpu(results.map(({ run }) => run)),
    othersCores: mostOthers(results.map(({ run }) => run)),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(`${JSON.stringify(renderAll())}\n`);
}
