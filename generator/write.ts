/**
 * The writing end of the pipeline. Compares the new output with what is on
 * disk, writes only files whose bytes changed (temp file, then rename, so a
 * reader never sees half a file), and deletes generated files no page needs.
 */
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import type { OutputFile } from "./emit/output";
import { compareText } from "../model/text";

export interface Changes {
  /** New or different files. */
  changed: OutputFile[];
  unchanged: number;
  /** Generated files on disk that the new output no longer has. */
  stale: string[];
}

/**
 * Every file now in the folders the generator owns (and may delete), by
 * project-relative path: what the last run wrote, or a person changed since.
 */
export async function readGenerated(root: string, owned: string[]): Promise<Map<string, string>> {
  const existing = await fg(
    owned.map((dir) => `${dir}/**/*`),
    { cwd: root, dot: true },
  );
  const contents = await Promise.all(
    existing.map((file) => readFile(path.join(root, file), "utf8")),
  );
  return new Map(existing.map((file, i) => [file, contents[i]!]));
}

/** What writing `files` would change in `previous` (from readGenerated). Pure. */
export function diff(files: OutputFile[], previous: ReadonlyMap<string, string>): Changes {
  const wanted = new Set(files.map((file) => file.path));
  const changed = files.filter((file) => previous.get(file.path) !== file.contents);
  return {
    changed,
    unchanged: files.length - changed.length,
    stale: [...previous.keys()].filter((file) => !wanted.has(file)).sort(compareText),
  };
}

export async function write(root: string, changes: Changes): Promise<void> {
  const dirs = new Set(changes.changed.map((file) => path.dirname(path.join(root, file.path))));
  await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
  await Promise.all(
    changes.changed.map(async (file) => {
      const target = path.join(root, file.path);
      const temp = `${target}.${process.pid}.tmp`;
      await writeFile(temp, file.contents);
      await rename(temp, target);
    }),
  );
  await Promise.all(changes.stale.map((file) => rm(path.join(root, file))));
}
