/**
 * Formatting keeps what it made before: a generated module whose stamp
 * matches its input, and whose text still matches its stamp, is not
 * formatted again; a hand edit or a new input is.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { format, loadFormatOptions } from "../../generator/format";

const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);
const FILE = {
  path: "site/generated/towns/somewhere.tsx",
  contents: "export const a = {b:1,c:[1,2,3]}\n",
};
const STAMP = /\n\/\/ Formatted from input ([0-9a-f]{16}) to output ([0-9a-f]{16});[^\n]*\n$/;

/** Splits a stamped file into its body and stamp. */
function parts(contents: string) {
  const stamp = STAMP.exec(contents)!;
  return { body: contents.slice(0, stamp.index + 1), input: stamp[1]!, output: stamp[2]! };
}

describe("formatting keeps what it made before", async () => {
  const options = await loadFormatOptions(path.resolve("."));
  const [first] = await format([FILE], options);

  test("a module is stamped with its input and the hash of its formatted text", () => {
    const { body, output } = parts(first!.contents);
    expect(body).toBe("export const a = { b: 1, c: [1, 2, 3] };\n");
    expect(output).toBe(hash(body));
  });

  test("the same input with a matching file on disk is kept, not formatted again", async () => {
    // A body prettier would never write, stamped consistently: kept only if nothing reformats it.
    const { input } = parts(first!.contents);
    const body = "export const a = {   b: 1, c: [1, 2, 3] };\n";
    const onDisk = `${body}// Formatted from input ${input} to output ${hash(body)}; both hashes are checked before reuse.\n`;
    const [again] = await format([FILE], options, new Map([[FILE.path, onDisk]]));
    expect(again!.contents).toBe(onDisk);
  });

  test("a hand-edited file on disk fails its hash and is made again", async () => {
    const edited = first!.contents.replace("b: 1", "b: 2");
    const [again] = await format([FILE], options, new Map([[FILE.path, edited]]));
    expect(again!.contents).toBe(first!.contents);
  });

  test("a changed input is formatted again, whatever is on disk", async () => {
    const changed = { ...FILE, contents: "export const a = {b:2}\n" };
    const [again] = await format([changed], options, new Map([[FILE.path, first!.contents]]));
    expect(parts(again!.contents).body).toBe("export const a = { b: 2 };\n");
  });

  test("JSON files carry no stamp (JSON has no comments)", async () => {
    const [json] = await format(
      [{ path: "data/schema/x.schema.json", contents: '{"a":1}' }],
      options,
    );
    expect(json!.contents).toBe('{ "a": 1 }\n');
  });
});
