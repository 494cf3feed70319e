/**
 * Which files of a build's output changed between two builds: every file of
 * dist/client hashed, and the two listings compared. The pages (HTML files)
 * are counted apart from the rest (sitemap, feeds, host files, bundles), as
 * the edit table sets the pages changed beside the pages rendered.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** File under the folder ("witney.html") → hash of its bytes. */
export type FileHashes = ReadonlyMap<string, string>;

export interface Changes {
  changed: number;
  added: number;
  removed: number;
}

export interface PageChanges {
  pages: Changes;
  /** Every other file of the output. */
  others: Changes;
}

/** Every file under `folder`, hashed. */
export async function fileHashes(folder: string): Promise<FileHashes> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
  const hashes = new Map<string, string>();
  for (const file of files) {
    const bytes = await readFile(path.join(folder, file));
    hashes.set(file, createHash("sha256").update(bytes).digest("hex"));
  }
  return hashes;
}

const isPage = (file: string) => file.endsWith(".html");

/** The files of `after` changed, added and removed since `before`, pages apart from the rest. */
export function pageChanges(before: FileHashes, after: FileHashes): PageChanges {
  const none = (): Changes => ({ changed: 0, added: 0, removed: 0 });
  const result = { pages: none(), others: none() };
  const tally = (file: string) => (isPage(file) ? result.pages : result.others);
  for (const [file, hash] of after) {
    const earlier = before.get(file);
    if (earlier === undefined) tally(file).added++;
    else if (earlier !== hash) tally(file).changed++;
  }
  for (const file of before.keys()) if (!after.has(file)) tally(file).removed++;
  return result;
}

/** Changed, added and removed together: the files whose bytes a visitor now gets differently. */
export const touched = ({ changed, added, removed }: Changes): number => changed + added + removed;
