/**
 * What each generated file was made from. A run records, in one committed
 * file beside the pages, the generator's version, a hash of every input file
 * and, per generated file, the key of its inputs, the hash of its text as
 * printed (before prettier) and the hash of its text.
 * The next run (on a fresh clone too: the record is in git) then:
 * - does nothing when the generator and every input are as recorded and every
 *   generated file still hashes as recorded;
 * - remakes every file when the generator is not the one recorded;
 * - otherwise remakes only the files whose key changed, or whose text no
 *   longer hashes as recorded (a hand edit), and keeps the rest as they are;
 *   of those, a file printed as it was recorded is not formatted again (an
 *   edit of one town's features composes the 20 pages that name the town,
 *   whose text changes in one or two).
 * The keys live here rather than in each page, and leave the generator's
 * version out, so that a change that leaves a page's text alone (a new
 * generator version, a broader input) changes a line of this file, not the
 * page: a reviewer's diff shows only real changes.
 * A missing or unreadable record only costs time: every file is made again.
 */
import { hash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
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
  /** Generated file → "<key of its inputs> <hash of its printed text> <hash of its text>". */
  files: Record<string, string>;
}

/** A file's line of the record, taken apart. */
export interface FileEntry {
  key: string;
  printed: string;
  text: string;
}

export const fileEntry = ({ key, printed, text }: FileEntry): string => `${key} ${printed} ${text}`;

/** A line of the record taken apart, or undefined if it is not one (then the file is remade). */
export function parseFileEntry(entry: string | undefined): FileEntry | undefined {
  const [key, printed, text, ...rest] = entry?.split(" ") ?? [];
  return key && printed && text && rest.length === 0 ? { key, printed, text } : undefined;
}

/**
 * A short, stable hash of some text (or a file's bytes): 16 hex digits of
 * SHA-256, in one call rather than through a Hash object: a run takes tens of
 * thousands, most of a few dozen characters.
 */
export const digest = (text: string | Uint8Array): string =>
  hash("sha256", text, "hex").slice(0, 16);

/** A key of several parts, none of which can run into the next. */
export const keyOf = (...parts: string[]): string => digest(parts.join("\u0000"));

/**
 * Objects whose hash stands for them in any JSON that holds them (hashedApart):
 * each is written out once however many inputs hold it, rather than in full
 * in every one. A station stands in the receptions of hundreds of places, and
 * a place in about twenty pages' lists: written in full, those were most of
 * the place pages' inputs.
 */
const apart = new WeakSet<object>();

/**
 * `value`, marked to be hashed apart: a key of an input that holds it covers
 * its hash, which covers all of it. Marked before any key is taken, by the
 * code that builds it, so a value's key does not depend on what was hashed first.
 */
export function hashedApart<T extends object>(value: T): T {
  apart.add(value);
  return value;
}

/** What stands for a value derived from `inputs` (derivedFrom): the hash of them. */
export const derivationOf = (inputs: unknown): string => `%${digest(inputJson(inputs))}`;

/**
 * `value`, hashed apart as `derivation`, the hash of what a pure function made
 * it from (derivationOf): a key of an input that holds it then covers all it
 * can be, at the cost of hashing its inputs rather than it. Only for a value
 * this generator's own code computes from exactly those inputs (another
 * generator remakes every file).
 */
export function derivedFrom<T extends object>(value: T, derivation: string): T {
  apart.add(value);
  hashes.set(value, derivation);
  return value;
}

/**
 * JSON in which a Map is its entries (JSON.stringify alone writes every Map
 * as {}) and an object hashed apart, below the top, is its hash after a NUL.
 * A string of the data that starts with a NUL gets a second one, so no string
 * reads as a hash: the JSON still tells every two inputs apart.
 */
const inputJson = (value: unknown): string =>
  JSON.stringify(value, (_key, entry: unknown) => {
    if (typeof entry === "string") return entry.startsWith(NUL) ? `${NUL}${entry}` : entry;
    if (typeof entry !== "object" || entry === null) return entry;
    if (entry instanceof Map) return entriesOf(entry);
    return entry !== value && apart.has(entry) ? `${NUL}${hashOf(entry)}` : entry;
  });

