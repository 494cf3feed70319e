/**
 * The first half of `npm start`: builds the site when data/, templates/ or
 * the code changed since the last build (or there is none, or it has no
 * server for plain Node yet); package.json then runs that server.
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { newestInputTime } from "../build/build-inputs";
import { serverAppFile } from "../build/server-app-files";

/** What a whole build leaves: the home page and the server. */
const STAMPS = ["dist/client/index.html", serverAppFile("main")];

const stale =
  !STAMPS.every((stamp) => existsSync(stamp)) ||
  newestInputTime() > Math.min(...STAMPS.map((stamp) => statSync(stamp).mtimeMs));
if (stale) {
  console.log("start: building the site first (data or code changed since the last build)");
  const build = spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
