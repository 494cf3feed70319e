/**
 * End to end: `npm run build` on the fixture data set, then after each kind
 * of edit an owner makes a build that renders only the pages that read what
 * changed and keeps the rest (and the last build's bundles while their code
 * and the data they hold are unchanged and all their files are there, and
 * the site files made from the manifest while it and the pages are), against
 * a build of the same tree from cold: every file of dist/client and
 * dist/server-app the same to the byte, and nothing more or less. A page
 * that reads a module its inputs do not name, or a site file made from an
 * input its record does not name, would be kept stale here.
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

/** What the bundle phase did with the last build's bundles. */
type BundlesOutcome = "kept" | "server app made" | "all made";

interface BuildOutcome {
  /** The pre-render's "N rendered … M kept". */
  rendered: number;
  kept: number;
  bundles: BundlesOutcome;
  /** Whether the site files made from the manifest and the pages were all kept as the last build made them. */
  siteFilesKept: boolean;
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
  const bundles = /^bundle .*kept from the last build/m.test(stdout)
    ? "kept"
    : /^bundle .*bundles kept; server app/m.test(stdout)
      ? "server app made"
      : "all made";
  const siteFiles = /^site files .*; (\d+) of (\d+) kept from the last build$/m.exec(stdout);
  const siteFilesKept = siteFiles !== null && siteFiles[1] === siteFiles[2];
  return { rendered: Number(match[1]), kept: Number(match[2]), bundles, siteFilesKept };
}

async function buildCold(): Promise<BuildOutcome> {
  for (const leftover of ["dist", ".cache"]) {
    await rm(path.join(SCRATCH, leftover), { recursive: true, force: true });
  }
  return build();
}

/** The first occurrence of `from` in `file` replaced, or (`every`) each, as a rename reaches every mention. */
async function edit(file: string, from: string, to: string, every = false): Promise<void> {
  const full = path.join(SCRATCH, file);
  const text = await readFile(full, "utf8");
  if (!text.includes(from)) throw new Error(`${JSON.stringify(from)} is not in ${file}`);
  await writeFile(full, every ? text.replaceAll(from, to) : text.replace(from, to));
}

