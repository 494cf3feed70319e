/**
 * The generator's pure middle: loaded documents in, formatted files out.
 * load → validate → resolve → compose → emit → format.
 */
import { compose, type ComposedPage } from "./compose";
import { emit, type OutputFile } from "./emit";
import { format, type FormatOptions } from "./format";
import type { LoadedInput } from "./load";
import { resolve, type Plan } from "./resolve";
import { validate, type SiteData } from "./validate";

export interface Generated {
  data: SiteData;
  plan: Plan;
  pages: ComposedPage[];
  files: OutputFile[];
}

export async function generate(
  input: LoadedInput,
  formatOptions: FormatOptions,
): Promise<Generated> {
  const data = validate(input);
  const plan = resolve(data);
  const pages = compose(plan, data);
  const files = await format(emit(plan, pages, data), formatOptions);
  return { data, plan, pages, files };
}
