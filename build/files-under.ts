/**
 * Every file under a folder of dist/, relative to it and "/"-separated, in
 * one listing: the build lists dist/ in several phases, and with ten times
 * the places (some 14,000 files) working each path out from the folder's
 * (path.relative) cost more than the listing itself.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";

export async function filesUnder(folder: string): Promise<string[]> {
  const dir = path.resolve(folder);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const inside = entry.parentPath.slice(dir.length + 1);
    files.push(inside === "" ? entry.name : `${inside.split(path.sep).join("/")}/${entry.name}`);
  }
  return files;
}
