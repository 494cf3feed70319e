/**
 * `npm run bench`: generator and build figures on a scratch copy of the
 * project, each the median of BENCH_RUNS runs (default 3). Prints a table.
 *   generate cold / unchanged / after a one-town edit, build and pre-render,
 *   peak memory, and bytes per page kind.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, readdir, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TIME = "/usr/bin/time";
const project = process.cwd();

interface Measured {
  seconds: number;
  peakMb?: number;
  stdout: string;
}

/** Runs a command in the scratch copy, timing it and, where /usr/bin/time exists, reading its peak memory. */
function measure(cwd: string, command: string[]): Measured {
  const useTime = existsSync(TIME);
  const started = performance.now();
  const result = spawnSync(
    useTime ? TIME : command[0]!,
    useTime ? ["-v", ...command] : command.slice(1),
    { cwd, encoding: "utf8" },
  );
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0)
    throw new Error(`${command.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1];
  return { seconds, peakMb: kb ? Number(kb) / 1024 : undefined, stdout: result.stdout };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const repeat = async (setup: () => Promise<void>, run: () => Measured) => {
  const results: Measured[] = [];
  for (let i = 0; i < RUNS; i++) {
    await setup();
    results.push(run());
  }
  return {
    seconds: median(results.map((r) => r.seconds)),
    peakMb: results[0]!.peakMb === undefined ? undefined : median(results.map((r) => r.peakMb!)),
    last: results.at(-1)!,
  };
};

const scratch = await mkdtemp(path.join(os.tmpdir(), "site-bench-"));
for (const item of [
  "data",
  "templates",
  "generator",
  "site",
  "vite.config.ts",
  "tsconfig.json",
  ".prettierrc.json",
  "package.json",
]) {
  await cp(path.join(project, item), path.join(scratch, item), { recursive: true });
}
await symlink(path.join(project, "node_modules"), path.join(scratch, "node_modules"));
const tsx = path.join(project, "node_modules/.bin/tsx");
const vike = path.join(project, "node_modules/.bin/vike");
const generate = () => measure(scratch, [tsx, "generator/cli.ts", "--quiet"]);
const nothing = async () => {};

const cold = await repeat(
  () => rm(path.join(scratch, "site/generated"), { recursive: true, force: true }),
  generate,
);
const unchanged = await repeat(nothing, generate);
const locations = path.join(scratch, "data/locations.yaml");
const original = await readFile(locations, "utf8");
let edits = 0;
const oneTown = await repeat(async () => {
  edits += 1;
  await writeFile(
    locations,
    original.replace(
      "  keyFeatures:\n    - Market town on the River Windrush",
      `  keyFeatures:\n    - Market town on the River Windrush (edit ${edits})`,
    ),
  );
}, generate);
await writeFile(locations, original);
generate();

const build = await repeat(nothing, () => measure(scratch, [vike, "build"]));
const client = path.join(scratch, "dist/client");
const htmlFiles = (await readdir(client, { recursive: true })).filter((file) =>
  file.endsWith(".html"),
);

const gz = (text: string | Buffer) => gzipSync(text).length;
async function pageBytes(url: string) {
  const html = await readFile(path.join(client, url, "index.html"), "utf8");
  const assets = async (pattern: RegExp) =>
    (
      await Promise.all(
        [...html.matchAll(pattern)].map(async (match) =>
          gz(await readFile(path.join(client, match[1]!))),
        ),
      )
    ).reduce((a, b) => a + b, 0);
  return {
    html: gz(html),
    css: await assets(/<link rel="stylesheet"[^>]*href="([^"]+)"/g),
    js: await assets(/<script[^>]*src="([^"]+)"/g),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (value?: number) => (value === undefined ? "n/a" : `${value.toFixed(0)} MB`);
const written = (stdout: string) => {
  const count = /(\d+) written/.exec(stdout)?.[1] ?? "?";
  return `${count} file${count === "1" ? "" : "s"} written`;
};

console.log(
  `\nBenchmarks (median of ${RUNS}; ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version})\n`,
);
console.log("| step | seconds | peak memory | notes |");
console.log("| --- | --- | --- | --- |");
console.log(
  `| generate, cold | ${cold.seconds.toFixed(2)} | ${mb(cold.peakMb)} | ${written(cold.last.stdout)} |`,
);
console.log(
  `| generate, nothing changed | ${unchanged.seconds.toFixed(2)} | ${mb(unchanged.peakMb)} | ${written(unchanged.last.stdout)} |`,
);
console.log(
  `| generate, one town edited | ${oneTown.seconds.toFixed(2)} | ${mb(oneTown.peakMb)} | ${written(oneTown.last.stdout)} |`,
);
console.log(
  `| vike build + pre-render | ${build.seconds.toFixed(2)} | ${mb(build.peakMb)} | ${htmlFiles.length} HTML pages, ${(htmlFiles.length / build.seconds).toFixed(0)} pages/s |`,
);
console.log("\n| page kind | example | HTML (gzip) | CSS (gzip) | JS (gzip) |");
console.log("| --- | --- | --- | --- | --- |");
for (const [kind, url] of [
  ["town", "witney"],
  ["Starlink", "starlink-installation-witney"],
  ["Ajax", "ajax-security-installation-witney"],
  ["home", ""],
] as const) {
  const bytes = await pageBytes(url);
  console.log(`| ${kind} | /${url} | ${kb(bytes.html)} | ${kb(bytes.css)} | ${kb(bytes.js)} |`);
}
await rm(scratch, { recursive: true, force: true });
