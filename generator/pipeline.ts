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
import type { SitePhoto } from "../site/components/page-props";
import { sitePhotos } from "./photo-plan";
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
}

export async function generate(
  input: LoadedInput,
  formatOptions: FormatOptions,
): Promise<Generated> {
  const data = validate(input);
  const plan = resolve(data);
  const writtenPlan = resolveWritten(plan, data);
  const pages = compose(plan, data, writtenPlan);
  const written = composeWritten(plan, writtenPlan, data);
  const photos = sitePhotos(resolvePhotos(data.photos, writtenPlan.placeNamed, writtenPlan.pages));
  const files = await format(emit(plan, pages, written, data, photos), formatOptions);
  return { data, plan, pages, written, photos, files };
}
