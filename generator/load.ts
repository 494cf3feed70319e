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

const DATA_FILES = {
  locations: "data/locations.yaml",
  business: "data/business.yaml",
  options: "data/options.yaml",
  transmitters: "data/transmitters.yaml",
} as const;

function parseSource(file: string, text: string): { doc?: SourceDoc; problems: Problem[] } {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: true });
  // The first syntax error is the one to fix; the rest usually follow from it.
  const [error] = document.errors;
  if (error) {
    return {
      problems: [
        {
          file,
          line: error.linePos?.[0].line,
          field: "",
          ...problems.yamlSyntax(
            error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, ""),
          ),
        },
      ],
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

/** Project-relative path → file text, for every input file under `root`; a missing file is undefined. */
export type InputTexts = Record<string, string | undefined>;

export async function readInputs(root: string): Promise<InputTexts> {
  const templateFiles = (await fg("templates/*.yaml", { cwd: root })).sort();
  const files = [...Object.values(DATA_FILES), ...templateFiles];
  const texts = await Promise.all(
    files.map(async (file) => {
      try {
        return await readFile(path.join(root, file), "utf8");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    }),
  );
  return Object.fromEntries(files.map((file, i) => [file, texts[i]]));
}

/** Parses every input; all missing or unparsable files are reported together. */
export function parseInputs(texts: InputTexts): LoadedInput {
  const found: Problem[] = [];
  const docs = new Map<string, SourceDoc>();
  for (const [file, text] of Object.entries(texts)) {
    if (text === undefined) {
      found.push({ file, field: "", ...problems.missingFile() });
      continue;
    }
    const result = parseSource(file, text);
    found.push(...result.problems);
    if (result.doc) docs.set(file, result.doc);
  }
  if (found.length > 0) throw new DataError(found);

  const doc = (file: string): SourceDoc => docs.get(file)!;
  const templateFiles = [...docs.keys()].filter((file) => file.startsWith("templates/"));
  return {
    locations: doc(DATA_FILES.locations),
    business: doc(DATA_FILES.business),
    options: doc(DATA_FILES.options),
    transmitters: doc(DATA_FILES.transmitters),
    templates: Object.fromEntries(
      templateFiles.map((file) => [path.basename(file, ".yaml"), doc(file)]),
    ),
  };
}

export async function load(root: string): Promise<LoadedInput> {
  return parseInputs(await readInputs(root));
}
