/**
 * The generator's pure middle: loaded documents in, formatted files out.
 * load → validate → resolve → compose → emit → format. Places and editorial content
 * (content families, blog, postcode pages) each have their own resolve and compose;
 * the prose pages (data/pages) need no resolving: their file names are their addresses.
 */
import { compose, type ComposedPage } from "./compose/places";
import { composeEditorial, siteIndex, type ComposedEditorialPage } from "./compose/editorial";
import { composePages, type ComposedProsePage } from "./compose/pages";
import { resolveEditorial } from "./resolve/editorial";
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
  prose: ComposedProsePage[];
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
  const pages = await timed("compose places", () => compose(plan, data, editorialPlan));
  const editorial = await timed("compose editorial content", () =>
    composeEditorial(plan, editorialPlan, data),
  );
  const prose = await timed("compose prose pages", () =>
    composePages(data, siteIndex(plan, editorialPlan, data)),
  );
  const photos = await timed("resolve photos", () =>
    sitePhotos(resolvePhotos(data.photos, editorialPlan.placeNamed, editorialPlan.pages)),
  );
  const emitted = await timed("emit", () => emit(plan, pages, editorial, prose, data, photos));
  const files = await timed("format", () => format(emitted, formatOptions, previous));
  return { data, plan, pages, editorial, prose, photos, files, timings };
}
