/**
 * The emitted pages of the fixture data set, compared byte for byte with
 * tests/golden/ (kept as `.golden` text: the same emitter's real pages in
 * site/generated/ are what `npm run typecheck` checks).
 * After an intended change: `npm run test:update-golden`, then review the diff.
 */
import { CATALOGUE_PARTS } from "../../model/catalogue";
import { describe, expect, test } from "vitest";
import { generateFixture } from "./fixture";

const generated = await generateFixture();
const pages = generated.files.filter((file) => file.path.startsWith("site/generated/"));

describe("golden pages of the fixture", () => {
  test("every place has a town, Starlink and Ajax page, each entry, article, postcode and prose page its own, plus business, manifest, family routes, catalogue, photo, coverage and chat modules", () => {
    // 10 places × 3, 8 family indexes, 10 entries, 2 articles, 2 postcode pages, 1 prose page;
    // 5 modules, the catalogue's parts and the 5 families' routes.
    expect(pages.length).toBe(10 * 3 + 8 + 10 + 2 + 2 + 1 + 5 + CATALOGUE_PARTS.length + 5);
  });
  test.each(pages.map((file) => [file.path, file] as const))("%s", async (_path, file) => {
    await expect(file.contents).toMatchFileSnapshot(`../golden/${file.path}.golden`);
  });
});

describe("determinism", () => {
  test("a second run in the same process gives the same bytes", async () => {
    const again = await generateFixture();
    expect(again.files).toEqual(generated.files);
  });
  test("no timestamps or absolute paths in the output", () => {
    for (const file of generated.files) {
      expect(file.contents).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:/);
      expect(file.contents).not.toContain(process.cwd());
    }
  });
});
