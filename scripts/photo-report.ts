/**
 * `npm run report:photos [-- --keep]`: the photo pipeline measured on a
 * scratch copy of the project, never on its own data/photos/. Puts the three
 * test images (scripts/lib/test-images.ts) in the copy's data/photos/,
 * tagged with Witney and Carterton, builds the site there, then prints as
 * Markdown the bytes of every file written per format and width, and
 * Lighthouse's performance score, layout shift (CLS) and LCP for /gallery,
 * which shows all three, and /witney, which shows two. --keep leaves the
 * copy for a look.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { SitePhoto } from "../model/site-photo";
import { PHOTOS_OUT_DIR } from "../build/photo-build";
import { copyProject } from "./lib/scratch-copy";
import { testImages } from "./lib/test-images";

const { values: flags } = parseArgs({ options: { keep: { type: "boolean" } }, strict: true });
const PAGES = ["/gallery", "/witney"];
/** What each test image is tagged with in the copy: places and a service of the real data. */
const TAGS = [
  { place: "Witney", service: "listed-buildings" },
  { place: "Carterton" },
  { place: "Witney" },
];

interface LighthouseResult {
  kind: { path: string };
  scores: { performance: number | null };
  metrics: { cumulativeLayoutShift: number | null; largestContentfulPaintMs: number | null };
}

/** A step's own output goes to stderr, so stdout is the report alone. */
function run(cwd: string, command: string, args: string[]): number {
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", 2, 2] });
  return result.status ?? 1;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const scratch = await mkdtemp(path.join(os.tmpdir(), "site-photos-"));
try {
  console.error(`report:photos: copying the project to ${scratch}`);
  await copyProject(scratch);
  const images = await testImages();
  const entries = images.map((image, i) =>
    [
      `- file: ${image.file}`,
      `  alt: ${image.alt}`,
      ...Object.entries(TAGS[i]!).map(([field, value]) => `  ${field}: ${value}`),
      `  date: ${image.date}`,
    ].join("\n"),
  );
  for (const image of images) {
    await writeFile(path.join(scratch, "data/photos", image.file), image.bytes);
  }
  await writeFile(path.join(scratch, "data/photos/photos.yaml"), `${entries.join("\n")}\n`);

  console.error("report:photos: building the site with three photos");
  const started = performance.now();
  if (run(scratch, "npm", ["run", "-s", "build"]) !== 0) throw new Error("the build failed");
  const buildSeconds = (performance.now() - started) / 1000;

  const { photos } = (await import(path.join(scratch, "site/generated/photos.ts"))) as {
    photos: SitePhoto[];
  };
  const out: string[] = ["## Files written for three test photos", ""];
  out.push(
    "| photo | source | format | width × height | bytes |",
    "| --- | --- | --- | --- | --- |",
  );
  const totals = new Map<string, number>();
  for (const photo of photos) {
    const image = images.find((candidate) => candidate.file === photo.source.file)!;
    const source = `${image.shown.width} × ${image.shown.height}, ${kb(image.bytes.length)}`;
    for (const file of photo.files) {
      const bytes = (await readFile(path.join(scratch, PHOTOS_OUT_DIR, path.basename(file.path))))
        .length;
      totals.set(file.format, (totals.get(file.format) ?? 0) + bytes);
      out.push(
        `| ${photo.source.file} | ${source} | ${file.format} | ${file.width} × ${file.height} | ${bytes} (${kb(bytes)}) |`,
      );
    }
  }
  out.push("", "| format | files | bytes in all |", "| --- | --- | --- |");
  for (const [format, bytes] of totals) {
    const count = photos.flatMap((photo) => photo.files).filter((f) => f.format === format).length;
    out.push(`| ${format} | ${count} | ${bytes} (${kb(bytes)}) |`);
  }
  out.push(
    "",
    `Whole build (\`npm run build\`, photos encoded from cold): ${buildSeconds.toFixed(0)} s.`,
  );

  console.error(`report:photos: Lighthouse on ${PAGES.join(" ")}`);
  const json = path.join(scratch, "lighthouse.json");
  run(scratch, path.join(scratch, "node_modules/.bin/tsx"), [
    "scripts/lighthouse.ts",
    "--json",
    json,
    ...PAGES,
  ]);
  const results = JSON.parse(await readFile(json, "utf8")) as LighthouseResult[];
  out.push(
    "",
    "## Lighthouse (mobile, simulated slow 4G) on the pages that show them",
    "",
    "| page | photos shown | performance | CLS | LCP |",
    "| --- | --- | --- | --- | --- |",
  );
  for (const result of results) {
    const shown =
      result.kind.path === "/gallery"
        ? photos.length
        : photos.filter((photo) => photo.pages.includes(result.kind.path)).length;
    const { cumulativeLayoutShift: cls, largestContentfulPaintMs: lcp } = result.metrics;
    out.push(
      `| ${result.kind.path} | ${shown} | ${result.scores.performance ?? "error"} | ${cls === null ? "n/a" : cls.toFixed(3)} | ${lcp === null ? "n/a" : `${(lcp / 1000).toFixed(2)} s`} |`,
    );
  }
  console.log(out.join("\n"));
} finally {
  if (flags.keep) console.error(`report:photos: the copy is kept in ${scratch}`);
  else await rm(scratch, { recursive: true, force: true });
}
