/** Generates and builds the fixture site in a scratch copy of the project, as CI would. */
import { execFile } from "node:child_process";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { prerenderChanged } from "../../scripts/lib/incremental-prerender";
import { main as generate } from "../../generator/cli";
import { FIXTURE_ROOT } from "../generator/fixture";
import type { Manifest } from "../../model/routes";

const run = promisify(execFile);

/** Settings of data/business.yaml to change from the fixture's, e.g. the site's address. */
export type BusinessSettings = Partial<Record<"siteUrl" | "formOrigin", string>>;

export async function buildFixtureSite(
  scratch: string,
  business: BusinessSettings = {},
): Promise<string> {
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  for (const item of [
    "site",
    "generator",
    "model",
    "vite.config.ts",
    "tsconfig.json",
    ".prettierrc.json",
  ]) {
    await cp(item, path.join(scratch, item), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}generated`),
    });
  }
  for (const folder of ["data", "templates"]) {
    await cp(path.join(FIXTURE_ROOT, folder), path.join(scratch, folder), { recursive: true });
  }
  const businessFile = path.join(scratch, "data/business.yaml");
  let businessYaml = await readFile(businessFile, "utf8");
  for (const [key, value] of Object.entries(business)) {
    // Top-level keys, one line each: replaced where present, else added.
    const line = new RegExp(`^${key}: .*$`, "m");
    const setting = `${key}: ${value}`;
    businessYaml = line.test(businessYaml)
      ? businessYaml.replace(line, setting)
      : `${businessYaml}${setting}\n`;
  }
  await writeFile(businessFile, businessYaml);
  // Not fixture data: the county boundaries the map page draws, the same for every data set.
  await cp("data/boundaries", path.join(scratch, "data/boundaries"), { recursive: true });
  const log = console.log;
  console.log = () => {};
  try {
    if ((await generate(["--root", scratch, "--quiet"])) !== 0) throw new Error("generate failed");
  } finally {
    console.log = log;
  }
  // The bundles, then the build's pre-render, as `npm run build` runs them (no record: every page renders).
  await run(path.resolve("node_modules/.bin/vike"), ["build"], {
    cwd: scratch,
    env: { ...process.env, NODE_ENV: "production" },
  });
  const { manifest } = (await import(path.join(scratch, "site/generated/manifest.ts"))) as {
    manifest: Manifest;
  };
  await prerenderChanged(scratch, "fixture", manifest, {});
  return path.join(scratch, "dist/client");
}
