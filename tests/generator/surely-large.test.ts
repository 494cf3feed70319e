/**
 * The printer is not started for a run sure to make more files than it takes:
 * one with no record of this generator's, which makes a page of each kind for
 * each place. A run with this generator's record may make few, and gets one.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { main } from "../../generator/cli";
import { loadStage } from "../../generator/load/stage";
import { surelyLarge } from "../../generator/printer";
import { Stages } from "../../generator/stages";
import { PLACE_KINDS } from "../../model/place-kinds";
import { captureConsole, copyFixtureProject } from "./fixture";

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "surely-large-"));
  await copyFixtureProject(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function loaded() {
  const { loaded } = await loadStage(new Stages(), root);
  if (!loaded || "upToDate" in loaded) throw new Error("the fixture loads, with work to do");
  return loaded;
}

describe("a run sure to be large", () => {
  test("with no record, by its places times the kinds; with this generator's record, never", async () => {
    const first = await loaded();
    expect(first.record).toBeUndefined();
    expect(surelyLarge(first, PLACE_KINDS.length)).toBe(false);
    // The fixture's places, each with as many pages as a few hundred kinds would give.
    expect(surelyLarge(first, 400)).toBe(true);

    const output: string[] = [];
    captureConsole(output);
    expect(await main(["--root", root, "--quiet"]), output.join("\n")).toBe(0);
    // A change to one file, so that the run has work, with a record of this generator's.
    const business = path.join(root, "data/business.yaml");
    await writeFile(business, `${await readFile(business, "utf8")}\n`);
    const next = await loaded();
    expect(next.record?.generator).toBe(next.version);
    expect(surelyLarge(next, 400)).toBe(false);
  });
});
