/**
 * The writing end of the pipeline. What is on disk is known by each file's
 * hash, not its text, so a run holds no generated file's text but the ones
 * it is making; each file made is written as it comes out of the format
 * stage, only when its bytes changed (temp file, then rename, so a reader
 * never sees half a file); generated files no page needs are deleted last.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { withoutFiles, writeDigestCache } from "./digest-cache";
import type { GeneratedOnDisk } from "./load/generated";
import type { OutputFile } from "./output";
import { digest, RECORD_FILE, recordText, type MadeFrom } from "./made-from";
import { collectEvery } from "../model/heap";
import { compareText } from "../model/text";
import { writeWhole } from "./write-whole";

/**
 * `file` (whose text hashes to `hash`) over what is on disk, atomically,
 * unless the same bytes are there; whether it wrote.
 */
export async function writeIfChanged(
  root: string,
  file: OutputFile,
  hash: string,
  onDisk: ReadonlyMap<string, string>,
  dryRun = false,
): Promise<boolean> {
  if (onDisk.get(file.path) === hash) return false;
  if (dryRun) return true;
  await writeWhole(path.join(root, file.path), file.contents);
  return true;
}

/** The files on disk that the run's output no longer has, sorted. Pure. */
export const staleFiles = (onDisk: ReadonlyMap<string, string>, wanted: ReadonlySet<string>) =>
  [...onDisk.keys()].filter((file) => !wanted.has(file)).sort(compareText);

export async function removeFiles(root: string, files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(path.join(root, file))));
}

/**
 * What the load stage found on disk, kept for the next run (digest-cache.ts) but for the files
 * `written`; --check writes nothing, and neither does a run that found every file as the last
 * left it and wrote none.
 */
export async function keepDigests(
  root: string,
  generated: GeneratedOnDisk | undefined,
  written: readonly string[],
  check: boolean,
): Promise<void> {
  if (!generated || check || (generated.asCached && written.length === 0)) return;
  await writeDigestCache(root, withoutFiles(generated.cache, written));
}

/** What the write stage did: the files written (or, under --check, that would be), sorted. */
export interface Written {
  changed: string[];
  unchanged: number;
  /** The files removed (or, under --check, that would be): no output has them. */
  stale: string[];
}

/** The write stage's two ends: each file as it is formatted, then the record and the stale files. */
export interface Writer {
  take: (file: OutputFile, hash: string) => Promise<void>;
  finish: (outputs: readonly string[], record: MadeFrom) => Promise<Written>;
}

/**
 * The write stage for the files now `onDisk` under `root`: each file made is written as it is
 * formatted, atomically, if its bytes changed (--check only notes it).
 */
export function writer(root: string, onDisk: ReadonlyMap<string, string>, check: boolean): Writer {
  const changed: string[] = [];
  // The generator keeps its plan and every page's inputs live; left to V8, its peak at scale
  // moved widely from run to run. A full collection every 1,000 files holds it steady.
  const collect = collectEvery(1000);
  const take = async (file: OutputFile, hash: string) => {
    if (await writeIfChanged(root, file, hash, onDisk, check)) changed.push(file.path);
    collect();
  };
  // Last, the record (so a run stopped before it makes its files again) and the stale files gone.
  const finish = async (outputs: readonly string[], record: MadeFrom): Promise<Written> => {
    const contents = recordText(record);
    await take({ path: RECORD_FILE, contents }, digest(contents));
    const stale = staleFiles(onDisk, new Set([...outputs, RECORD_FILE]));
    if (!check) await removeFiles(root, stale);
    return {
      changed: [...changed].sort(compareText),
      unchanged: outputs.length + 1 - changed.length,
      stale,
    };
  };
  return { take, finish };
}