/** The pages (HTML files) added, removed or changed between two sets of dist/ hashes. */
function pagesChanged(before: Record<string, string>, after: Record<string, string>): number {
  const pages = new Set(
    [...Object.keys(before), ...Object.keys(after)].filter((file) => file.endsWith(".html")),
  );
  return [...pages].filter((file) => before[file] !== after[file]).length;
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

/** A village the owner adds near Alvescot, with every field a place needs. */
const KENCOT = `- name: Kencot
  county: Oxfordshire
  council: West Oxfordshire District Council
  postcode: GL7
  mainPostcode: GL7
  coordinates: { lat: 51.7478, lng: -1.6364 }
  type: village
  businessType: residential
  nearbyAreas: [Alvescot, Broadwell]
  keyFeatures: [Village in Oxfordshire]
`;

/**
 * Each kind of edit an owner makes, what the bundles do after it (the
 * client bundle holds the chat's answers; the server app, the postcode table
 * and the business), and whether every page reads it.
 */
const EDITS: {
  what: string;
  file: string;
  from: string;
  to: string;
  everyMention?: boolean;
  bundles: BundlesOutcome;
  every: boolean;
  /** Whether the site files stay as the last build made them (else some are made again). */
  siteFilesKept: boolean;
}[] = [
  {
    what: "a town's key feature added",
    file: "data/locations.yaml",
    from: "keyFeatures: [Town in Oxfordshire, Postcode district OX18, Home of our base]",
    to: "keyFeatures: [Town in Oxfordshire, Postcode district OX18, Home of our base, Beside RAF Brize Norton]",
    bundles: "kept",
    every: false,
    // The manifest counts a place's key features, which rank it in the place lookup.
    siteFilesKept: false,
  },
  {
    what: "a town's write-up",
    file: "data/locations.yaml",
    from: "transmitterInfo: Most homes point their aerials at the Oxford transmitter at Beckley.",
    to: "transmitterInfo: Most homes point their aerials east, at the Oxford transmitter at Beckley.",
    bundles: "kept",
    every: false,
    siteFilesKept: true,
  },
  {
    what: "a village added",
    file: "data/locations.yaml",
    from: "- name: Broadwell\n",
    to: `${KENCOT}- name: Broadwell\n`,
    bundles: "server app made",
    every: false,
    siteFilesKept: false,
  },
  {
    what: "a village moved 1 km",
    file: "data/locations.yaml",
    from: "coordinates: { lat: 51.7393, lng: -1.5883 }",
    to: "coordinates: { lat: 51.7483, lng: -1.5883 }",
    bundles: "kept",
    every: false,
    siteFilesKept: true,
  },
  {
    what: "a village renamed",
    file: "data/locations.yaml",
    from: "Black Bourton",
    to: "Bourton Green",
    everyMention: true,
    bundles: "server app made",
    every: false,
    siteFilesKept: false,
  },
  {
    what: "a content entry's title",
    file: "data/content/guides.yaml",
    from: 'title: "How to Retune Freeview"',
    to: 'title: "How to Retune Freeview Channels"',
    bundles: "kept",
    every: false,
    siteFilesKept: true,
  },
  {
    what: "a prose page's line",
    file: "data/pages/working-hours.md",
    from: "- Tell us your postcode.",
    to: "- Tell us your postcode and your street.",
    bundles: "kept",
    every: false,
    siteFilesKept: true,
  },
  {
    what: "a template's line",
    file: "templates/ajax.yaml",
    from: "Ajax title 1 for {{location}}",
    to: "Ajax alarms, title 1, for {{location}}",
    bundles: "kept",
    every: false,
    siteFilesKept: true,
  },
  {
    what: "one price",
    file: "data/business.yaml",
    from: "skyDishFrom: 80",
    to: "skyDishFrom: 85",
    bundles: "server app made",
    every: false,
    siteFilesKept: true,
  },
  {
    what: "business.yaml's wording",
    file: "data/business.yaml",
    from: "leave a message and we reply",
    to: "leave a message and we will reply",
    bundles: "server app made",
    every: false,
    siteFilesKept: true,
  },
  {
    what: "the guarantee switched off",
    file: "data/business.yaml",
    from: "guarantee:\n  years: 5\n  covers: [The workmanship of every installation we fit]\n  excludes: [Damage from storms]\n  howToClaim: Call us and we come back and put it right.\n",
    to: "guarantee: null\n",
    bundles: "server app made",
    every: false,
    siteFilesKept: false,
  },
  {
    what: "a site component",
    file: "site/components/footer.tsx",
    from: "<h2>Data sources</h2>",
    to: "<h2>Where our data comes from</h2>",
    bundles: "all made",
    every: true,
    siteFilesKept: false,
  },
];

/**
 * The most pages an edit that reaches some pages may render without
 * changing them: those that read the edited module for another part of it
 * (the manifest's page, the index pages of the catalogue).
 */
const READ_BUT_UNCHANGED = 8;

describe("the incremental build", () => {
  test("after each edit, renders what changed and leaves dist/ as a cold build does", async () => {
    const first = await buildCold();
    expect(first.kept).toBe(0);
    expect(first.bundles).toBe("all made");
    const unchanged = await build();
    expect(unchanged.rendered).toBe(0);
    expect(unchanged.bundles).toBe("kept");
    expect(unchanged.siteFilesKept).toBe(true);
    const seen: string[] = [];
    for (const { what, file, from, to, everyMention, bundles, every, siteFilesKept } of EDITS) {
      const beforeEdit = await distHashes();
      await edit(file, from, to, everyMention);
      const incremental = await build();
      const afterEdit = await distHashes();
      const changed = pagesChanged(beforeEdit, afterEdit);
      seen.push(`${what}: ${incremental.rendered} rendered, ${changed} changed`);
      const cold = await buildCold();
      expect(await distHashes(), `dist/ after ${what}`).toEqual(afterEdit);
      expect(incremental.rendered + incremental.kept).toBe(cold.rendered);
      expect(incremental.bundles, what).toBe(bundles);
      expect(incremental.siteFilesKept, what).toBe(siteFilesKept);
      if (every) expect(incremental.kept, what).toBe(0);
      else {
        expect(changed, what).toBeGreaterThan(0);
        // The pages that read what changed render; those whose bytes stay the same are few.
        expect(incremental.rendered - changed, `${what}: ${seen.join("; ")}`).toBeLessThanOrEqual(
          READ_BUT_UNCHANGED,
        );
      }
    }
    console.info(seen.join("\n"));
    // A file of the bundles gone (here a client asset): the next build bundles again, whole.
    const built = await distHashes();
    const asset = Object.keys(built).find((file) => file.startsWith("client/assets/"));
    await rm(path.join(SCRATCH, "dist", asset!));
    const rebuilt = await build();
    expect(rebuilt.bundles).toBe("all made");
    expect(rebuilt.rendered).toBe(0);
    expect(await distHashes()).toEqual(built);
  }, 1_200_000);
});
