/**
 * `npm start`: builds the site when data/, templates/ or the code changed
 * since the last build (or there is none), then serves it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import fg from "fast-glob";

const STAMP = "dist/client/index.html";
const SOURCES = [
  "data/**",
  "templates/**",
  "generator/**",
  "site/**",
  "!site/generated/**",
  "package-lock.json",
  "vite.config.ts",
];

function newestSource(): number {
  return Math.max(...fg.sync(SOURCES, { stats: true }).map((entry) => entry.stats?.mtimeMs ?? 0));
}

const stale = !existsSync(STAMP) || newestSource() > statSync(STAMP).mtimeMs;
if (stale) {
  console.log("start: building the site first (data or code changed since the last build)");
  const build = spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import("../site/server/main");
