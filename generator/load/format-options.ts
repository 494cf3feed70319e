import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Options as FormatOptions } from "prettier";

/**
 * The project's .prettierrc.json, read once by the CLI and passed in, so this
 * stage stays pure. It is plain JSON (no overrides), read as such: loading
 * prettier to resolve it would cost a run that formats nothing its start-up.
 */
export async function loadFormatOptions(root: string): Promise<FormatOptions> {
  try {
    return JSON.parse(await readFile(path.join(root, ".prettierrc.json"), "utf8")) as FormatOptions;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
}