const NUL = "\u0000";

const entriesOf = (map: ReadonlyMap<unknown, unknown>): [unknown, unknown][] => [...map];

const hashes = new WeakMap<object, string>();

/** JSON this short stands for itself: hashing it costs more than writing it out. */
const SHORT_JSON = 64;

/**
 * What stands for a value in a key: its JSON itself where that is short, else
 * the hash of its JSON; marked apart ("=" or "#", or "%" for the hash of what it
 * is derived from), so none reads as another. An object's is taken once however
 * many inputs hold it.
 */
function hashOf(value: unknown): string {
  if (typeof value !== "object" || value === null) return standIn(inputJson(value));
  let hash = hashes.get(value);
  if (hash === undefined) {
    hash = standIn(inputJson(value));
    hashes.set(value, hash);
  }
  return hash;
}

const standIn = (json: string): string =>
  json.length <= SHORT_JSON ? `=${json}` : `#${digest(json)}`;

/**
 * The key of a composer's input: the hash of all of it, taken as the hashes of
 * its parts. A part many pages share is one object, hashed once; so is each
 * field of a page's own part that other pages hold too (a place's facts are one
 * object for every kind's page of the place: hashed once, not once a kind).
 */
export function inputKey(shared: object, own: object): string {
  return keyOf(
    hashOf(shared),
    ...Object.entries(own).map(([field, value]) => `${field} ${hashOf(value)}`),
  );
}

/** What stands for one value in a key, as inputKey takes each part: for keyOf. */
export const valuePart = (value: object): string => hashOf(value);

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

/** The record under `root`, as parseRecord reads it: the build reads it too. */
export async function readMadeFrom(root: string): Promise<MadeFrom | undefined> {
  const text = await readFile(path.join(root, RECORD_FILE), "utf8").catch(() => undefined);
  return parseRecord(text);
}

/** The hash of `file`'s text as the record has it, if it has the file. */
export const recordedHash = (record: MadeFrom | undefined, file: string): string | undefined =>
  parseFileEntry(record?.files[file])?.text;

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
    return hash !== undefined && parseFileEntry(entry)?.text === hash;
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
 * The input files whose text is the one the record's run read, with the same
 * generator. That run was clean (the record is written only then), so the
 * checks of each such file's own text passed (load.ts, SourceDoc's `unchanged`).
 */
export function unchangedInputs(
  record: MadeFrom | undefined,
  generator: string,
  inputs: Record<string, string>,
): Set<string> {
  if (record?.generator !== generator) return new Set();
  return new Set(Object.keys(inputs).filter((file) => record.inputs[file] === inputs[file]));
}

/**
 * The record's line of `file` if the file on disk is as this generator made
 * it and untouched since; undefined if it must be made again.
 */
function intactEntry(
  record: MadeFrom | undefined,
  generator: string,
  onDisk: ReadonlyMap<string, string>,
  file: string,
): FileEntry | undefined {
  if (record?.generator !== generator) return undefined;
  const entry = parseFileEntry(record.files[file]);
  return entry !== undefined && entry.text === onDisk.get(file) ? entry : undefined;
}

/** Whether the file on disk is as this generator made it, and untouched since. */
export const intact = (
  record: MadeFrom | undefined,
  generator: string,
  onDisk: ReadonlyMap<string, string>,
  file: string,
): boolean => intactEntry(record, generator, onDisk, file) !== undefined;

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
  return intactEntry(record, generator, onDisk, file)?.key === key;
}

/**
 * The recorded line of `file` if this generator printed it as `printed`
 * before and the file on disk is still what formatting that made: then
 * formatting it again would give the same text.
 */
export function formattedBefore(
  record: MadeFrom | undefined,
  generator: string,
  onDisk: ReadonlyMap<string, string>,
  file: string,
  printed: string,
): FileEntry | undefined {
  const entry = intactEntry(record, generator, onDisk, file);
  return entry?.printed === printed ? entry : undefined;
}
