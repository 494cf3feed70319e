/** A working copy of the project in another folder, for builds that must not touch this one. */
import { cp, mkdir, symlink } from "node:fs/promises";
import path from "node:path";

/**
 * What generating, building and serving the site read, on a server of its own or on Cloudflare
 * Pages (its Functions and wrangler.toml); node_modules is linked, not copied.
 */
const PROJECT_FILES = [
  "data",
  "templates",
  "loader",
  "generator",
  "model",
  "site",
  "build",
  "scripts",
  "migrations",
  "functions",
  "wrangler.toml",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "tsconfig.json",
  ".prettierrc.json",
];

export async function copyProject(scratch: string, project = process.cwd()): Promise<void> {
  await mkdir(scratch, { recursive: true });
  for (const item of PROJECT_FILES) {
    await cp(path.join(project, item), path.join(scratch, item), { recursive: true });
  }
  await symlink(path.join(project, "node_modules"), path.join(scratch, "node_modules"));
}
