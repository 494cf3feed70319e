/** The small fixture data set, loaded and generated in memory. */
import path from "node:path";
import { loadFormatOptions } from "../../generator/format";
import { parseInputs, readFixedPaths, readInputs, type InputTexts } from "../../generator/load";
import { generate } from "../../generator/pipeline";

export const FIXTURE_ROOT = path.resolve("tests/fixtures/small");

export async function fixtureTexts(): Promise<InputTexts> {
  return (await readInputs(FIXTURE_ROOT)).texts;
}

/** Generates the fixture with some files' text changed, e.g. to break it on purpose. */
export async function generateFixture(edit: (texts: InputTexts) => void = () => {}) {
  const texts = await fixtureTexts();
  edit(texts);
  // The fixture's content links to the real site's hand-written pages.
  const fixedPaths = await readFixedPaths(path.resolve("."));
  return generate(parseInputs(texts, fixedPaths), await loadFormatOptions(path.resolve(".")));
}
