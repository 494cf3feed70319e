/**
 * The printer's thread (printer.ts). It loads ts-morph and prettier as it
 * starts and prints and formats one module, so that both are loaded and warm
 * by the time the main thread has composed what a small run makes; then it
 * prints or formats what it is sent. Node loads this file by its own type
 * stripping, with the project's import hook (ts-imports.mjs) registered first.
 */
import type { Options } from "prettier";
import type { Emittable } from "./emit/emittable";
import { print } from "./emit/emit";
import type { OutputFile } from "./output";
import { formatBatch } from "./format-batch";

/** What the main thread asks for. */
export type PrinterRequest = { print: Emittable[] } | { format: OutputFile[] };

export const handle = async (request: PrinterRequest, options: Options): Promise<OutputFile[]> =>
  "print" in request ? [...print(request.print)] : formatBatch(request.format, options);

/** A data module of a few lines, of the kinds every run prints: a constant of data, typed. */
const WARM_UP: Emittable = {
  module: {
    path: "site/generated/warm-up.ts",
    source: "the printer's warm-up",
    typeFrom: "../../model/page-props",
    name: "warmUp",
    type: "WarmUp[]",
    value: [{ name: "Witney", county: "Oxfordshire", km: 14.2, listed: true }],
  },
};

/** The printer is ready when this has run; what it makes is thrown away. */
export async function warmUp(options: Options): Promise<void> {
  await formatBatch(await handle({ print: [WARM_UP] }, options), options);
}
