/**
 * Validation of the prose pages in data/pages: each file's name is its
 * address, its front matter is checked against the schema, its body may use
 * the business placeholders and starts its sections at "## ". Pure.
 */
import { problems, type Problem } from "../errors";
import { PAGES_DIR, type LoadedInput, type MarkdownSource, type SourceDoc } from "../load/load";
import { pageFrontMatterSchema, type PageFrontMatter } from "../schema/pages";
import { PAGE_TEMPLATE_FIELDS } from "../schema/template-fields";
import { check, checkPlaceholders, reporter } from "./check";

export interface ProsePageSource {
  /** data/pages/<path>.md */
  file: string;
  /** The page's address, from its file name: data/pages/about.md is /about. */
  path: string;
  front: PageFrontMatter;
  /** The line of a front matter field, for problems. */
  frontLine: SourceDoc["lineOf"];
  body: string;
  /** The 1-based line of the file on which the body starts, for problems in the body. */
  bodyLine: number;
}

const SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function checkPage(
  source: MarkdownSource,
  sitePages: Set<string>,
  found: Problem[],
): ProsePageSource | undefined {
  const name = source.file.slice(PAGES_DIR.length, -".md".length);
  if (!name.split("/").every((segment) => SEGMENT.test(segment))) {
    found.push({ file: source.file, field: "", ...problems.badFileSlug(name) });
    return undefined;
  }
  const path = `/${name}`;
  const front = check(source.frontMatter, pageFrontMatterSchema, found);
  if (!front) return undefined;
  const before = found.length;
  if (sitePages.has(path))
    found.push({ file: source.file, field: "", ...problems.pageConflict(path) });
  source.body.split("\n").forEach((line, i) => {
    if (/^# /.test(line))
      reporter({ file: source.file, lineOf: () => source.bodyLine + i }, found)(
        ["body"],
        problems.headingLevel(line.trim()),
      );
  });
  checkPlaceholders(source.frontMatter, front, [], found, PAGE_TEMPLATE_FIELDS);
  checkPlaceholders(
    { file: source.file, lineOf: () => undefined, unchanged: source.frontMatter.unchanged },
    source.body,
    ["body"],
    found,
    PAGE_TEMPLATE_FIELDS,
  );
  return found.length === before
    ? {
        file: source.file,
        path,
        front,
        frontLine: source.frontMatter.lineOf,
        body: source.body,
        bodyLine: source.bodyLine,
      }
    : undefined;
}

export function validatePages(input: LoadedInput, found: Problem[]): ProsePageSource[] {
  const sitePages = new Set(input.fixedPaths);
  return input.pages
    .map((source) => checkPage(source, sitePages, found))
    .filter((page) => page !== undefined);
}
