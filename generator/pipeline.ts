/**
 * The generator's pure middle: loaded documents in, formatted files out.
 * load → validate → resolve → compose → emit → format. Places and written content
 * (content families, blog, postcode pages) each have their own resolve and compose.
 */
import { compose, type ComposedPage } from "./compose";
import { composeWritten, type ComposedWrittenPage } from "./compose-written";
import { resolveWritten } from "./resolve-written";
import { emit, type OutputFile } from "./emit";
import { format, type FormatOptions } from "./format";
import type { LoadedInput } from "./load";
import type { SitePhoto } from "../model/page-props";
import { sitePhotos } from "../model/photo-plan";
import { resolvePhotos } from "./resolve-photos";
import { resolve, type Plan } from "./resolve";
import { validate, type SiteData } from "./validate";

export interface Generated {
  data: SiteData;
  plan: Plan;
  pages: ComposedPage[];
  written: ComposedWrittenPage[];
  photos: SitePhoto[];
  files: OutputFile[];
  /** Each stage by name with its milliseconds, in the order they ran (`--verbose` prints them). */
  timings: StageTiming[];
}

export interface StageTiming {
  stage: string;
  ms: number;
}

/** `previous`: the generated files now on disk, so formatting can keep what it made before. */
export async function generate(
  input: LoadedInput,
  formatOptions: FormatOptions,
  previous: ReadonlyMap<string, string> = new Map(),
): Promise<Generated> {
  const timings: StageTiming[] = [];
  async function timed<T>(stage: string, run: () => T | Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await run();
    timings.push({ stage, ms: performance.now() - started });
    return result;
  }
  const data = await timed("validate", () => validate(input));
  const plan = await timed("resolve places", () => resolve(data));
  const writtenPlan = await timed("resolve written content", () => resolveWritten(plan, data));
  const pages = await timed("compose places", () => compose(plan, data, writtenPlan));
  const written = await timed("compose written content", () =>
    composeWritten(plan, writtenPlan, data),
  );
  const photos = await timed("resolve photos", () =>
    sitePhotos(resolvePhotos(data.photos, writtenPlan.placeNamed, writtenPlan.pages)),
  );
  const emitted = await timed("emit", () => emit(plan, pages, written, data, photos));
  const files = await timed("format", () => format(emitted, formatOptions, previous));
  return { data, plan, pages, written, photos, files, timings };
}
