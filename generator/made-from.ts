/**
 * What each generated file was made from. A run records, in one committed
 * file beside the pages, the generator's version, a hash of every input file
 * and, per generated file, the key of its inputs and the hash of its text.
 * The next run (on a fresh clone too: the record is in git) then:
 * - does nothing when the generator and every input are as recorded and every
 *   generated file still hashes as recorded;
 * - remakes every file when the generator is not the one recorded;
 * - otherwise remakes only the files whose key changed, or whose text no
 *   longer hashes as recorded (a hand edit), and keeps the rest as they are.
 * The keys live here rather than in each page, and leave the generator's
 * version out, so that a change that leaves a page's text alone (a new
 * generator version, a broader input) changes a line of this file, not the
 * page: a reviewer's diff shows only real changes.
 * A missing or unreadable record only costs time: every file is made again.
 */
import { createHash } from "node:crypto";
import { compareText } from "../model/text";

export const RECORD_FILE = "site/generated/made-from.json";

export interface MadeFrom {
  /**
   * The generator's own version (a hash of its source and of the libraries
   * that shape its output) with prettier's options, which lay out every file.
   */
  generator: string;
  /** Input file (or input folder's listing) → hash of its contents. */
  inputs: Record<string, string>;
  /** Generated file → "<key of its inputs> <hash of its text>". */
  files: Record<string, string>;
}

/** A short, stable hash of some text: 16 hex digits of SHA-256. */
export const digest = (text: string): string =>
  createHash("sha256").update(text).digest("hex").slice(0, 16);

/** A key of several parts, none of which can run into the next. */
export const keyOf = (...parts: string[]): string => digest(parts.join("\u0000"));

/** JSON in which a Map is its entries (JSON.stringify alone writes every Map as {}). */
const inputJson = (value: unknown): string =>
  JSON.stringify(value, (_key, entry: unknown) =>
    entry instanceof Map ? entriesOf(entry) : entry,
  );

const entriesOf = (map: ReadonlyMap<unknown, unknown>): [unknown, unknown][] => [...map];

const sharedKeys = new WeakMap<object, string>();

/**
 * The key of a composer's input: the hash of all of it, taken as the hash of
 * a part many pages share (one object, hashed once however many pages hold
 * it) and the page's own part.
 */
export function inputKey(shared: object, own: unknown): string {
  let key = sharedKeys.get(shared);
  if (key === undefined) {
    key = digest(inputJson(shared));
    sharedKeys.set(shared, key);
  }
  return keyOf(key, inputJson(own));
}

/** The record as written: sorted, one entry a line, as prettier lays JSON out. */
export function recordText(record: MadeFrom): string {
  const sorted = (entries: Record<string, string>) =>
    Object.fromEntries(Object.entries(entries).sort(([a], [b]) => compareText(a, b)));
  const text = JSON.stringify(
    { generator: record.generator, inputs: sorted(record.inputs), files: sorted(record.files) },
    null,
    2,
  );
  return `${text}\n`;
}

/** The record on disk, or undefined when there is none or it is not one (then all is remade). */
export function parseRecord(text: string | undefined): MadeFrom | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return undefined;
    const { generator, inputs, files } = value as Partial<MadeFrom>;
    const isMap = (map: unknown): map is Record<string, string> =>
      typeof map === "object" &&
      map !== null &&
      Object.values(map).every((entry) => typeof entry === "string");
    if (typeof generator !== "string" || !isMap(inputs) || !isMap(files)) return undefined;
    return { generator, inputs, files };
  } catch {
    return undefined;
  }
}

const sameEntries = (a: Record<string, string>, b: Record<string, string>): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * The generated files on disk (`onDisk`: each file's hash), exactly as the
 * record says they were made: each recorded file there with its recorded
 * hash, and no other file.
 */
export function filesIntact(record: MadeFrom, onDisk: ReadonlyMap<string, string>): boolean {
  const recorded = Object.entries(record.files);
  if (recorded.length !== [...onDisk.keys()].filter((file) => file !== RECORD_FILE).length)
    return false;
  return recorded.every(([file, entry]) => {
    const hash = onDisk.get(file);
    return hash !== undefined && entry.endsWith(` ${hash}`);
  });
}

/** Nothing to do: the same generator, the same inputs, the same files as the last run made. */
export function upToDate(
  record: MadeFrom | undefined,
  generator: string,
  inputs: Record<string, string>,
  onDisk: ReadonlyMap<string, string>,
): boolean {
  return (
    record !== undefined &&
    record.generator === generator &&
    sameEntries(record.inputs, inputs) &&
    filesIntact(record, onDisk)
  );
}

/**
 * Whether the file on disk is as this generator made it from `key`, and
 * untouched since: then it is kept, else made again.
 */
export function reusable(
  record: MadeFrom | undefined,
  generator: string,
  onDisk: ReadonlyMap<string, string>,
  file: string,
  key: string,
): boolean {
  if (record?.generator !== generator) return false;
  const entry = record.files[file];
  const hash = onDisk.get(file);
  return entry !== undefined && hash !== undefined && entry === `${key} ${hash}`;
}
