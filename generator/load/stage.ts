/**
 * The load stage: the input read and parsed, and the generated files as they
 * are on disk with the last run's record of them. When that record shows the
 * same generator, inputs and files, the answer is that there is nothing to do,
 * and nothing is parsed.
 */
import { readDigestCache } from "../digest-cache";
import { GENERATED_DIR, SCHEMA_DIR } from "../output";
import type { FormatOptions } from "../format";
import { keyOf, parseRecord, unchangedInputs, upToDate, type MadeFrom } from "../made-from";
import type { Stages } from "../stages";
import { readValueCache, writeValueCache } from "../value-cache";
import { loadFormatOptions } from "./format-options";
import { readGenerated, type GeneratedOnDisk } from "./generated";
import { inputDigests, parseRaw, readRaw, type LoadedInput } from "./load";
import { PieceValues } from "./pieces";
import { generatorVersion } from "./version";

/** What the load stage gives the rest. */
export interface Loaded {
  input: LoadedInput;
  formatOptions: FormatOptions;
  /** The generated files now on disk, by project-relative path, to the hash of each (made-from.ts). */
  onDisk: ReadonlyMap<string, string>;
  /** The last run's record of what made each of them, if there is one. */
  record?: MadeFrom;
  /** The generator's version (load/version.ts): a file made by another is made again. */
  version: string;
  /** A hash of each input file, for the new record. */
  inputs: Record<string, string>;
}

/** The load stage's answer when the last run's record shows there is nothing to do. */
export interface UpToDate {
  upToDate: MadeFrom;
}

/** The values of the input's pieces this run parsed or used, for the next run (value-cache.ts). */
export interface ParsedValues {
  values: PieceValues;
  generator: string;
}

export interface LoadOutcome {
  /** Undefined when the stage found a problem (its report in `stages` says which). */
  loaded: Loaded | UpToDate | undefined;
  /** What the stage found on disk, for the next run (digest-cache.ts). */
  generated?: GeneratedOnDisk;
  /** Kept even when parsing found a problem: the pieces parsed before it still serve. */
  parsed?: ParsedValues;
}

/** Runs the load stage on `stages` for the project at `root`. */
export async function loadStage(stages: Stages, root: string): Promise<LoadOutcome> {
  const outcome: LoadOutcome = { loaded: undefined };
  outcome.loaded = await stages.run("load", root, async (at): Promise<Loaded | UpToDate> => {
    const [raw, formatOptions, generated, generator] = await Promise.all([
      readRaw(at),
      loadFormatOptions(at),
      readDigestCache(at).then((cache) => readGenerated(at, [GENERATED_DIR, SCHEMA_DIR], cache)),
      generatorVersion(),
    ]);
    outcome.generated = generated;
    // Prettier's options lay out every file, as the generator's code makes it:
    // a change to either makes every file again.
    const version = keyOf(generator, JSON.stringify(formatOptions));
    const inputs = inputDigests(raw);
    const { digests: onDisk } = generated;
    const record = parseRecord(generated.record);
    // The same generator, inputs and files as the last run made: there is nothing to do.
    if (record && upToDate(record, version, inputs, onDisk)) return { upToDate: record };
    const unchanged = unchangedInputs(record, version, inputs);
    const values = new PieceValues(await readValueCache(at, version));
    outcome.parsed = { values, generator: version };
    return {
      input: parseRaw(raw, undefined, unchanged, values),
      formatOptions,
      onDisk,
      record,
      version,
      inputs,
    };
  });
  return outcome;
}

/** The values parsed kept for the next run; --check writes nothing, nor does a run that parsed nothing new. */
export async function keepValues(
  root: string,
  parsed: ParsedValues | undefined,
  check: boolean,
): Promise<void> {
  if (!parsed || check || !parsed.values.changed) return;
  await writeValueCache(root, parsed.generator, parsed.values.used);
}
