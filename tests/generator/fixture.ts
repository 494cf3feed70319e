/** The small fixture data set, loaded and generated in memory. */
import path from "node:path";
import { loadFormatOptions } from "../../generator/format";
import { parseInputs, readFixedPaths, readInputs, type InputTexts } from "../../generator/load";
import type { PhotoProbe } from "../../generator/photo-probe";
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
  // The fixture's content links to the real site's hand-written pages.
  const fixedPaths = await readFixedPaths(path.resolve("."));
  return generate(
    parseInputs(texts, fixedPaths, [], photoFiles),
    await loadFormatOptions(path.resolve(".")),
  );
}
