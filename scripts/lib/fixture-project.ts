/**
 * The small fixture data set (tests/fixtures/small) as a project of its own,
 * and the same data broken on purpose: one problem for each stage that can
 * find one, so a single run shows every stage reporting (the all-problems
 * test and `npm run demo:problems` share it).
 */
import { cp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ProblemCode } from "../../generator/errors";
import type { StageName } from "../../generator/stages";

export const FIXTURE_ROOT = path.resolve("tests/fixtures/small");

/**
 * The fixture in `root`, for `npm run generate` (the CLI's `main`) to run in:
 * its data, its own fixed pages and the formatting settings.
 */
export async function copyFixtureProject(root: string): Promise<void> {
  await cp(FIXTURE_ROOT, root, { recursive: true });
  await cp(".prettierrc.json", path.join(root, ".prettierrc.json"));
}

/** One edit to one file of the fixture, and the problem it must cause. */
export interface Breakage {
  stage: StageName;
  code: ProblemCode;
  file: string;
  from: string;
  to: string;
}

/** A problem for each stage after load; the data stays whole enough for every stage to run. */
export const ONE_PROBLEM_PER_STAGE: readonly Breakage[] = [
  // A photo entry without its alt text: a schema error, so that entry alone is left out.
  {
    stage: "validate",
    code: "missing-field",
    file: "data/photos/photos.yaml",
    from: "[]",
    to: "- file: van.jpg\n  date: 2026-01-05",
  },
  // A reference from one file to another that is not there.
  {
    stage: "validate",
    code: "unknown-transmitter",
    file: "data/locations.yaml",
    from: "transmitter: oxford",
    to: "transmitter: oxfrod",
  },
  // A postcode page at the address of a fixed page.
  {
    stage: "resolve",
    code: "path-taken",
    file: "data/postcodes.yaml",
    from: "path: /ox7",
    to: "path: /pricing",
  },
  // A link to a page the site does not have.
  {
    stage: "compose",
    code: "broken-link",
    file: "data/content/guides.yaml",
    from: "(/pricing)",
    to: "(/prices)",
  },
];

/** A file that cannot be read as YAML: no later stage can run. */
export const LOAD_PROBLEM: Breakage = {
  stage: "load",
  code: "yaml-syntax",
  file: "data/reviews.yaml",
  from: "reviews: []",
  to: "reviews: [",
};

/** `texts` (project-relative path → text) with each breakage's first `from` replaced. */
export function breakTexts(
  texts: Record<string, string | undefined>,
  breakages: readonly Breakage[],
): void {
  for (const { file, from, to } of breakages) {
    const before = texts[file];
    if (before === undefined || !before.includes(from))
      throw new Error(`fixture breakage: ${JSON.stringify(from)} not found in ${file}`);
    texts[file] = before.replace(from, to);
  }
}

/** The same breakages applied to the files of a fixture project in `root`. */
export async function breakProject(root: string, breakages: readonly Breakage[]): Promise<void> {
  const files = [...new Set(breakages.map((breakage) => breakage.file))];
  const texts = Object.fromEntries(
    await Promise.all(
      files.map(async (file) => [file, await readFile(path.join(root, file), "utf8")] as const),
    ),
  );
  breakTexts(texts, breakages);
  await Promise.all(files.map((file) => writeFile(path.join(root, file), texts[file]!)));
}
