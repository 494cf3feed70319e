/**
 * The generator's pure middle: loaded documents in, formatted files out.
 * load → validate → resolve → compose → emit → format. Places and editorial content
 * (content families, blog, postcode pages) each have their own resolve and compose.
 */
import { compose, type ComposedPage } from "./compose/places";
import { composeEditorial, type ComposedEditorialPage } from "./compose/editorial";
import { resolveEditorial } from "./resolve/editorial";
import { knownPages } from "./resolve/links";
import { emit, type OutputFile } from "./emit/emit";
import { format, type FormatOptions } from "./format";
import type { LoadedInput } from "./load/load";
import type { SitePhoto } from "../model/page-props";
import { sitePhotos } from "../model/photo-plan";
import { resolvePhotos } from "./resolve/photos";
import { resolve, type Plan } from "./resolve/places";
import { validate, type SiteData } from "./validate/validate";

export interface Generated {
  data: SiteData;
  plan: Plan;
  pages: ComposedPage[];
  editorial: ComposedEditorialPage[];
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
  const editorialPlan = await timed("resolve editorial content", () =>
    resolveEditorial(plan, data),
  );
  const known = await timed("resolve links", () => knownPages(plan, editorialPlan, data));
  const pages = await timed("compose places", () => compose(plan, data, editorialPlan));
  const editorial = await timed("compose editorial content", () =>
    composeEditorial(editorialPlan, known, data),
  );
  const photos = await timed("resolve photos", () =>
    sitePhotos(resolvePhotos(data.photos, editorialPlan.placeNamed, editorialPlan.pages)),
  );
  const emitted = await timed("emit", () => emit(plan, pages, editorial, data, photos));
  const files = await timed("format", () => format(emitted, formatOptions, previous));
  return { data, plan, pages, editorial, photos, files, timings };
}
