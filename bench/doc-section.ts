/**
 * docs/benchmarks.md is one page of hand-written text around the sections the bench writes:
 * `--write` replaces only the text between a section's two markers, so the method, the targets
 * and what was tried stay as they were written.
 */
import { readFile, writeFile } from "node:fs/promises";

/** The sections the bench writes: the full run's report, the series at scale, the owner's edits. */
export type BenchSection = "report" | "scale" | "edits";

const start = (name: BenchSection) => `<!-- bench:${name} -->`;
const end = (name: BenchSection) => `<!-- /bench:${name} -->`;

/** `doc` with the text between the section's markers replaced by `body`. */
export function withSection(doc: string, name: BenchSection, body: string): string {
  const from = doc.indexOf(start(name));
  const to = doc.indexOf(end(name));
  if (from < 0 || to < from) {
    throw new Error(`no section "${name}": the page needs ${start(name)} and ${end(name)}`);
  }
  return `${doc.slice(0, from + start(name).length)}\n\n${body.trim()}\n\n${doc.slice(to)}`;
}

/** Writes `body` into the section of the page at `file`, leaving the rest as it is. */
export async function writeSection(file: string, name: BenchSection, body: string): Promise<void> {
  await writeFile(file, withSection(await readFile(file, "utf8"), name, body));
}
