/** Generates and builds the fixture site in a scratch copy of the project, as CI would. */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { main as generate } from "../../generator/cli";
import { SITE_HOST_VARIABLE, type SiteHost } from "../../model/form-origin";
import { bundleAndPrerender, fixtureSite } from "../../scripts/lib/fixture-site";

/** Settings of data/business.yaml to change from the fixture's, e.g. the site's address. */
export type BusinessSettings = Partial<Record<"siteUrl" | "formOrigin", string>>;

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
  const log = console.log;
  console.log = () => {};
  try {
    if ((await generate(["--root", scratch, "--quiet"])) !== 0) throw new Error("generate failed");
  } finally {
    console.log = log;
  }
  await bundleAndPrerender(scratch);
  return path.join(scratch, "dist/client");
}
