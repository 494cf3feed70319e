/**
 * End to end: `npm run build` on the fixture data set, then after each of
 * several edits a build that renders only the pages whose inputs changed
 * and keeps the rest (and the last build's bundles and server app, while
 * the site's code and shared data are unchanged and all their files are
 * there), against a build of the
 * same tree from cold: every file of dist/client and dist/server-app the
 * same to the byte, and nothing more or less.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { main as generate } from "../../generator/cli";
import { FIXTURE_ROOT } from "../../scripts/lib/fixture-project";
import { copyProject } from "../../scripts/lib/scratch-copy";

const run = promisify(execFile);
const SCRATCH = path.resolve("tests/.tmp/e2e-incremental");

/** Every file of what is published and run: dist/client and dist/server-app (path → sha256 of its bytes). */
async function distHashes(): Promise<Record<string, string>> {
  const dist = path.join(SCRATCH, "dist");
  const files = [];
  for (const folder of ["client", "server-app"]) {
    const entries = await readdir(path.join(dist, folder), {
      recursive: true,
      withFileTypes: true,
    });
    files.push(
      ...entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name))),
    );
  }
  return Object.fromEntries(
    await Promise.all(
      files.sort().map(async (file) => [
        file,
        createHash("sha256")
          .update(await readFile(path.join(dist, file)))
          .digest("hex"),
      ]),
    ),
  );
}

interface BuildOutcome {
  /** The pre-render's "N rendered … M kept". */
  rendered: number;
  kept: number;
  /** Whether the bundle phase kept the last build's bundles. */
  bundlesKept: boolean;
}

/** `npm run build` in the scratch project, and what it said it did. */
async function build(): Promise<BuildOutcome> {
  const { stdout } = await run("npm", ["run", "-s", "build"], {
    cwd: SCRATCH,
    env: { ...process.env, NODE_ENV: "production" },
    maxBuffer: 64 * 2 ** 20,
  });
  const match = /^prerender .* (\d+) rendered .*, (\d+) kept/m.exec(stdout);
  if (!match) throw new Error(`no pre-render line in:\n${stdout}`);
  const bundlesKept = /^bundle .*kept from the last build/m.test(stdout);
  return { rendered: Number(match[1]), kept: Number(match[2]), bundlesKept };
}

async function buildCold(): Promise<BuildOutcome> {
  for (const leftover of ["dist", ".cache"]) {
    await rm(path.join(SCRATCH, leftover), { recursive: true, force: true });
  }
  return build();
}

async function edit(file: string, from: string, to: string): Promise<void> {
  const full = path.join(SCRATCH, file);
  const text = await readFile(full, "utf8");
  if (!text.includes(from)) throw new Error(`${JSON.stringify(from)} is not in ${file}`);
  await writeFile(full, text.replace(from, to));
}

beforeAll(async () => {
  await rm(SCRATCH, { recursive: true, force: true });
  await copyProject(SCRATCH);
  // The fixture's data and templates in place of the site's, and nothing generated from the site's.
  for (const item of ["data", "templates", "site/generated"]) {
    await rm(path.join(SCRATCH, item), { recursive: true, force: true });
  }
  for (const item of ["data", "templates"]) {
    await cp(path.join(FIXTURE_ROOT, item), path.join(SCRATCH, item), { recursive: true });
  }
  // Not fixture data: the county boundaries the map page draws, the same for every data set.
  await cp("data/boundaries", path.join(SCRATCH, "data/boundaries"), { recursive: true });
  // The build's own modules import site/generated before its generate phase runs.
  vi.spyOn(console, "log").mockImplementation(() => {});
  expect(await generate(["--root", SCRATCH, "--quiet"])).toBe(0);
  vi.restoreAllMocks();
}, 300_000);

/** Each edit, and whether every page depends on it (the site's code and shared data) or only some. */
const EDITS: { what: string; file: string; from: string; to: string; every: boolean }[] = [
  {
    what: "a town's key feature",
    file: "data/locations.yaml",
    from: "Town in Oxfordshire, Postcode district OX18",
    to: "Market town in Oxfordshire, Postcode district OX18",
    every: false,
  },
  {
    what: "a template's title",
    file: "templates/ajax.yaml",
    from: "Ajax title 1 for {{location}}",
    to: "Ajax alarms, title 1, for {{location}}",
    every: false,
  },
  {
    what: "a content entry's title",
    file: "data/content/guides.yaml",
    from: 'title: "How to Retune Freeview"',
    to: 'title: "How to Retune Freeview Channels"',
    every: false,
  },
  {
    what: "business.yaml",
    file: "data/business.yaml",
    from: "leave a message and we reply",
    to: "leave a message and we will reply",
    every: true,
  },
  {
    what: "a site component",
    file: "site/components/footer.tsx",
    from: "<h2>Data sources</h2>",
    to: "<h2>Where our data comes from</h2>",
    every: true,
  },
];

describe("the incremental build", () => {
  test("after each edit, renders what changed and leaves dist/ as a cold build does", async () => {
    const first = await buildCold();
    expect(first.kept).toBe(0);
    expect(first.bundlesKept).toBe(false);
    const unchanged = await build();
    expect(unchanged.rendered).toBe(0);
    expect(unchanged.bundlesKept).toBe(true);
    for (const { what, file, from, to, every } of EDITS) {
      await edit(file, from, to);
      const incremental = await build();
      const afterEdit = await distHashes();
      const cold = await buildCold();
      expect(await distHashes(), `dist/ after an edit of ${what}`).toEqual(afterEdit);
      expect(incremental.rendered + incremental.kept).toBe(cold.rendered);
      // Page data is no input of the bundles: an edit that reaches only some pages keeps them.
      expect(incremental.bundlesKept, what).toBe(!every);
      if (every) expect(incremental.kept, what).toBe(0);
      else {
        expect(incremental.rendered, what).toBeGreaterThan(0);
        expect(incremental.rendered, what).toBeLessThan(cold.rendered / 2);
      }
    }
    // A file of the bundles gone (here a client asset): the next build bundles again, whole.
    const built = await distHashes();
    const asset = Object.keys(built).find((file) => file.startsWith("client/assets/"));
    await rm(path.join(SCRATCH, "dist", asset!));
    const rebuilt = await build();
    expect(rebuilt.bundlesKept).toBe(false);
    expect(rebuilt.rendered).toBe(0);
    expect(await distHashes()).toEqual(built);
  }, 1_200_000);
});
