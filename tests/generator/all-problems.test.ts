/**
 * The owner fixes bad data in one round: with a problem for every stage, one
 * run reports them all, each under the stage that found it and by its name in
 * the catalogue, and writes nothing. A stage that cannot run says why.
 */
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { main } from "../../generator/cli";
import { DataError, PROBLEM_CODES } from "../../generator/errors";
import { Stages, STAGES } from "../../generator/stages";
import {
  breakProject,
  breakTexts,
  LOAD_PROBLEM,
  ONE_PROBLEM_PER_STAGE,
  type Breakage,
} from "../../scripts/lib/fixture-project";
import { captureConsole, copyFixtureProject, generateFixture } from "./fixture";

let scratch: string;
const output: string[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "all-problems-"));
  captureConsole(output);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await rm(scratch, { recursive: true, force: true });
});

/** The CLI on a fresh copy of the fixture with `breakages`: its exit code and lines. */
async function runBroken(name: string, breakages: readonly Breakage[]) {
  const root = path.join(scratch, name);
  await copyFixtureProject(root);
  await breakProject(root, breakages);
  output.length = 0;
  const code = await main(["--root", root, "--quiet"]);
  return { root, code, lines: [...output] };
}

/** Each stage's heading line and the codes of the problems listed under it. */
function byStage(lines: string[]): Map<string, { heading: string; codes: string[] }> {
  const stages = new Map<string, { heading: string; codes: string[] }>();
  let current: { heading: string; codes: string[] } | undefined;
  for (const line of lines) {
    const heading = /^(\w+): (.*)$/.exec(line);
    if (heading && (STAGES as readonly string[]).includes(heading[1]!)) {
      current = { heading: heading[2]!, codes: [] };
      stages.set(heading[1]!, current);
    }
    const code = /^ {2}\[([a-z-]+)\] /.exec(line);
    if (code) current?.codes.push(code[1]!);
  }
  return stages;
}

const codesOf = (breakages: readonly Breakage[], stage: string) =>
  breakages.filter((breakage) => breakage.stage === stage).map((breakage) => breakage.code);

describe("one problem in every stage", () => {
  test("the pipeline reports every one of them in one DataError", async () => {
    const error = await generateFixture((texts) => breakTexts(texts, ONE_PROBLEM_PER_STAGE)).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DataError);
    const codes = (error as DataError).problems.map((problem) => problem.code);
    expect(codes.sort()).toEqual(ONE_PROBLEM_PER_STAGE.map((breakage) => breakage.code).sort());
  });

  test("the CLI lists each under its stage by name, says emit, format and write did not run, and writes nothing", async () => {
    const { root, code, lines } = await runBroken("every-stage", ONE_PROBLEM_PER_STAGE);
    expect(code).toBe(1);
    const stages = byStage(lines);
    expect([...stages.keys()]).toEqual([...STAGES]);
    for (const stage of ["load", "validate", "resolve", "compose"]) {
      const want = codesOf(ONE_PROBLEM_PER_STAGE, stage);
      expect(stages.get(stage)!.codes.sort(), stage).toEqual(want.sort());
    }
    for (const stage of ["emit", "format", "write"])
      expect(stages.get(stage)!.heading).toBe(
        "not run: nothing is written while there are 4 problems",
      );
    expect(lines.at(-1)).toBe(
      "generate: 4 problems in data/ or templates/ (validate 2, resolve 1, compose 1); nothing was written.",
    );
    await expect(stat(path.join(root, "site/generated"))).rejects.toThrow();
  });

  test("a file that cannot be read stops the run at load, and every later stage says so", async () => {
    const { root, code, lines } = await runBroken("load", [LOAD_PROBLEM]);
    expect(code).toBe(1);
    const stages = byStage(lines);
    expect(stages.get("load")!.codes).toEqual(["yaml-syntax"]);
    for (const stage of STAGES.slice(1))
      expect(stages.get(stage)!.heading).toBe("not run: load found 1 problem");
    await expect(stat(path.join(root, "site/generated"))).rejects.toThrow();
  });
});

describe("Stages", () => {
  const problem = { code: "missing-file", file: "data/x.yaml", field: "", message: "m" } as const;

  test("a stage that fails on data an earlier stage faulted has stopped part way, and the next is not run", async () => {
    const stages = new Stages();
    const data = await stages.run("validate", {}, (input, found) => {
      found.push(problem);
      return input;
    });
    await stages.run("resolve", data, () => {
      throw new TypeError("reading a place that validate rejected");
    });
    await stages.run("compose", undefined, () => 1);
    expect(stages.reports.map(({ stage, skipped }) => [stage, skipped])).toEqual([
      ["validate", undefined],
      ["resolve", "validate found 1 problem"],
      ["compose", "validate found 1 problem"],
    ]);
    expect(stages.reports[1]!.stoppedBy).toBeInstanceOf(TypeError);
  });

  test("a failure on clean data is the generator's bug, not the owner's: it is thrown", async () => {
    const stages = new Stages();
    await expect(
      stages.run("resolve", {}, () => {
        throw new TypeError("a bug");
      }),
    ).rejects.toThrow("a bug");
  });
});

test("every problem has a name of its own in the catalogue", () => {
  expect(new Set(PROBLEM_CODES).size).toBe(PROBLEM_CODES.length);
  for (const code of PROBLEM_CODES) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
});
