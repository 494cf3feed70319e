/**
 * `npm start`: builds the site when data/, templates/ or the code changed
 * since the last build (or there is none), then serves it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { newestInputTime } from "./lib/build-inputs";

const STAMP = "dist/client/index.html";

const stale = !existsSync(STAMP) || newestInputTime() > statSync(STAMP).mtimeMs;
if (stale) {
  console.log("start: building the site first (data or code changed since the last build)");
  const build = spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import("../site/server/main");
