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

/** A Markdown file with YAML front matter: data/blog/<slug>.md. */
export interface MarkdownSource {
  file: string;
  frontMatter: SourceDoc;
  body: string;
}

export interface LoadedInput {
  locations: SourceDoc;
  business: SourceDoc;
  options: SourceDoc;
  transmitters: SourceDoc;
  postcodes: SourceDoc;
  reviews: SourceDoc;
  /** templates/<kind>.yaml by kind: "town", "starlink", "ajax", "content", "postcode". */
  templates: Record<string, SourceDoc>;
  /** data/content/<family>.yaml by family. */
  content: Record<string, SourceDoc>;
  blog: MarkdownSource[];
  /** Paths of the hand-written pages (site/pages), which generated content may link to. */
  fixedPaths: string[];
}

const DATA_FILES = {
  locations: "data/locations.yaml",
  business: "data/business.yaml",
  options: "data/options.yaml",
  transmitters: "data/transmitters.yaml",
  postcodes: "data/postcodes.yaml",
  reviews: "data/reviews.yaml",
} as const;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** `lineOffset`: lines before the YAML in its file (front matter starts on line 2). */
function parseSource(
  file: string,
  text: string,
  lineOffset = 0,
): { doc?: SourceDoc; problems: Problem[] } {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: true });
  // The first syntax error is the one to fix; the rest usually follow from it.
  const [error] = document.errors;
  if (error) {
    return {
      problems: [
        {
          file,
          line: error.linePos && error.linePos[0].line + lineOffset,
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
      if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line + lineOffset;
    }
    return undefined;
  };
  return { doc: { file, value: document.toJS(), lineOf }, problems: [] };
}

/** Project-relative path → file text, for every input file under `root`; a missing file is undefined. */
export type InputTexts = Record<string, string | undefined>;

export async function readInputs(root: string): Promise<InputTexts> {
  const globbed = (
    await fg(["templates/*.yaml", "data/content/*.yaml", "data/blog/*.md"], { cwd: root })
  ).sort();
  const files = [...Object.values(DATA_FILES), ...globbed];
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

/**
 * The hand-written pages, from Vike's filesystem routing: site/pages/about/+Page.tsx
 * is /about. Folders with a +route file (the generated families, the home page's
 * two addresses) route themselves; the home page is added as "/".
 */
export async function readFixedPaths(root: string): Promise<string[]> {
  const pagesDir = path.join(root, "site/pages");
  const [pages, routed] = await Promise.all([
    fg("**/+Page.{ts,tsx}", { cwd: pagesDir }),
    fg("**/+route.{ts,tsx}", { cwd: pagesDir }),
  ]);
  const routedDirs = new Set(routed.map((file) => path.posix.dirname(file)));
  const fixed = pages
    .map((file) => path.posix.dirname(file))
    // _error is no address; @param folders are addresses the generator lists itself.
    .filter((dir) => !routedDirs.has(dir) && !dir.startsWith("_") && !dir.includes("@"))
    .map((dir) => `/${dir}`);
  return pages.length > 0 ? ["/", ...fixed].sort() : [];
}

function parseMarkdown(file: string, text: string): { doc?: MarkdownSource; problems: Problem[] } {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    return { problems: [{ file, line: 1, field: "", ...problems.missingFrontMatter() }] };
  }
  const result = parseSource(file, match[1]!, 1);
  if (!result.doc) return { problems: result.problems };
  return {
    doc: { file, frontMatter: result.doc, body: text.slice(match[0].length) },
    problems: [],
  };
}

/** Parses every input; all missing or unparsable files are reported together. */
export function parseInputs(texts: InputTexts, fixedPaths: string[] = []): LoadedInput {
  const found: Problem[] = [];
  const docs = new Map<string, SourceDoc>();
  const blog: MarkdownSource[] = [];
  for (const [file, text] of Object.entries(texts)) {
    if (text === undefined) {
      found.push({ file, field: "", ...problems.missingFile() });
      continue;
    }
    if (file.endsWith(".md")) {
      const result = parseMarkdown(file, text);
      found.push(...result.problems);
      if (result.doc) blog.push(result.doc);
      continue;
    }
    const result = parseSource(file, text);
    found.push(...result.problems);
    if (result.doc) docs.set(file, result.doc);
  }
  if (found.length > 0) throw new DataError(found);

  const doc = (file: string): SourceDoc => docs.get(file)!;
  const byName = (folder: string) =>
    Object.fromEntries(
      [...docs.keys()]
        .filter((file) => path.posix.dirname(file) === folder)
        .map((file) => [path.posix.basename(file, ".yaml"), doc(file)]),
    );
  return {
    locations: doc(DATA_FILES.locations),
    business: doc(DATA_FILES.business),
    options: doc(DATA_FILES.options),
    transmitters: doc(DATA_FILES.transmitters),
    postcodes: doc(DATA_FILES.postcodes),
    reviews: doc(DATA_FILES.reviews),
    templates: byName("templates"),
    content: byName("data/content"),
    blog,
    fixedPaths,
  };
}

export async function load(root: string): Promise<LoadedInput> {
  const [texts, fixedPaths] = await Promise.all([readInputs(root), readFixedPaths(root)]);
  return parseInputs(texts, fixedPaths);
}
