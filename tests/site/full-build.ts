/**
 * Vitest global setup: the real site (every town, article and postcode page),
 * generated and pre-rendered once per run in a scratch copy of the project, as
 * `npm run build:site` makes it. The site tests read its dist/client. A build
 * whose inputs are unchanged since the last run is reused.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";
import { inputsDigest } from "../../build/build-inputs";
import { copyProject } from "../../scripts/lib/scratch-copy";

const run = promisify(execFile);
const SCRATCH = path.resolve("tests/.tmp/full-site");
declare module "vitest" {
  export interface ProvidedContext {
    /** dist/client of the full build. */
    fullSiteDir: string;
  }
}

async function buildFullSite(): Promise<string> {
  const clientDir = path.join(SCRATCH, "dist/client");
  const stamp = path.join(SCRATCH, "inputs.sha256");
  const digest = inputsDigest();
  if (existsSync(path.join(clientDir, "sitemap.xml")) && existsSync(stamp)) {
    if ((await readFile(stamp, "utf8")) === digest) return clientDir;
  }
  const started = performance.now();
  console.log("site tests: building the full site in tests/.tmp/full-site …");
  await rm(SCRATCH, { recursive: true, force: true });
  await copyProject(SCRATCH);
  await run("npm", ["run", "-s", "build:site"], {
    cwd: SCRATCH,
    env: { ...process.env, NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
  });
  await writeFile(stamp, digest);
  console.log(`site tests: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return clientDir;
}

export default async function setup(project: TestProject) {
  project.provide("fullSiteDir", await buildFullSite());
}
