/**
 * The formatted slices of the data modules (format-slices.ts), kept in
 * .cache/ for the next run, which formats again only the slices whose printed
 * text is new. A key feature added or a village moved changes a few lines of
 * the manifest, the catalogue and the routes, which grow with the places:
 * formatted whole, those modules were most of an edit's run. Kept under the
 * generator's version (with prettier's options): another starts with none.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import type { SliceMemo } from "./format";
import { slicesFormattedIn } from "./format-slices";
import { digest } from "./made-from";
import { importAsIs } from "./load/generated";
import { writeWhole } from "./write-whole";

/** With the build's other caches, which a fresh clone has none of. */
export const SLICE_CACHE = ".cache/generate/slices.bin";

/** A module's slices: each one's printed text's hash and its formatted text. */
type Slices = [hash: string, formatted: string][];

interface SliceCacheFile {
  generator: string;
  modules: [path: string, slices: Slices][];
}

/** The last run's slices by module, if the same generator made them; none if missing or unreadable. */
async function readSliceCache(root: string, generator: string): Promise<Map<string, Slices>> {
  try {
    const file = deserialize(await readFile(path.join(root, SLICE_CACHE))) as SliceCacheFile;
    return file.generator === generator ? new Map(file.modules) : new Map();
  } catch {
    return new Map();
  }
}

/** A run's slices: the last run's, read only when a data module is to be formatted, and this run's. */
export class FormattedSlices implements SliceMemo {
  readonly #root: string;
  readonly #generator: string;
  readonly #intact: (module: string) => boolean;
  #last: Promise<Map<string, Slices>> | undefined;
  #known: Promise<ReadonlyMap<string, string>> | undefined;
  readonly #made = new Map<string, Slices>();

  /** `intact`: whether a module's file is as the last run made it (made-from.ts). */
  constructor(root: string, generator: string, intact: (module: string) => boolean) {
    this.#root = root;
    this.#generator = generator;
    this.#intact = intact;
  }

  #lastRun(): Promise<Map<string, Slices>> {
    this.#last ??= readSliceCache(this.#root, this.#generator);
    return this.#last;
  }

  known(): Promise<ReadonlyMap<string, string>> {
    this.#known ??= this.#lastRun().then((last) => new Map([...last.values()].flat()));
    return this.#known;
  }

  /**
   * Its value is the module's own, imported: the file is a data module the
   * generator wrote, and a run that reads one off its file is an edit's, small.
   */
  async onDisk(module: string, sliceChars: number): Promise<ReadonlyMap<string, string>> {
    if (!this.#intact(module)) return new Map();
    const file = path.join(this.#root, module);
    const text = await readFile(file, "utf8");
    const [value] = Object.values(await importAsIs(file, text));
    const slices = slicesFormattedIn(value, text, sliceChars) ?? [];
    return new Map(slices.map(([printed, formatted]) => [digest(printed), formatted]));
  }

  made(module: string, slices: Slices): void {
    this.#made.set(module, slices);
  }

  /**
   * Kept for the next run, written whole: this run's modules' slices, and the
   * last run's of the modules among `outputs` not formatted this run. Nothing
   * is written when no data module was formatted: the file stands as it was.
   */
  async keep(outputs: readonly string[]): Promise<void> {
    if (this.#made.size === 0) return;
    const last = await this.#lastRun();
    const modules = outputs.flatMap((output): [string, Slices][] => {
      const slices = this.#made.get(output) ?? last.get(output);
      return slices ? [[output, slices]] : [];
    });
    await writeWhole(
      path.join(this.#root, SLICE_CACHE),
      serialize({ generator: this.#generator, modules } satisfies SliceCacheFile),
    );
  }
}
