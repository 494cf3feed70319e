/** The build's first phase: data/ → site/generated, the generator run in a child process. */
import type { GenerateResult } from "../generator/cli";
import { plural } from "../model/text";
import { ReportedFailure } from "./build-log";
import { callInChild, GENERATOR_V8_FLAGS } from "./in-child";

export async function generate(): Promise<{ detail: string; value: undefined }> {
  const { value: result = { code: 2, pages: 0, written: 0, made: 0 } } =
    await callInChild<GenerateResult>(
      new URL("../generator/cli.ts", import.meta.url),
      "runQuietly",
      [["--quiet"]],
      { v8Flags: GENERATOR_V8_FLAGS },
    );
  if (result.code !== 0)
    throw new ReportedFailure(`stopped with exit code ${result.code} (its report is above)`);
  return {
    detail: `${result.pages} pages, ${plural(result.made, "file")} made, ${plural(result.written, "file")} written`,
    value: undefined,
  };
}
