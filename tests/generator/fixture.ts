/** The small fixture data set, loaded and generated in memory. */
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { vi } from "vitest";
import { loadFormatOptions } from "../../generator/load/format-options";
import {
  isoToday,
  parseInputs,
  readFixedPaths,
  readInputs,
  type InputTexts,
} from "../../generator/load/load";
import type { PhotoProbe } from "../../generator/load/photo-probe";
import { generate, type GeneratedFiles, type GenerateOptions } from "../../generator/pipeline";
import { STAGES, type StageName } from "../../generator/stages";
import { copyFixtureProject, FIXTURE_ROOT } from "../../scripts/lib/fixture-project";
import { plural } from "../../model/text";

export { copyFixtureProject, FIXTURE_ROOT };

export async function fixtureTexts(): Promise<InputTexts> {
  return (await readInputs(FIXTURE_ROOT)).texts;
}

/**
 * Generates the fixture with some files' text changed, e.g. to break it on
 * purpose, with `photoFiles` as the images found in data/photos/ and
 * `publicNames` as the top of site/public (the fixture has none).
 */
export async function generateFixture(
  edit: (texts: InputTexts) => void = () => {},
  photoFiles: PhotoProbe[] = [],
  publicNames: string[] = [],
  options: GenerateOptions = {},
) {
  const texts = await fixtureTexts();
  edit(texts);
  // The fixture's own fixed pages (tests/fixtures/small/site/pages).
  const fixedPaths = await readFixedPaths(FIXTURE_ROOT);
  return generate(
    parseInputs(texts, fixedPaths, [], photoFiles, isoToday(), publicNames),
    await loadFormatOptions(path.resolve(".")),
    options,
  );
}

/** An edit of the fixture's input texts, in place. */
export type Edit = (texts: InputTexts) => void;

/** Replaces the first `from` with `to` in one input file; the fixture must hold `from`. */
export const replaceIn =
  (file: string, from: string | RegExp, to: string): Edit =>
  (texts) => {
    const text = texts[file]!;
    const edited = text.replace(from, to);
    if (edited === text) throw new Error(`${file} has no ${String(from)}`);
    texts[file] = edited;
  };

/** A run's files by path, as the next run finds them on disk. */
export const filesOf = (generated: GeneratedFiles): Map<string, string> =>
  new Map(generated.files.map((file) => [file.path, file.contents]));

/**
 * The fixture with `edit` generated both ways: incrementally, from `base`'s
 * files and record, and making everything; a correct record makes them equal.
 */
export async function bothWays(base: GeneratedFiles, edit: Edit, version = "v1") {
  const [incremental, full] = await Promise.all([
    generateFixture(edit, [], [], { version, previous: filesOf(base), record: base.record }),
    generateFixture(edit, [], [], { version }),
  ]);
  return { incremental, full };
}

/**
 * The CLI's report when only `stage` found `problems` (the lines of each): every
 * stage named in order, then the summary line. Later stages are not run, or with
 * `goesOn` (the rest of the data was whole) resolve and compose run and find nothing.
 */
export function reportLines(
  stage: StageName,
  problems: string[][],
  { goesOn = false } = {},
): string[] {
  const at = STAGES.indexOf(stage);
  const n = problems.length;
  const count = plural(n, "problem");
  const reason = goesOn
    ? `nothing is written while there ${n === 1 ? "is 1 problem" : `are ${count}`}`
    : `${stage} found ${count}`;
  const later = (name: StageName) =>
    goesOn && STAGES.indexOf(name) < STAGES.indexOf("emit")
      ? `${name}: no problems`
      : `${name}: not run: ${reason}`;
  return [
    ...STAGES.slice(0, at).map((earlier) => `${earlier}: no problems`),
    `${stage}: ${count}`,
    ...problems.flat().map((line) => `  ${line}`),
    ...STAGES.slice(at + 1).map(later),
    `generate: ${count} in data/ or templates/ (${stage} ${problems.length}); nothing was written.`,
  ];
}

/** What the CLI prints, one entry per line; undone by vi.restoreAllMocks. */
export function captureConsole(output: string[]): void {
  const capture = (...args: unknown[]) => void output.push(...args.join(" ").split("\n"));
  vi.spyOn(console, "log").mockImplementation(capture);
  vi.spyOn(console, "error").mockImplementation(capture);
}

/** Every file under `dir` with its modification time: equal snapshots mean nothing was touched. */
export async function snapshotTree(dir: string): Promise<Map<string, number>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  return new Map(
    await Promise.all(files.map(async (file) => [file, (await stat(file)).mtimeMs] as const)),
  );
}
