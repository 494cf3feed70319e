/**
 * The measured project copied to a scratch folder: every top-level entry but
 * git's, the build's output and caches, with node_modules linked. Copying by
 * exclusion rather than by a list keeps it right for another tree (`--project`)
 * whose build reads files this one does not know.
 */
import { cp, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const NOT_COPIED = new Set([".git", "node_modules", "dist", ".cache", ".vite", "coverage", "var"]);

/**
 * What a fresh clone lacks and a build leaves behind: its output, its caches
 * under .cache/, and the ignored folders of older builds (Vite's cache, the
 * resized photos). A cold build starts with these removed.
 */
export const BUILD_LEFTOVERS = ["dist", ".cache", ".vite", "site/public/photos"];

/** `scratch` as a fresh clone would be before its first build: what a cold build starts from. */
export async function removeBuildLeftovers(scratch: string): Promise<void> {
  for (const leftover of BUILD_LEFTOVERS) {
    await rm(path.join(scratch, leftover), { recursive: true, force: true });
  }
}

export async function scratchCopy(project: string): Promise<string> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "site-bench-"));
  for (const entry of await readdir(project)) {
    if (NOT_COPIED.has(entry)) continue;
    await cp(path.join(project, entry), path.join(scratch, entry), { recursive: true });
  }
  await symlink(path.join(project, "node_modules"), path.join(scratch, "node_modules"));
  await removeBuildLeftovers(scratch);
  return scratch;
}
