/**
 * The owner's command on a copy of the fixture: writes only what changed,
 * removes what no page needs, --check reports without writing, and invalid
 * data writes nothing.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { main } from "../../generator/cli";
import { STAGES } from "../../generator/stages";
import { captureConsole, copyFixtureProject, reportLines, snapshotTree } from "./fixture";

let root: string;
const output: string[] = [];

async function run(...args: string[]): Promise<{ code: number; lines: string[] }> {
  output.length = 0;
  const code = await main(["--root", root, ...args]);
  return { code, lines: [...output] };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "generate-cli-"));
  await copyFixtureProject(root);
  captureConsole(output);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await rm(root, { recursive: true, force: true });
});

describe("npm run generate", () => {
  let first: string[];
  test("a first run writes every file, and the record of what made them, and says so in one summary line", async () => {
    const { code, lines } = await run();
    first = lines;
    expect(code).toBe(0);
    expect(lines.at(-1)).toMatch(
      /^generate: 53 pages, 90 written, 0 unchanged, 0 removed in \d+\.\d\d s \(89 made\)$/,
    );
  });

  test("logs one line per shared name", () => {
    expect(first.filter((line) => line.startsWith("slug "))).toEqual([
      'slug "broadwell": Broadwell (Gloucestershire, GL56) keeps it; Broadwell (Oxfordshire, GL7) at /broadwell-oxfordshire',
      'slug "milton": Milton (Oxfordshire, OX14) keeps it; Milton (Oxfordshire, OX15) at /milton-oxfordshire-ox15',
    ]);
  });

  test("a second run makes nothing, writes nothing and touches no file", async () => {
    const before = await snapshotTree(path.join(root, "site"));
    const { code, lines } = await run("--quiet", "--verbose");
    expect(code).toBe(0);
    // Only load ran: the record showed the same generator, inputs and files.
    expect(lines.slice(0, STAGES.length)).toEqual([
      expect.stringMatching(/^ {2}load +\d+ ms$/),
      ...STAGES.slice(1).map(
        (stage) => `  ${stage.padEnd(10)} not run: nothing changed since the last run`,
      ),
    ]);
    expect(lines.at(-1)).toMatch(
      /^generate: 53 pages, 0 written, 90 unchanged, 0 removed in \d+\.\d\d s \(nothing changed since the last run\)$/,
    );
    expect(await snapshotTree(path.join(root, "site"))).toEqual(before);
  });

  test("a hand-edited generated file is made again, and only it; --verbose names each stage with its time", async () => {
    const file = path.join(root, "site/generated/towns/carterton.tsx");
    const made = await readFile(file, "utf8");
    await writeFile(file, made.replace("Carterton", "Carterville"));
    expect((await run("--check", "--quiet")).lines).toEqual([
      "changed: site/generated/towns/carterton.tsx",
      "generate --check: 1 generated file is stale; run `npm run generate`",
    ]);
    const { code, lines } = await run("--quiet", "--verbose");
    expect(code).toBe(0);
    const stages = lines.flatMap((line) => /^ {2}(\S.*?)\s+\d+ ms$/.exec(line)?.[1] ?? []);
    // Named after their folders in generator/, in the order of STAGES.
    expect(stages).toEqual([...STAGES]);
    expect(lines).toContain("  made site/generated/towns/carterton.tsx");
    expect(lines.filter((line) => line.startsWith("  made "))).toHaveLength(1);
    expect(lines.at(-1)).toMatch(
      /^generate: 53 pages, 1 written, 89 unchanged, 0 removed .*\(1 made\)$/,
    );
    expect(await readFile(file, "utf8")).toBe(made);
  });

  test("--check catches a generator change: every file made again is the same, but the record is stale", async () => {
    const file = path.join(root, "site/generated/made-from.json");
    const record = await readFile(file, "utf8");
    // What another version of the generator left: its version in the record.
    await writeFile(
      file,
      record.replace(/"generator": "[0-9a-f]+"/, '"generator": "0123456789abcdef"'),
    );
    const { code, lines } = await run("--check", "--quiet");
    expect(code).toBe(1);
    expect(lines).toEqual([
      "changed: site/generated/made-from.json",
      "generate --check: 1 generated file is stale; run `npm run generate`",
    ]);
    await writeFile(file, record);
  });

  test("--check passes when up to date", async () => {
    expect((await run("--check", "--quiet")).code).toBe(0);
  });

  test("a change to prettier's options lays every file out again, and back", async () => {
    const options = path.join(root, ".prettierrc.json");
    const saved = await readFile(options, "utf8");
    const town = path.join(root, "site/generated/towns/carterton.tsx");
    const before = await readFile(town, "utf8");
    await writeFile(options, JSON.stringify({ ...JSON.parse(saved), printWidth: 60 }));
    expect((await run("--quiet")).lines.at(-1)).toMatch(/\(89 made\)$/);
    const narrow = await readFile(town, "utf8");
    expect(narrow).not.toBe(before);
    expect(Math.max(...before.split("\n").map((line) => line.length))).toBeGreaterThan(60);
    await writeFile(options, saved);
    expect((await run("--quiet")).lines.at(-1)).toMatch(/\(89 made\)$/);
    expect(await readFile(town, "utf8")).toBe(before);
  });

  test("after editing one town, --check lists exactly the files that edit changes, and exits 1", async () => {
    const file = path.join(root, "data/locations.yaml");
    await writeFile(
      file,
      (await readFile(file, "utf8")).replace(
        "keyFeatures: [Village in Oxfordshire, Postcode district OX18]",
        "keyFeatures: [Village in Oxfordshire, Postcode district OX18, Home of RAF Brize Norton]",
      ),
    );
    const { code, lines } = await run("--check", "--quiet");
    expect(code).toBe(1);
    expect(lines).toEqual([
      "changed: site/generated/made-from.json",
      "changed: site/generated/manifest.ts",
      "changed: site/generated/towns/brize-norton.tsx",
      "generate --check: 3 generated files are stale; run `npm run generate`",
    ]);
  });

  test("then a run rewrites just those files", async () => {
    const { lines } = await run("--quiet");
    expect(lines.at(-1)).toMatch(/^generate: 53 pages, 3 written, 87 unchanged, 0 removed/);
  });

  test("removing a place removes its three pages", async () => {
    const file = path.join(root, "data/locations.yaml");
    const text = await readFile(file, "utf8");
    const start = text.indexOf("- name: Stow-on-the-Wold");
    await writeFile(
      file,
      text.slice(0, start).replace("nearbyAreas: [Stow-on-the-Wold]", "nearbyAreas: []"),
    );
    const { code, lines } = await run("--quiet");
    expect(code).toBe(0);
    expect(lines.at(-1)).toMatch(/^generate: 50 pages, \d+ written, \d+ unchanged, 3 removed/);
    await expect(
      stat(path.join(root, "site/generated/towns/stow-on-the-wold.tsx")),
    ).rejects.toThrow();
  });

  test("invalid data: every problem listed, exit 1, nothing written", async () => {
    const file = path.join(root, "data/locations.yaml");
    await writeFile(
      file,
      (await readFile(file, "utf8")).replace(
        "{ lat: 51.7686, lng: -1.5736 }",
        '{ lat: "51.78N", lng: -1.5736 }',
      ),
    );
    const before = await snapshotTree(path.join(root, "site"));
    const { code, lines } = await run();
    expect(code).toBe(1);
    expect(lines).toEqual(
      reportLines("validate", [
        [
          '[invalid-value] data/locations.yaml entry 2 ("Brize Norton"), line 25: coordinates.lat: expected a number, got "51.78N"',
        ],
      ]),
    );
    expect(await snapshotTree(path.join(root, "site"))).toEqual(before);
  });

  test("after clean runs, a file edited to a problem of its own text is checked again", async () => {
    const file = path.join(root, "data/content/industries.yaml");
    const clean = await readFile(file, "utf8");
    await writeFile(file, clean.replace("with {{phone}} in it", "with {{telephone}} in it"));
    const { code, lines } = await run("--check", "--quiet");
    expect(code).toBe(1);
    expect(lines.join("\n")).toContain(
      '[unknown-placeholder] data/content/industries.yaml entry 1 ("pubs-and-bars"), line 9: description: unknown placeholder {{telephone}}',
    );
    await writeFile(file, clean);
  });

  test("an unknown flag is a usage error", async () => {
    const { code, lines } = await run("--chekc");
    expect(code).toBe(2);
    expect(lines.join("\n")).toContain("usage: npm run generate");
  });
});
