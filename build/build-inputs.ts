/** What the built site is made from: when none of it changed, a build can be reused. */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import fg from "fast-glob";

export const BUILD_INPUTS = [
  "data/**",
  "templates/**",
  "generator/**",
  "model/**",
  "site/**",
  "build/**",
  "loader/**",
  "scripts/**",
  "migrations/**",
  "!site/generated/**",
  // The photo stage writes these from data/photos/ during the build.
  "!site/public/photos/**",
  "package-lock.json",
  "vite.config.ts",
];

/** Modification time of the newest input, for a quick "is the build older?" check. */
export function newestInputTime(cwd = "."): number {
  return Math.max(
    ...fg.sync(BUILD_INPUTS, { cwd, stats: true }).map((entry) => entry.stats?.mtimeMs ?? 0),
  );
}

/** A digest of every input's path and bytes: equal digests, equal builds. */
export function inputsDigest(cwd = "."): string {
  const hash = createHash("sha256");
  for (const file of fg.sync(BUILD_INPUTS, { cwd }).sort()) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(`${cwd}/${file}`))
      .update("\0");
  }
  return hash.digest("hex");
}
