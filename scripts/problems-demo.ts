/**
 * `npm run demo:problems [-- --load]`: what the owner sees when the data has a
 * problem for every stage. Copies the small fixture to a temporary folder,
 * breaks it (scripts/lib/fixture-project.ts), runs the generator there with
 * --verbose and prints its whole output; with --load, breaks a file so it
 * cannot be read instead, so no later stage runs. The copy is removed after.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { main } from "../generator/cli";
import {
  breakProject,
  copyFixtureProject,
  LOAD_PROBLEM,
  ONE_PROBLEM_PER_STAGE,
} from "./lib/fixture-project";

const root = await mkdtemp(path.join(os.tmpdir(), "problems-demo-"));
try {
  await copyFixtureProject(root);
  await breakProject(
    root,
    process.argv.includes("--load") ? [LOAD_PROBLEM] : ONE_PROBLEM_PER_STAGE,
  );
  const code = await main(["--root", root, "--verbose"]);
  console.log(`(exit code ${code})`);
} finally {
  await rm(root, { recursive: true, force: true });
}
