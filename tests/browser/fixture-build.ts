/** Generates and builds the fixture site in a scratch copy of the project, as CI would. */
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { main as generate } from "../../generator/cli";
import { SITE_HOST_VARIABLE, type SiteHost } from "../../model/form-origin";
import { FIXTURE_ROOT } from "../../scripts/lib/fixture-project";
import { bundleAndPrerender, fixtureSite } from "../fixture-prerender";
import { copyProject } from "../../scripts/lib/scratch-copy";

/** Settings of data/business.yaml to change from the fixture's, e.g. the site's address. */
export type BusinessSettings = Partial<Record<"siteUrl" | "formOrigin", string>>;

/** The generator on the project in `root`, its summary kept off the test's output. */
async function generateQuietly(root: string): Promise<void> {
  const log = console.log;
  console.log = () => {};
  try {
    if ((await generate(["--root", root, "--quiet"])) !== 0) throw new Error("generate failed");
  } finally {
    console.log = log;
  }
}

/** `host`: "cloudflare" builds as `npm run build -- --host cloudflare` does (this test file's process only). */
export async function buildFixtureSite(
  scratch: string,
  business: BusinessSettings = {},
  host: SiteHost = "any",
): Promise<string> {
  process.env[SITE_HOST_VARIABLE] = host;
  await fixtureSite(scratch);
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
  await generateQuietly(scratch);
  await bundleAndPrerender(scratch);
  return path.join(scratch, "dist/client");
}

/**
 * The whole project in `scratch` (package.json, scripts/, node_modules linked) with the
 * fixture's data, generated and not built: a folder where the owner's npm commands run as in
 * the project's own.
 */
export async function fixtureProject(scratch: string): Promise<void> {
  await rm(scratch, { recursive: true, force: true });
  await copyProject(scratch);
  for (const item of ["data", "templates", "site/generated"]) {
    await rm(path.join(scratch, item), { recursive: true, force: true });
  }
  for (const item of ["data", "templates"]) {
    await cp(path.join(FIXTURE_ROOT, item), path.join(scratch, item), { recursive: true });
  }
  // Not fixture data: the county boundaries the map page draws, the same for every data set.
  await cp("data/boundaries", path.join(scratch, "data/boundaries"), { recursive: true });
  // The build imports site/generated before its own generate phase runs.
  await generateQuietly(scratch);
}
