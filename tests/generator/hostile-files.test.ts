/**
 * Files in data/ that are not what they seem: a link out of the project, a
 * YAML "billion laughs", a file far too big. Each is refused with its file
 * and the reason, as bad data (exit 1), and nothing is written.
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { main } from "../../generator/cli";
import { captureConsole, copyFixtureProject, reportLines, snapshotTree } from "./fixture";

let scratch: string;
let root: string;
const output: string[] = [];

async function run(): Promise<{ code: number; lines: string[] }> {
  output.length = 0;
  const code = await main(["--root", root, "--quiet"]);
  return { code, lines: [...output] };
}

/** Runs with one file changed, checks nothing was written, then puts the file back. */
async function runWith(file: string, change: (full: string) => Promise<void>) {
  const full = path.join(root, file);
  const original = await readFile(full);
  const before = await snapshotTree(path.join(root, "site"));
  await rm(full);
  await change(full);
  try {
    const result = await run();
    expect(await snapshotTree(path.join(root, "site"))).toEqual(before);
    return result;
  } finally {
    await rm(full, { force: true, recursive: true });
    await writeFile(full, original);
  }
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "generate-hostile-"));
  root = path.join(scratch, "project");
  await copyFixtureProject(root);
  captureConsole(output);
  expect((await run()).code).toBe(0);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await rm(scratch, { recursive: true, force: true });
});

const BILLION_LAUGHS = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ..."bcdefghi".split("").map((name, i) => {
    const previous = "abcdefgh"[i];
    return `${name}: &${name} [${Array(9).fill(`*${previous}`).join(",")}]`;
  }),
  "",
].join("\n");

describe("hostile files in data/", () => {
  test("a link to a file outside the project is refused, not published", async () => {
    const outside = path.join(scratch, "private-notes.md");
    await cp(path.join(root, "data/blog/what-an-aerial-job-costs.md"), outside);
    const { code, lines } = await runWith("data/blog/what-an-aerial-job-costs.md", (full) =>
      symlink(outside, full),
    );
    expect(code).toBe(1);
    expect(lines).toEqual(
      reportLines("load", [
        [
          `[link-outside] data/blog/what-an-aerial-job-costs.md: refused: a link to ${outside}, outside data/ and templates/`,
          "    hint: copy the file into data/ if it belongs on the site",
        ],
      ]),
    );
  });

  test("a link that stays inside data/ is read as usual", async () => {
    const { code } = await runWith("data/reviews.yaml", async (full) => {
      await writeFile(path.join(root, "data/reviews-real.yaml"), "reviews: []\n");
      await symlink("reviews-real.yaml", full);
    });
    expect(code).toBe(0);
  });

  test("a YAML billion laughs: the file and the reason, exit 1", async () => {
    const { code, lines } = await runWith("data/reviews.yaml", (full) =>
      writeFile(full, BILLION_LAUGHS),
    );
    expect(code).toBe(1);
    expect(lines).toEqual(
      reportLines("load", [
        [
          "[alias-bomb] data/reviews.yaml: refused: its aliases (*name) would expand to more than 100 copies of one anchor, which only a file built to exhaust memory does",
        ],
      ]),
    );
  });

  test("a 50 MB file is not read: the file, its size and the limit, exit 1", async () => {
    const started = performance.now();
    const { code, lines } = await runWith("data/reviews.yaml", (full) =>
      writeFile(full, `reviews:\n${"  - author: x\n".repeat((50 * 1024 * 1024) / 14)}`),
    );
    expect(code).toBe(1);
    expect(lines).toEqual(
      reportLines("load", [
        [
          "[too-big] data/reviews.yaml: refused: the file is 50.0 MB, over the limit of 1.0 MB for this file",
          "    hint: the limits are in generator/load/load.ts; a file this big is almost certainly not data for this site",
        ],
      ]),
    );
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  test("a folder where a file should be is named as such", async () => {
    const { code, lines } = await runWith("data/reviews.yaml", (full) => mkdir(full));
    expect(code).toBe(1);
    expect(lines).toEqual(
      reportLines("load", [["[not-a-file] data/reviews.yaml: refused: not a regular file"]]),
    );
  });
});
