/**
 * A value the generator keeps in .cache/ from one run for the next (the
 * nearest lists, the receptions): read from the start of a run, while the
 * stages before the one that takes it run, and written whole at the end only
 * when this run made another. What the file holds and how it is checked is
 * the caller's; a file that does not parse is as none.
 */
import { readFile } from "node:fs/promises";
import { writeWhole } from "./write-whole";

/** The last run's value and this run's, for the pipeline (pipeline.ts). */
export interface RunMemo<T> {
  /** The last run's value, if kept by this generator and whole. */
  last(): Promise<T | undefined>;
  /** This run's value. */
  made(value: T): void;
}

export interface FileMemoFormat<T> {
  /** The value in the file's bytes, or undefined when they are not one this generator wrote whole. */
  parse(bytes: Buffer): T | undefined;
  /** The file's bytes for a value. */
  text(value: T): string | Uint8Array;
  /** Whether this run's value is the last run's, so the file stands. */
  same(made: T, last: T): boolean;
}

export class FileMemo<T> implements RunMemo<T> {
  readonly #file: string;
  readonly #format: FileMemoFormat<T>;
  readonly #last: Promise<T | undefined>;
  #made: T | undefined;

  /** The file is read from now. */
  constructor(file: string, format: FileMemoFormat<T>) {
    this.#file = file;
    this.#format = format;
    this.#last = readFile(file).then(
      (bytes) => format.parse(bytes),
      () => undefined,
    );
  }

  last(): Promise<T | undefined> {
    return this.#last;
  }

  made(value: T): void {
    this.#made = value;
  }

  /** Written whole when this run made another value than it was given; else the file stands. */
  async keep(): Promise<void> {
    const made = this.#made;
    if (made === undefined) return;
    const last = await this.#last;
    if (last !== undefined && this.#format.same(made, last)) return;
    await writeWhole(this.#file, this.#format.text(made));
  }
}
