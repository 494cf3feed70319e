/**
 * Files a phase makes from inputs it can name, kept from the last build
 * while those inputs stand: each group of files is recorded with the hash of
 * its inputs, each file's bytes and what the phase said of them. A group
 * whose inputs hash the same now, and whose files still have the recorded
 * bytes, is neither made nor written again; any other is made and written.
 * With ten times the places, making _redirects, _headers and the place
 * lookup after a one-town edit was most of the site-files phase.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** What the phase says of a group's files: counts, by name ("rules"). */
export type Facts = Readonly<Record<string, number>>;

/** One group's files (relative to the folder) by their text, and what the phase says of them. */
export interface Made {
  files: Map<string, string>;
  facts: Facts;
}

interface GroupRecord {
  inputs: string;
  /** Each file's name to the hash of its bytes. */
  files: Record<string, string>;
  facts: Facts;
}

type KeptRecord = Record<string, GroupRecord>;

const hashOf = (bytes: string | Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The inputs as one hash: each input's text, separated so that no two lists run together. */
const inputsHash = (inputs: readonly string[]) =>
  hashOf(inputs.map((input) => `${input.length}:${input}`).join("\n"));

async function sameBytes(file: string, hash: string): Promise<boolean> {
  try {
    return hashOf(await readFile(file)) === hash;
  } catch {
    return false;
  }
}

export interface KeptFiles {
  /**
   * The group `name`'s facts: kept from the last build when `inputs` are as
   * they were and its files under the folder are as written then, else made
   * by `make` and written.
   */
  group(name: string, inputs: readonly string[], make: () => Made | Promise<Made>): Promise<Facts>;
  /** How many groups were asked for, and how many of them kept. */
  readonly groups: number;
  readonly kept: number;
  /** Files written. */
  readonly written: number;
  /** Records the groups of this build for the next (the groups not asked for are dropped). */
  save(): Promise<void>;
}

/** The groups recorded in `recordFile`, writing into `dir`. */
export async function keptFiles(dir: string, recordFile: string): Promise<KeptFiles> {
  let last: KeptRecord = {};
  try {
    last = JSON.parse(await readFile(recordFile, "utf8")) as KeptRecord;
  } catch {
    // No record: every group is made.
  }
  const now: KeptRecord = {};
  let kept = 0;
  let written = 0;
  return {
    async group(name, inputs, make) {
      const key = inputsHash(inputs);
      const before = last[name];
      if (before?.inputs === key) {
        const present = await Promise.all(
          Object.entries(before.files).map(([file, hash]) => sameBytes(path.join(dir, file), hash)),
        );
        if (present.every(Boolean)) {
          now[name] = before;
          kept += 1;
          return before.facts;
        }
      }
      const { files, facts } = await make();
      await Promise.all(
        [...files].map(async ([file, text]) => {
          const full = path.join(dir, file);
          await mkdir(path.dirname(full), { recursive: true });
          await writeFile(full, text);
        }),
      );
      written += files.size;
      now[name] = {
        inputs: key,
        files: Object.fromEntries([...files].map(([file, text]) => [file, hashOf(text)])),
        facts,
      };
      return facts;
    },
    get groups() {
      return Object.keys(now).length;
    },
    get kept() {
      return kept;
    },
    get written() {
      return written;
    },
    async save() {
      await mkdir(path.dirname(recordFile), { recursive: true });
      await writeFile(recordFile, JSON.stringify(now));
    },
  };
}
