/**
 * The postcode check's district table written beside the pages, for the
 * island to fetch on first use (site/islands/coverage/answer-in-place.ts):
 * the generated module's table as it is.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { COVERAGE_TABLE_PATH } from "../model/coverage-check";
import type { CoverageTable } from "../model/coverage";
import { generated } from "./generated-module";

export async function writeCoverageTable(root: string, clientDir: string): Promise<void> {
  const { coverage } = await generated<{ coverage: CoverageTable }>(root, "coverage.ts");
  await writeFile(path.join(clientDir, COVERAGE_TABLE_PATH.slice(1)), JSON.stringify(coverage));
}
