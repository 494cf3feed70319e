/**
 * The reading end of the pipeline: data/ and templates/ as parsed YAML, each
 * document able to say which line a value came from. Nothing is interpreted here.
 */
import { PHOTOS_URL } from "../../model/photo-plan";
import { readdir, readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import { load as quickLoad } from "js-yaml";
import { createRequire } from "node:module";
import { COUNTY_PATHS } from "../../model/counties";
import { DataError, problems, type Problem } from "../errors";
import { digest } from "../made-from";
import { PHOTOS_FILE, probePhotos, type PhotoProbe } from "./photo-probe";
import type { PieceValues } from "./pieces";

export interface SourceDoc {
  /** Project-relative, forward slashes: "data/locations.yaml". */
  file: string;
  value: unknown;
  /** 1-based line of the value at `at` (or of its nearest present parent). */
  lineOf(at: readonly (string | number)[]): number | undefined;
  /**
   * The text the last clean run checked, with the same generator: the checks of
   * a file's own text alone, against lists of the code's (placeholders, claims),
   * passed then and are not run again.
   */
  unchanged?: boolean;
}

/** A Markdown file with YAML front matter: data/blog/<slug>.md, data/pages/<path>.md. */
export interface MarkdownSource {
  file: string;
  frontMatter: SourceDoc;
  body: string;
  /** The 1-based line of the file on which the body starts. */
  bodyLine: number;
}

export interface LoadedInput {
  locations: SourceDoc;
  business: SourceDoc;
  options: SourceDoc;
  transmitters: SourceDoc;
  postcodes: SourceDoc;
  outcodes: SourceDoc;
  reviews: SourceDoc;
  photos: SourceDoc;
  /** Every image file in data/photos/, probed (see photo-probe.ts). */
  photoFiles: PhotoProbe[];
  /** templates/<name>.yaml by name: each place kind's (model/place-kinds.ts), "content", "postcode". */
  templates: Record<string, SourceDoc>;
  /** data/content/<family>.yaml by family. */
  content: Record<string, SourceDoc>;
  blog: MarkdownSource[];
  /** data/towns/<slug>.md: a dedicated town's own sections. */
  towns: MarkdownSource[];
  /** data/pages/<path>.md: the site's fixed prose pages, at the address their file names. */
  pages: MarkdownSource[];
  /** Paths of the hand-written pages (site/pages), which generated content may link to. */
  fixedPaths: string[];
  /** The files and folders at the top of site/public, served at /<name>: no place may take one. */
  publicNames: string[];
  /** Today, YYYY-MM-DD: no article may be dated after it. */
  today: string;
}

const DATA_FILES = {
  locations: "data/locations.yaml",
  business: "data/business.yaml",
  options: "data/options.yaml",
  transmitters: "data/transmitters.yaml",
  postcodes: "data/postcodes.yaml",
  outcodes: "data/outcodes.yaml",
  reviews: "data/reviews.yaml",
  photos: PHOTOS_FILE,
} as const;

/** Where prose pages live: data/pages/about.md is /about. */
export const PAGES_DIR = "data/pages/";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * The YAML library, loaded the first time a document needs it (an alias, an
 * error, a problem's line): most runs never do, and loading it is not free.
 */
let yamlLibrary: typeof import("yaml") | undefined;
const yaml = () =>
  (yamlLibrary ??= createRequire(import.meta.url)("yaml") as typeof import("yaml"));

/** `text` parsed, with the counter its nodes' positions are read into lines by. */
function parsedWithLines(text: string) {
  const { LineCounter, parseDocument } = yaml();
  const lines = new LineCounter();
  return { document: parseDocument(text, { lineCounter: lines, prettyErrors: true }), lines };
}

/**
 * The value of a document with no alias and no error, by js-yaml, which parses
 * several times quicker than the YAML library's document, on every edit. Anything else is
 * undefined, and goes the YAML library's way, with its messages and alias rule.
 */
function quickValue(text: string): { value: unknown } | undefined {
  // js-yaml refuses a document of nothing but comments (a town's front matter may be one); YAML
  // reads it as null.
  if (text.split("\n").every((line) => /^\s*(?:#.*)?$/.test(line))) return { value: null };
  try {
    return { value: quickLoad(text, { maxAliases: 0 }) };
  } catch {
    return undefined;
  }
}

/** `lineOffset`: lines before the YAML in its file (front matter starts on line 2). */
function parseSource(
  file: string,
  text: string,
  lineOffset = 0,
  values?: PieceValues,
): { doc?: SourceDoc; problems: Problem[] } {
  const quick = values?.document(text, quickValue) ?? quickValue(text);
  if (quick)
    return { doc: { file, value: quick.value, lineOf: linesOf(text, lineOffset) }, problems: [] };
  const { document } = parsedWithLines(text);
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
  let value: unknown;
  try {
    value = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    // The YAML library's guard against alias bombs; anything else is ours to fix.
    if (!(error instanceof ReferenceError && /alias/i.test(error.message))) throw error;
    return { problems: [{ file, field: "", ...problems.aliasBomb(MAX_ALIAS_COUNT) }] };
  }
  return { doc: { file, value, lineOf: linesOf(text, lineOffset) }, problems: [] };
}

/**
 * A value's line, by the YAML library's document of `text`. The document is made
 * only when a problem asks, and not kept before: kept, the document of
 * data/locations.yaml would be held through the whole run, growing with the places.
 */
function linesOf(text: string, lineOffset: number): SourceDoc["lineOf"] {
  let parsed: ReturnType<typeof parsedWithLines> | undefined;
  return (at) => {
    parsed ??= parsedWithLines(text);
    const { document, lines } = parsed;
    for (let depth = at.length; depth >= 0; depth--) {
      const node = document.getIn(at.slice(0, depth), true);
      if (yaml().isNode(node) && node.range) return lines.linePos(node.range[0]).line + lineOffset;
    }
    return undefined;
  };
}

/** Project-relative path → file text, for every input file under `root`; a missing file is undefined. */
export type InputTexts = Record<string, string | undefined>;

/** The texts, and the files refused before reading (left out of `texts`). */
export interface ReadInputs {
  texts: InputTexts;
  problems: Problem[];
}

/** No alias (*name) may stand for one anchor more often than this: real data uses none. */
const MAX_ALIAS_COUNT = 100;

const MB = 1024 * 1024;
/** Bytes per file, some ten times what the biggest real file needs: beyond it a file is not data. */
function sizeLimit(file: string): number {
  if (file === DATA_FILES.locations) return 8 * MB;
  if (file.startsWith("data/content/")) return 4 * MB;
  return 1 * MB;
}

type ReadResult = { text: string } | { missing: true } | { problem: Omit<Problem, "file"> };

/**
 * One input file, if it is what it claims: a regular file, under data/ or
 * templates/ once links are followed (a link out of the project would
 * publish whatever it points at), and small enough to parse.
 */
async function readInput(
  root: string,
  file: string,
  allowedDirs: readonly string[],
): Promise<ReadResult> {
  let real: string;
  try {
    real = await realpath(path.join(root, file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { missing: true };
    throw error;
  }
  if (!allowedDirs.some((dir) => real.startsWith(dir + path.sep))) {
    return { problem: { field: "", ...problems.linkOutside(real) } };
  }
  const info = await stat(real);
  if (!info.isFile()) return { problem: { field: "", ...problems.notAFile() } };
  const limit = sizeLimit(file);
  if (info.size > limit) return { problem: { field: "", ...problems.tooBig(info.size, limit) } };
  return { text: await readFile(real, "utf8") };
}

/** data/ and templates/ as they are on disk (either may itself be a link the owner made). */
async function allowedDirsOf(root: string): Promise<string[]> {
  const dirs = await Promise.all(
    ["data", "templates"].map((dir) => realpath(path.join(root, dir)).catch(() => undefined)),
  );
  return dirs.filter((dir) => dir !== undefined);
}

export async function readInputs(root: string): Promise<ReadInputs> {
  const globbed = (
    await fg(
      [
        "templates/*.yaml",
        "data/content/*.yaml",
        "data/blog/*.md",
        "data/towns/*.md",
        `${PAGES_DIR}**/*.md`,
      ],
      { cwd: root },
    )
  ).sort();
  const files = [...Object.values(DATA_FILES), ...globbed];
  const allowedDirs = await allowedDirsOf(root);
  const results = await Promise.all(files.map((file) => readInput(root, file, allowedDirs)));
  const texts: InputTexts = {};
  const refused: Problem[] = [];
  files.forEach((file, i) => {
    const result = results[i]!;
    if ("problem" in result) refused.push({ file, ...result.problem });
    else texts[file] = "text" in result ? result.text : undefined;
  });
  return { texts, problems: refused };
}

/** Parameterised page folders whose addresses model/ lists: their pages are fixed pages too. */
const LISTED_PAGES: Record<string, readonly string[]> = { "areas/@county": COUNTY_PATHS };

/**
 * The hand-written pages, from Vike's filesystem routing: site/pages/about/+Page.tsx
 * is /about. Folders with a +route file (the generated families, the home page's
 * two addresses) route themselves; the home page is added as "/"; a parameterised
 * folder adds the addresses model/ lists for it (LISTED_PAGES).
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
  const listed = pages.flatMap((file) => LISTED_PAGES[path.posix.dirname(file)] ?? []);
  return pages.length > 0 ? ["/", ...fixed, ...listed].sort() : [];
}

/** The names at the top of site/public (favicon.svg, sw.js, images...); none when it is missing. */
export async function readPublicNames(root: string): Promise<string[]> {
  try {
    // The photo stage writes its folder there during a build: a name the built-in list holds,
    // so the manifest is the same before and after a build.
    const built = PHOTOS_URL.slice(1);
    return (await readdir(path.join(root, "site/public"))).filter((name) => name !== built).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** The prose pages' addresses, from their file names: data/pages/about.md is /about. */
export async function readPagePaths(root: string): Promise<string[]> {
  const files = await fg(`${PAGES_DIR}**/*.md`, { cwd: root });
  return files.map((file) => `/${file.slice(PAGES_DIR.length, -".md".length)}`).sort();
}

function parseMarkdown(
  file: string,
  text: string,
  values?: PieceValues,
): { doc?: MarkdownSource; problems: Problem[] } {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    return { problems: [{ file, line: 1, field: "", ...problems.missingFrontMatter() }] };
  }
  const result = parseSource(file, match[1]!, 1, values);
  if (!result.doc) return { problems: result.problems };
  return {
    doc: {
      file,
      frontMatter: result.doc,
      body: text.slice(match[0].length),
      bodyLine: match[0].split("\n").length,
    },
    problems: [],
  };
}

/** Today as YYYY-MM-DD in the machine's own time zone: the owner's "today". */
export function isoToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Parses every input; all missing, refused or unparsable files are reported
 * together (`refused`: what reading found, see readInputs). With `values`,
 * the last run's values of the pieces whose text is unchanged are taken
 * rather than parsed again (pieces.ts).
 */
export function parseInputs(
  texts: InputTexts,
  fixedPaths: string[] = [],
  refused: Problem[] = [],
  photoFiles: PhotoProbe[] = [],
  today: string = isoToday(),
  publicNames: string[] = [],
  unchanged: ReadonlySet<string> = new Set(),
  values?: PieceValues,
): LoadedInput {
  const found: Problem[] = [...refused];
  const docs = new Map<string, SourceDoc>();
  const blog: MarkdownSource[] = [];
  const towns: MarkdownSource[] = [];
  const pages: MarkdownSource[] = [];
  for (const [file, text] of Object.entries(texts)) {
    if (text === undefined) {
      found.push({ file, field: "", ...problems.missingFile() });
      continue;
    }
    if (file.endsWith(".md")) {
      const result = parseMarkdown(file, text, values);
      found.push(...result.problems);
      if (result.doc) {
        const frontMatter = { ...result.doc.frontMatter, unchanged: unchanged.has(file) };
        (file.startsWith("data/towns/") ? towns : file.startsWith(PAGES_DIR) ? pages : blog).push({
          ...result.doc,
          frontMatter,
        });
      }
      continue;
    }
    const result = parseSource(file, text, 0, values);
    found.push(...result.problems);
    if (result.doc) docs.set(file, { ...result.doc, unchanged: unchanged.has(file) });
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
    outcodes: doc(DATA_FILES.outcodes),
    reviews: doc(DATA_FILES.reviews),
    photos: doc(DATA_FILES.photos),
    photoFiles,
    templates: byName("templates"),
    content: byName("data/content"),
    blog,
    towns,
    pages,
    fixedPaths,
    publicNames,
    today,
  };
}

/** Everything the generator reads, before it is parsed: what the record of inputs hashes. */
export interface RawInput {
  read: ReadInputs;
  fixedPaths: string[];
  photoFiles: PhotoProbe[];
  publicNames: string[];
}

export async function readRaw(root: string): Promise<RawInput> {
  const [read, fixedPaths, photoFiles, publicNames] = await Promise.all([
    readInputs(root),
    readFixedPaths(root),
    probePhotos(root),
    readPublicNames(root),
  ]);
  return { read, fixedPaths, photoFiles, publicNames };
}

/**
 * A hash of each input, by file (or, for listings, by folder): what the record
 * of the last run is compared with. Today's date is left out: it only ever
 * refuses a date after it, and a date that passed once passes every day after.
 */
export function inputDigests(raw: RawInput): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const [file, text] of Object.entries(raw.read.texts))
    digests[file] = text === undefined ? "missing" : digest(text);
  digests["site/pages (fixed pages)"] = digest(raw.fixedPaths.join("\n"));
  digests["site/public (top-level names)"] = digest(raw.publicNames.join("\n"));
  digests["data/photos (images)"] = digest(JSON.stringify(raw.photoFiles));
  return digests;
}

/**
 * `unchanged`: the files whose text the last clean run checked (SourceDoc's
 * `unchanged`); `values`: the last run's parsed pieces (pieces.ts).
 */
export const parseRaw = (
  raw: RawInput,
  today = isoToday(),
  unchanged: ReadonlySet<string> = new Set(),
  values?: PieceValues,
): LoadedInput =>
  parseInputs(
    raw.read.texts,
    raw.fixedPaths,
    raw.read.problems,
    raw.photoFiles,
    today,
    raw.publicNames,
    unchanged,
    values,
  );

export async function load(root: string): Promise<LoadedInput> {
  return parseRaw(await readRaw(root));
}
