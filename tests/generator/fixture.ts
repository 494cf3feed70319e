/** The small fixture data set, loaded and generated in memory. */
import { cp, mkdir, readdir, stat, symlink } from "node:fs/promises";
import path from "node:path";
import { vi } from "vitest";
import { loadFormatOptions } from "../../generator/format";
import {
  parseInputs,
  readFixedPaths,
  readInputs,
  readPagePaths,
  type InputTexts,
} from "../../generator/load/load";
import type { PhotoProbe } from "../../generator/load/photo-probe";
import { generate } from "../../generator/pipeline";

export const FIXTURE_ROOT = path.resolve("tests/fixtures/small");

export async function fixtureTexts(): Promise<InputTexts> {
  return (await readInputs(FIXTURE_ROOT)).texts;
}

/**
 * Generates the fixture with some files' text changed, e.g. to break it on
 * purpose, and with `photoFiles` as the images found in data/photos/.
 */
export async function generateFixture(
  edit: (texts: InputTexts) => void = () => {},
  photoFiles: PhotoProbe[] = [],
) {
  const texts = await fixtureTexts();
  edit(texts);
  // The fixture's content links to the real site's fixed pages: hand-written, and prose
  // pages (data/pages) the fixture does not have itself.
  const own = new Set(await readPagePaths(FIXTURE_ROOT));
  const fixedPaths = [
    ...(await readFixedPaths(path.resolve("."))),
    ...(await readPagePaths(path.resolve("."))).filter((page) => !own.has(page)),
  ];
  return generate(
    parseInputs(texts, fixedPaths, [], photoFiles),
    await loadFormatOptions(path.resolve(".")),
  );
}

/**
 * The fixture as a project of its own in `root`, for `npm run generate` (the
 * CLI's `main`) to run in: its data, the formatting settings, and the real
 * hand-written pages, which editorial content links to.
 */
export async function copyFixtureProject(root: string): Promise<void> {
  await cp(FIXTURE_ROOT, root, { recursive: true });
  await cp(".prettierrc.json", path.join(root, ".prettierrc.json"));
  await mkdir(path.join(root, "site"));
  await symlink(path.resolve("site/pages"), path.join(root, "site/pages"));
}

/** What the CLI prints, one entry per console.log or console.error call; undone by vi.restoreAllMocks. */
export function captureConsole(output: string[]): void {
  const capture = (...args: unknown[]) => void output.push(args.join(" "));
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
