/**
 * `npm run bench -- --scale N[,M…]`: for each N, a scratch copy of the
 * project with N times its places (bench/scaled-places.ts), and in it two
 * measurements, each its time, CPU time and peak memory, or how it failed:
 * - the generator making every file (`npm run generate` with site/generated
 *   removed), as after an edit every page reads (business.yaml, a template);
 * - the cold build, with the generated files then up to date, as a clone of
 *   the project has them committed. So every scale's build does the same work
 *   per page: at 1x the committed files are up to date, and a 10x build that
 *   made its 13,000 files as well would not be comparable with it.
 * Beside them Astro 5 on 1,200 and 12,000 synthetic pages. Prints a Markdown
 * document.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { benchAstro, type AstroFigures } from "./astro-reference";
import {
  measure,
  median,
  medianCpu,
  mostOthers,
  progress,
  repeat,
  undisturbed,
  type Measured,
  type Repeated,
} from "./measure";
import { BUILD_LEFTOVERS, scratchCopy } from "./project-copy";
import { scaledPlaces } from "./scaled-places";

export interface ScaleFigures {
  factor: number;
  places: number;
  /** The build's own count, from its summary line. */
  pages: number | undefined;
  seconds: number | undefined;
  cpuSeconds: number | undefined;
  peakMb: number | undefined;
  othersCores: number | undefined;
  /** The build's last line when it failed. */
  failure: string | undefined;
  /** The generator making every file, before the builds; its count of files written. */
  generate: Repeated & { files: number | undefined };
}

const SUMMARY = /^build: (\d+) pages, .*, peak memory (\d+) MB$/m;
const GENERATED = /^generate: \d+ pages, (\d+) written/m;
/** Astro's page counts: the site's size now and ten times it. */
export const ASTRO_PAGES = [1200, 12000] as const;

