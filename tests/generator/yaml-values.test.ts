/**
 * The load stage reads most documents with js-yaml (the quicker) and the rest
 * with the YAML library: a document either reads must give the same value, and
 * its problems' lines must still be found.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { parseInputs, readInputs } from "../../generator/load/load";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("YAML values", () => {
  test("every YAML file of the project reads as the YAML library reads it", async () => {
    const { texts } = await readInputs(ROOT);
    const input = parseInputs(texts);
    const docs = [
      input.locations,
      input.business,
      input.options,
      input.transmitters,
      input.postcodes,
      input.outcodes,
      input.reviews,
      input.photos,
      ...Object.values(input.templates),
      ...Object.values(input.content),
    ];
    const files = await fg(["data/**/*.yaml", "templates/*.yaml"], { cwd: ROOT });
    expect(docs.map((doc) => doc.file).sort()).toEqual(files.sort());
    for (const doc of docs) {
      expect(doc.value, doc.file).toEqual(parse(await readFile(path.join(ROOT, doc.file), "utf8")));
    }
  });

  test("a document of comments alone, as a front matter may be, is null", () => {
    const front = "# Nothing here but a note.\n  # And another.\n";
    const { towns } = parseInputs({ "data/towns/oxford.md": `---\n${front}---\n# Oxford\n` });
    expect(towns[0]!.frontMatter.value).toBeNull();
    expect(parse(front)).toBeNull();
  });

  test("a document with an alias is read, the alias standing for its anchor", () => {
    const { reviews } = parseInputs({
      "data/reviews.yaml": "shared: &who\n  name: A. Owner\nreviews:\n  - author: *who\n",
    });
    expect(reviews.value).toEqual({
      shared: { name: "A. Owner" },
      reviews: [{ author: { name: "A. Owner" } }],
    });
  });

  test("a value's line is found in a document read either way", () => {
    const quick = parseInputs({ "data/reviews.yaml": "# note\nreviews:\n  - author: x\n" }).reviews;
    expect(quick.lineOf(["reviews", 0, "author"])).toBe(3);
    const aliased = parseInputs({
      "data/reviews.yaml": "a: &x 1\n\nreviews:\n  - author: *x\n",
    }).reviews;
    expect(aliased.lineOf(["reviews", 0, "author"])).toBe(4);
  });
});
