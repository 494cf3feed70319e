/**
 * The writing end of the pipeline. Compares the new output with what is on
 * disk, writes only files whose bytes changed (temp file, then rename, so a
 * reader never sees half a file), and deletes generated files no page needs.
 */
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import type { OutputFile } from "./emit";
import { compareText } from "./text";

export interface Changes {
  /** New or different files. */
  changed: OutputFile[];
  unchanged: number;
  /** Generated files on disk that the new output no longer has. */
  stale: string[];
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** `owned` are the folders whose every file the generator made (and may delete). */
export async function diff(root: string, files: OutputFile[], owned: string[]): Promise<Changes> {
  const existing = await fg(
    owned.map((dir) => `${dir}/**/*`),
    { cwd: root, dot: true },
  );
  const wanted = new Set(files.map((file) => file.path));
  const current = await Promise.all(files.map((file) => readIfExists(path.join(root, file.path))));
  const changed = files.filter((file, i) => current[i] !== file.contents);
  return {
    changed,
    unchanged: files.length - changed.length,
    stale: existing.filter((file) => !wanted.has(file)).sort(compareText),
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
