/**
 * A file whose text the last clean run checked, with the same generator, is
 * not checked again for what its own text alone decides (placeholders,
 * typed claims); any other file is.
 */
import { describe, expect, test } from "vitest";
import type { Problem } from "../../generator/errors";
import { unchangedInputs, type MadeFrom } from "../../generator/made-from";
import { checkPlaceholders } from "../../generator/validate/check";

const RECORD: MadeFrom = {
  generator: "v1",
  inputs: { "data/content/guides.yaml": "aaa", "data/locations.yaml": "bbb" },
  files: {},
};

describe("unchanged inputs", () => {
  test("the files whose hash the record has, with the record's generator", () => {
    const now = { "data/content/guides.yaml": "aaa", "data/locations.yaml": "ccc" };
    expect([...unchangedInputs(RECORD, "v1", now)]).toEqual(["data/content/guides.yaml"]);
    expect(unchangedInputs(RECORD, "v2", now).size).toBe(0);
    expect(unchangedInputs(undefined, "v1", now).size).toBe(0);
  });

  test("an unknown placeholder is found in a changed file, not looked for in an unchanged one", () => {
    const check = (unchanged: boolean) => {
      const found: Problem[] = [];
      const doc = { file: "data/content/guides.yaml", lineOf: () => 3, unchanged };
      checkPlaceholders(doc, { intro: "Call {{telephone}}" }, [], found, ["phone"]);
      return found.map((problem) => `${problem.file}:${problem.line} ${problem.field}`);
    };
    expect(check(false)).toEqual(["data/content/guides.yaml:3 intro"]);
    expect(check(true)).toEqual([]);
  });
});
