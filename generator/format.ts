/** One prettier pass over every emitted file, with the project's pinned config. */
import * as prettier from "prettier";
import type { OutputFile } from "./emit";

export type FormatOptions = prettier.Options;

/** The project's .prettierrc.json, read once by the CLI and passed in, so this stage stays pure. */
export async function loadFormatOptions(root: string): Promise<FormatOptions> {
  return (await prettier.resolveConfig(`${root}/generator/cli.ts`, { editorconfig: false })) ?? {};
}

export async function format(files: OutputFile[], options: FormatOptions): Promise<OutputFile[]> {
  return Promise.all(
    files.map(async (file) => ({
      path: file.path,
      contents: await prettier.format(file.contents, { ...options, filepath: file.path }),
    })),
  );
}
