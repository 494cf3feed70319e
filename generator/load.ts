/**
 * The reading end of the pipeline: data/ and templates/ as parsed YAML, each
 * document able to say which line a value came from. Nothing is interpreted here.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import { LineCounter, parseDocument, isNode } from "yaml";
import { DataError, problems, type Problem } from "./errors";

export interface SourceDoc {
  /** Project-relative, forward slashes: "data/locations.yaml". */
  file: string;
  value: unknown;
  /** 1-based line of the value at `at` (or of its nearest present parent). */
  lineOf(at: readonly (string | number)[]): number | undefined;
}

export interface LoadedInput {
  locations: SourceDoc;
  business: SourceDoc;
  options: SourceDoc;
  transmitters: SourceDoc;
  /** templates/<kind>.yaml by kind: "town", "starlink", "ajax". */
  templates: Record<string, SourceDoc>;
}

export const DATA_FILES = {
  locations: "data/locations.yaml",
  business: "data/business.yaml",
  options: "data/options.yaml",
  transmitters: "data/transmitters.yaml",
} as const;

export function parseSource(file: string, text: string): { doc?: SourceDoc; problems: Problem[] } {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  if (document.errors.length > 0) {
    return {
      problems: document.errors.map((error) => ({
        file,
        line: error.linePos?.[0].line,
        field: "",
        ...problems.yamlSyntax(error.message.split("\n")[0] ?? error.code),
      })),
    };
  }
  const lineOf = (at: readonly (string | number)[]): number | undefined => {
    for (let depth = at.length; depth >= 0; depth--) {
      const node = document.getIn(at.slice(0, depth), true);
      if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
    }
    return undefined;
  };
  return { doc: { file, value: document.toJS(), lineOf }, problems: [] };
}

async function readSource(root: string, file: string): Promise<{ doc?: SourceDoc; problems: Problem[] }> {
  let text: string;
  try {
    text = await readFile(path.join(root, file), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { problems: [{ file, field: "", ...problems.missingFile() }] };
    throw error;
  }
  return parseSource(file, text);
}

/** Reads every input file under `root`; all missing or unparsable files are reported together. */
export async function load(root: string): Promise<LoadedInput> {
  const templateFiles = (await fg("templates/*.yaml", { cwd: root })).sort();
  const files = [...Object.values(DATA_FILES), ...templateFiles];
  const results = await Promise.all(files.map((file) => readSource(root, file)));
  const found = results.flatMap((result) => result.problems);
  if (found.length > 0) throw new DataError(found);

  const docs = new Map(results.map((result) => [result.doc!.file, result.doc!]));
  const doc = (file: string): SourceDoc => docs.get(file)!;
  return {
    locations: doc(DATA_FILES.locations),
    business: doc(DATA_FILES.business),
    options: doc(DATA_FILES.options),
    transmitters: doc(DATA_FILES.transmitters),
    templates: Object.fromEntries(templateFiles.map((file) => [path.basename(file, ".yaml"), doc(file)])),
  };
}
