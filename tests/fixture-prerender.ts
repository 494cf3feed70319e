/**
 * The fixture data set (scripts/lib/fixture-project.ts) as a whole site to build: the
 * site's code beside the fixture's data, then the bundles and the pre-render
 * as `npm run build` runs them (the end-to-end and browser tests share it).
 */
import { execFile } from "node:child_process";
import { cp, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { Manifest } from "../model/routes";
import { FIXTURE_ROOT } from "../scripts/lib/fixture-project";
import { prerenderChanged } from "../build/incremental-prerender";
import { writeCoverageTable } from "../build/coverage-table-file";
import { writePlaceLookup } from "../build/place-lookup-file";

/** What a site build reads besides data/ and templates/, and what Cloudflare Pages runs beside it. */
const SITE_CODE = [
  "site",
  "generator",
  "loader",
  "model",
  "vite.config.ts",
  "tsconfig.json",
  ".prettierrc.json",
  "functions",
  "migrations",
  "wrangler.toml",
];

/**
 * The site's code with the fixture's data and templates in `root`, emptied
 * first, and nothing generated yet: a project to generate and build.
 */
export async function fixtureSite(root: string): Promise<void> {
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  for (const item of SITE_CODE) {
    await cp(item, path.join(root, item), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}generated`),
    });
  }
  for (const folder of ["data", "templates"]) {
    await cp(path.join(FIXTURE_ROOT, folder), path.join(root, folder), { recursive: true });
  }
  // Not fixture data: the county boundaries the map page draws, the same for every data set.
  await cp("data/boundaries", path.join(root, "data/boundaries"), { recursive: true });
}

/**
 * The bundles, then the build's pre-render of every page (no record kept) and
 * the files the islands fetch, as `npm run build` makes them, in the
 * generated project in `root`.
 */
export async function bundleAndPrerender(root: string): Promise<void> {
  await promisify(execFile)(path.resolve("node_modules/.bin/vike"), ["build"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
  });
  const { manifest } = (await import(path.join(root, "site/generated/manifest.ts"))) as {
    manifest: Manifest;
  };
  await prerenderChanged(root, "fixture", manifest, {});
  await writePlaceLookup(path.join(root, "dist/client"), manifest);
  await writeCoverageTable(root, path.join(root, "dist/client"));
}
