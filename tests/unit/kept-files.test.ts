import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { keptFiles, type Made } from "../../build/kept-files";

let dir: string;
let record: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "kept-files-"));
  record = path.join(dir, ".cache/record.json");
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** One build's group "lookup" of `inputs`: what it says, and how often it was made. */
async function build(inputs: string[], text: string) {
  const kept = await keptFiles(dir, record);
  let made = 0;
  const make = (): Made => {
    made += 1;
    return { files: new Map([["lookup.json", text]]), facts: { places: text.length } };
  };
  const facts = await kept.group("lookup", inputs, make);
  await kept.save();
  return { facts, made, kept: kept.kept, written: kept.written };
}

const onDisk = () => readFile(path.join(dir, "lookup.json"), "utf8");

describe("keptFiles", () => {
  test("a group whose inputs are as they were is neither made nor written again", async () => {
    expect(await build(["site", "manifest 1"], "one")).toEqual({
      facts: { places: 3 },
      made: 1,
      kept: 0,
      written: 1,
    });
    expect(await build(["site", "manifest 1"], "other")).toEqual({
      facts: { places: 3 },
      made: 0,
      kept: 1,
      written: 0,
    });
    expect(await onDisk()).toBe("one");
  });

  test("a changed input makes the group again: the last build's file is not kept stale", async () => {
    await build(["site", "manifest 1"], "one");
    expect((await build(["site", "manifest 2"], "two")).made).toBe(1);
    expect(await onDisk()).toBe("two");
    // Inputs that only run together differently are not the same inputs.
    expect((await build(["sitemanifest 2"], "three")).made).toBe(1);
    expect(await onDisk()).toBe("three");
  });

  test("a file changed or gone since its build is made again", async () => {
    await build(["site"], "one");
    await writeFile(path.join(dir, "lookup.json"), "edited");
    expect((await build(["site"], "one")).made).toBe(1);
    expect(await onDisk()).toBe("one");
    await rm(path.join(dir, "lookup.json"));
    expect((await build(["site"], "one")).made).toBe(1);
    expect(await onDisk()).toBe("one");
  });

  test("with no record, or a group it does not hold, every group is made", async () => {
    await build(["site"], "one");
    await rm(record);
    expect((await build(["site"], "one")).made).toBe(1);
    const kept = await keptFiles(dir, record);
    let made = 0;
    await kept.group("other", ["site"], () => {
      made += 1;
      return { files: new Map([["other.txt", "x"]]), facts: {} };
    });
    expect(made).toBe(1);
  });
});
