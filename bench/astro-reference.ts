/**
 * The Astro 5 reference: the 1,200 synthetic pages (bench/synthetic/) built
 * by `astro build`, one [slug].astro route per family with getStaticPaths,
 * the React components rendered on the server only (no client directive, so
 * no client JS), a shared layout writing the head tags and JSON-LD.
 *
 * Astro is not a dependency of the site: the reference project lives in the
 * user's cache folder and `npm install` runs there only when it is missing
 * or its pins changed. Astro 5.18 is the last 5.x and runs on Node 20.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { busyNote, measure, median, medianCpu, mostOthers, progress, undisturbed } from "./measure";
import { FAMILIES } from "./synthetic/pages";

export const ASTRO_PINS = {
  "@astrojs/react": "4.4.2",
  astro: "5.18.2",
  react: "19.3.1",
  "react-dom": "19.3.1",
} as const;

export interface AstroFigures {
  version: string;
  pages: number;
  seconds: number;
  /** Each run's seconds, in the order they ran: how far the machine moved the median. */
  runSeconds?: number[];
  peakMb: number | undefined;
  averageHtmlBytes: number;
  cpuSeconds: number | undefined;
  load: number;
  othersCores: number | undefined;
}

const SYNTHETIC = path.join(path.dirname(fileURLToPath(import.meta.url)), "synthetic");

export function referenceDir(): string {
  const cache = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), ".cache");
  return path.join(cache, "aerial-site-bench", "astro-5");
}

/**
 * Its build is started as an Astro project's user starts it, and as the bench
 * starts the site's: `npm run build`, so that npm's own start is in both
 * figures or in neither.
 */
const PACKAGE_JSON = `${JSON.stringify(
  {
    name: "astro-5-reference",
    private: true,
    type: "module",
    scripts: { build: "astro build" },
    dependencies: ASTRO_PINS,
  },
  null,
  2,
)}\n`;

/** The pins, written after a good install: a later run installs again only if they differ. */
const STAMP = "node_modules/.reference-pins.json";
const PINS = `${JSON.stringify(ASTRO_PINS, null, 2)}\n`;

async function ensureInstalled(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "package.json"), PACKAGE_JSON);
  const stamp = path.join(dir, STAMP);
  const current = existsSync(stamp) ? await readFile(stamp, "utf8") : "";
  if (current === PINS && existsSync(path.join(dir, "node_modules/astro/package.json"))) return;
  progress(`installing the Astro reference in ${dir}`);
  const install = spawnSync("npm", ["install", "--no-audit", "--no-fund"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (install.status !== 0) throw new Error(`npm install in ${dir} failed`);
  await writeFile(stamp, PINS);
}

const CONFIG = `import react from "@astrojs/react";
import { defineConfig } from "astro/config";

export default defineConfig({
  site: "https://www.example.co.uk",
  integrations: [react()],
  build: { format: "directory" },
});
`;

const LAYOUT = `---
import { headOf, type SyntheticPage } from "../synthetic/pages";
const { page } = Astro.props as { page: SyntheticPage };
const head = headOf(page);
---
<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{head.title}</title>
    <meta name="description" content={head.description} />
    <link rel="canonical" href={head.canonical} />
    {head.openGraph.map(([property, content]) => <meta property={property} content={content} />)}
    <link rel="stylesheet" href="/styles/site.css" />
    <script type="application/ld+json" is:inline set:html={head.jsonLd} />
  </head>
  <body><slot /></body>
</html>
`;

const route = (family: string) => `---
import Base from "../../layouts/base.astro";
import { PageBody } from "../../synthetic/components";
import { syntheticPages, type SyntheticPage } from "../../synthetic/pages";

export function getStaticPaths() {
  return syntheticPages()
    .filter((page) => page.family === "${family}")
    .map((page) => ({ params: { slug: page.slug }, props: { page } }));
}
const { page } = Astro.props as { page: SyntheticPage };
---
<Base page={page}><PageBody page={page} /></Base>
`;

/** The sources, rewritten every time so they follow bench/synthetic/. */
async function writeSources(dir: string): Promise<void> {
  const src = path.join(dir, "src");
  await rm(src, { recursive: true, force: true });
  for (const folder of ["synthetic", "layouts", ...FAMILIES.map((family) => `pages/${family}`)]) {
    await mkdir(path.join(src, folder), { recursive: true });
  }
  for (const file of ["pages.ts", "components.tsx"]) {
    await writeFile(
      path.join(src, "synthetic", file),
      await readFile(path.join(SYNTHETIC, file), "utf8"),
    );
  }
  await writeFile(path.join(dir, "astro.config.mjs"), CONFIG);
  await writeFile(path.join(src, "layouts/base.astro"), LAYOUT);
  for (const family of FAMILIES) {
    await writeFile(path.join(src, `pages/${family}/[slug].astro`), route(family));
  }
}

async function htmlFiles(dir: string): Promise<{ count: number; bytes: number }> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith(".html"));
  const sizes = await Promise.all(
    files.map(async (file) => (await stat(path.join(dir, file))).size),
  );
  return { count: files.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/** `npm run build` (`astro build`) of `pages` synthetic pages from cold (no dist/, no Astro caches) `runs` times; the medians. */
export async function benchAstro(runs: number, pages = 1200): Promise<AstroFigures> {
  const dir = referenceDir();
  await ensureInstalled(dir);
  await writeSources(dir);
  const version = (
    JSON.parse(await readFile(path.join(dir, "node_modules/astro/package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  const results = [];
  const clean = async () => {
    for (const cache of ["dist", ".astro", "node_modules/.astro", "node_modules/.vite"]) {
      await rm(path.join(dir, cache), { recursive: true, force: true });
    }
  };
  const build = () =>
    measure(dir, ["npm", "run", "-s", "build"], {
      ASTRO_TELEMETRY_DISABLED: "1",
      SYNTHETIC_PAGES: String(pages),
    });
  for (let i = 1; i <= runs; i++) {
    const run = await undisturbed("astro build", clean, build, (result) => result.othersCores);
    progress(
      `astro build, ${pages} pages, ${i}/${runs}: ${run.seconds.toFixed(2)} s (${busyNote(run)})`,
    );
    results.push(run);
  }
  const built = await htmlFiles(path.join(dir, "dist"));
  const peaks = results.map((run) => run.peakMb);
  return {
    version,
    pages: built.count,
    seconds: median(results.map((run) => run.seconds)),
    runSeconds: results.map((run) => run.seconds),
    peakMb: peaks.every((peak): peak is number => peak !== undefined) ? median(peaks) : undefined,
    averageHtmlBytes: built.count === 0 ? 0 : built.bytes / built.count,
    load: Math.max(...results.map((run) => run.load)),
    cpuSeconds: medianCpu(results),
    othersCores: mostOthers(results),
  };
}