/** The cold build of `project` with `factor` times its places, `runs` times. */
async function benchFactor(project: string, factor: number, runs: number): Promise<ScaleFigures> {
  const scratch = await scratchCopy(project);
  try {
    const locations = path.join(scratch, "data/locations.yaml");
    const grown = scaledPlaces(await readFile(locations, "utf8"), factor);
    await writeFile(locations, grown);
    const places = grown.match(/^- name:/gm)?.length ?? 0;
    const made = await repeat(
      `generate every file at ${factor}x`,
      runs,
      () => rm(path.join(scratch, "site/generated"), { recursive: true, force: true }),
      () => measure(scratch, ["npm", "run", "-s", "generate", "--", "--quiet"]),
    );
    const written = GENERATED.exec(made.runs.at(-1)!.stdout)?.[1];
    const generate = { ...made, files: written === undefined ? undefined : Number(written) };
    const clean = async () => {
      for (const leftover of BUILD_LEFTOVERS) {
        await rm(path.join(scratch, leftover), { recursive: true, force: true });
      }
    };
    const results: Measured[] = [];
    for (let i = 1; i <= runs; i++) {
      let failure: string | undefined;
      const run = await undisturbed(
        `build at ${factor}x`,
        clean,
        () => {
          try {
            return measure(scratch, ["npm", "run", "-s", "build"]);
          } catch (error) {
            failure = String(error)
              .split("\n")
              .filter((line) => line.trim() !== "")
              .find((line) => /heap|memory|error/i.test(line));
            return undefined;
          }
        },
        (result) => result?.othersCores,
      );
      if (!run) {
        progress(`build at ${factor}x (${places} places) failed: ${failure ?? "no message"}`);
        return {
          factor,
          places,
          pages: undefined,
          seconds: undefined,
          cpuSeconds: undefined,
          peakMb: undefined,
          othersCores: undefined,
          failure: failure ?? "failed",
          generate,
        };
      }
      progress(
        `build at ${factor}x ${i}/${runs}: ${run.seconds.toFixed(2)} s, peak ${run.peakMb?.toFixed(0) ?? "n/a"} MB`,
      );
      results.push(run);
    }
    const pages = SUMMARY.exec(results.at(-1)!.stdout)?.[1];
    // GNU time reports the largest process; while a child phase (the generator,
    // the bundler) runs, the build's own process waits beside it, which the
    // build's own figure adds: the larger of the two.
    const peaks = results.map((run) =>
      Math.max(run.peakMb ?? NaN, Number(SUMMARY.exec(run.stdout)?.[2] ?? 0)),
    );
    return {
      factor,
      places,
      pages: pages === undefined ? undefined : Number(pages),
      seconds: median(results.map((run) => run.seconds)),
      cpuSeconds: medianCpu(results),
      peakMb: peaks.some(Number.isNaN) ? undefined : median(peaks),
      othersCores: mostOthers(results),
      failure: undefined,
      generate,
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

const fixed = (value: number | undefined, digits = 1) =>
  value === undefined ? "n/a" : value.toFixed(digits);

/**
 * A row's time cells for `count` pages or files: wall and CPU seconds, then
 * the wall rate (pages a second, or ms a file) and the CPU ms for each.
 */
function timing(
  count: number | undefined,
  seconds: number | undefined,
  cpuSeconds: number | undefined,
  rate: "per second" | "ms each",
): string[] {
  const digits = rate === "ms each" ? 2 : 1;
  const wall =
    count && seconds
      ? rate === "per second"
        ? count / seconds
        : (1000 * seconds) / count
      : undefined;
  return [
    fixed(seconds, 2),
    fixed(cpuSeconds, 2),
    fixed(wall, digits),
    fixed(count && cpuSeconds ? (1000 * cpuSeconds) / count : undefined, digits),
  ];
}

/** The scale series as Markdown. */
export function scaleReport(
  series: readonly ScaleFigures[],
  astro: readonly AstroFigures[],
): string {
  const row = (cells: string[]) => `| ${cells.join(" | ")} |`;
  /** A table's heading row and its rule, as wide as the heading. */
  const head = (cells: string[]) => [row(cells), row(cells.map(() => "---"))];
  const lines = [
    "## Build at scale",
    "",
    "Cold `npm run build` of a scratch copy with N times the places (each copied with a new name, moved 100-600 m, seeded), its generated files first brought up to date, as a clone has them committed; CPU time is less moved by others' work than wall time.",
    "",
    ...head([
      "scale",
      "places",
      "pages",
      "wall s",
      "CPU s",
      "pages/s (wall)",
      "ms CPU/page",
      "peak MB",
      "others' cores",
    ]),
    ...series.map((figures) =>
      figures.failure !== undefined
        ? row([
            `${figures.factor}x`,
            String(figures.places),
            "n/a",
            `failed: ${figures.failure}`,
            "",
            "",
            "",
            "",
            "",
          ])
        : row([
            `${figures.factor}x`,
            String(figures.places),
            String(figures.pages ?? "n/a"),
            ...timing(figures.pages, figures.seconds, figures.cpuSeconds, "per second"),
            fixed(figures.peakMb, 0),
            fixed(figures.othersCores, 2),
          ]),
    ),
    "",
    "The generator making every file of that copy first (`npm run generate` with `site/generated` removed), as after an edit that every page reads:",
    "",
    ...head([
      "scale",
      "files",
      "wall s",
      "CPU s",
      "ms/file (wall)",
      "ms CPU/file",
      "peak MB",
      "others' cores",
    ]),
    ...series.map(({ factor, generate }) =>
      row([
        `${factor}x`,
        String(generate.files ?? "n/a"),
        ...timing(generate.files, generate.seconds, generate.cpuSeconds, "ms each"),
        fixed(generate.peakMb, 0),
        fixed(generate.othersCores, 2),
      ]),
    ),
    "",
    ...head([
      "Astro reference",
      "pages",
      "wall s",
      "CPU s",
      "pages/s (wall)",
      "ms CPU/page",
      "peak MB",
      "others' cores",
    ]),
    ...astro.map((figures) =>
      row([
        `Astro ${figures.version}`,
        String(figures.pages),
        ...timing(figures.pages, figures.seconds, figures.cpuSeconds, "per second"),
        fixed(figures.peakMb, 0),
        fixed(figures.othersCores, 2),
      ]),
    ),
    "",
  ];
  return lines.join("\n");
}

/** The raw figures of a scale run, as `--json` saves them. */
export interface ScaleRun {
  series: ScaleFigures[];
  astro: AstroFigures[];
}

/** Every factor of `factors` in turn, then Astro at ASTRO_PAGES; the figures and their report. */
export async function benchScale(
  project: string,
  factors: readonly number[],
  runs: number,
  file: string,
): Promise<{ figures: ScaleRun; report: string }> {
  const series: ScaleFigures[] = [];
  for (const factor of factors) series.push(await benchFactor(project, factor, runs));
  const astro: AstroFigures[] = [];
  for (const pages of ASTRO_PAGES) astro.push(await benchAstro(runs, pages));
  return { figures: { series, astro }, report: await scaleMarkdown({ series, astro }, file) };
}

/** The scale report, formatted for the page it may be saved in. */
export async function scaleMarkdown({ series, astro }: ScaleRun, file: string): Promise<string> {
  // Formatted as `prettier --check` expects of the file it may be saved in, its paragraphs
  // wrapped so that no line of the page runs long.
  return format(scaleReport(series, astro), {
    ...(await resolveConfig(file)),
    filepath: file,
    proseWrap: "always",
  });
}
