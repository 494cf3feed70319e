/**
 * Validation of the editorial content: content families, blog articles,
 * postcode pages and reviews. Every entry is checked on its own so each
 * problem names its file, entry and field; cross-references (places,
 * problem slugs) are checked against the location table. Pure.
 */
import path from "node:path";
import type { z } from "zod";
import { problems, type NamedWording, type Problem } from "../errors";
import type { LoadedInput, MarkdownSource, SourceDoc } from "../load/load";
import {
  blogFrontMatterSchema,
  contentFileSchemas,
  postcodesSchema,
  reviewsSchema,
  type BlogFrontMatter,
  type ContentEntry,
  type ContentFile,
  type Postcodes,
  type Reviews,
} from "../schema/editorial";
import { CONTENT_FAMILIES, type ContentFamily } from "../../model/families";
import { BUSINESS_FIELDS } from "../schema/template-fields";
import { check, checkPlaceholders, issueProblems, type Path, reporter } from "./check";

export interface BlogArticle {
  /** data/blog/<slug>.md */
  file: string;
  slug: string;
  front: BlogFrontMatter;
  body: string;
}

export interface EditorialData {
  content: Record<ContentFamily, ContentFile>;
  blog: BlogArticle[];
  postcodes: Postcodes;
  reviews: Reviews;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Markdown bodies: the page's title is its h1, so a body starts its sections at h2. */
function checkHeadings(body: string, report: (problem: NamedWording) => void): void {
  for (const line of body.split("\n")) {
    if (/^# /.test(line)) report(problems.headingLevel(line.trim()));
  }
}

function checkPlaces(
  names: readonly string[],
  known: Set<string>,
  at: Path,
  report: (at: Path, problem: NamedWording) => void,
): void {
  names.forEach((name, i) => {
    if (!known.has(name)) report([...at, i], problems.unknownPlace(name));
  });
}

function checkFamily(
  family: ContentFamily,
  doc: SourceDoc,
  places: Set<string>,
  found: Problem[],
): ContentFile | undefined {
  const value = doc.value as { index?: unknown; entries?: unknown } | null;
  const schema = contentFileSchemas[family];
  const entries = value && Array.isArray(value.entries) ? (value.entries as unknown[]) : undefined;
  if (!entries) {
    // The shape of the file itself is wrong: report that, not every entry.
    return check(doc, schema as z.ZodType<ContentFile>, found);
  }
  const entrySchema = schema.shape.entries.element as z.ZodType<ContentEntry>;
  const index = check(
    { ...doc, value: value!.index, lineOf: (at) => doc.lineOf(["index", ...at]) },
    schema.shape.index,
    found,
  );
  const valid: ContentEntry[] = [];
  const seen = new Map<string, number>();
  entries.forEach((raw, i) => {
    const label =
      typeof raw === "object" && raw !== null
        ? String(("slug" in raw && raw.slug) || ("path" in raw && raw.path) || "")
        : undefined;
    const entry = { index: i, label };
    const result = entrySchema.safeParse(raw, { reportInput: true });
    if (!result.success) {
      found.push(
        ...issueProblems(doc, result.error.issues, ["entries", i], entry).map((problem) => ({
          ...problem,
          line: doc.lineOf(["entries", i, ...problem.field.split(".").filter(Boolean)]),
        })),
      );
      return;
    }
    const data = result.data;
    const report = reporter(doc, found, ["entries", i], entry);
    const id = data.slug ?? data.path!;
    const first = seen.get(id);
    if (first !== undefined)
      report([data.slug ? "slug" : "path"], problems.duplicateSlug(id, first));
    else seen.set(id, i);
    checkPlaces(data.towns, places, ["towns"], report);
    if (data.town !== undefined && !places.has(data.town))
      report(["town"], problems.unknownPlace(data.town));
    checkHeadings(data.body, (problem) => report(["body"], problem));
    const {
      slug: _slug,
      path: _path,
      town: _town,
      postcode: _postcode,
      problem: _p,
      ...text
    } = data;
    const before = found.length;
    checkPlaceholders(
      {
        file: doc.file,
        lineOf: (at) => doc.lineOf(["entries", i, ...at]),
        unchanged: doc.unchanged,
      },
      text,
      [],
      found,
      BUSINESS_FIELDS,
    );
    for (const problem of found.slice(before)) problem.entry = entry;
    valid.push(data);
  });
  if (!index || valid.length !== entries.length) return undefined;
  return { index, entries: valid };
}

function checkArticle(
  source: MarkdownSource,
  places: Set<string>,
  today: string,
  found: Problem[],
): BlogArticle | undefined {
  const slug = path.posix.basename(source.file, ".md");
  const doc = source.frontMatter;
  if (!SLUG.test(slug)) {
    found.push({ file: source.file, field: "", ...problems.badFileSlug(slug) });
    return undefined;
  }
  const front = check(doc, blogFrontMatterSchema, found);
  if (!front) return undefined;
  const report = reporter(doc, found);
  checkPlaces(front.towns, places, ["towns"], report);
  // ISO dates compare as text.
  if (front.date > today) report(["date"], problems.futureDate(front.date, today));
  if (front.updated !== undefined) {
    if (front.updated > today) report(["updated"], problems.futureDate(front.updated, today));
    if (front.updated < front.date) report(["updated"], problems.updatedBeforeDate(front.date));
  }
  checkHeadings(source.body, (problem) => report(["body"], problem));
  checkPlaceholders(doc, front, [], found, BUSINESS_FIELDS);
  checkPlaceholders(
    { file: source.file, lineOf: () => undefined, unchanged: doc.unchanged },
    source.body,
    ["body"],
    found,
    BUSINESS_FIELDS,
  );
  return { file: source.file, slug, front, body: source.body };
}

function checkPostcodes(doc: SourceDoc, places: Set<string>, found: Problem[]) {
  const postcodes = check(doc, postcodesSchema, found);
  if (!postcodes) return undefined;
  const report = reporter(doc, found);
  postcodes.districts.forEach((district, i) => {
    if (!places.has(district.town))
      report(["districts", i, "town"], problems.unknownPlace(district.town));
  });
  postcodes.services.forEach((page, i) => {
    if (!places.has(page.town)) report(["services", i, "town"], problems.unknownPlace(page.town));
  });
  return postcodes;
}

/** Cross-family references: a problem-by-town page names a problem that exists. */
function checkProblemLinks(
  content: Partial<Record<ContentFamily, ContentFile>>,
  doc: SourceDoc | undefined,
  found: Problem[],
) {
  const problemSlugs = new Set(content.problems?.entries.map((entry) => entry.slug));
  if (!doc || !content.problems) return;
  content.locations?.entries.forEach((entry, i) => {
    if (entry.problem !== undefined && !problemSlugs.has(entry.problem))
      found.push({
        file: doc.file,
        entry: { index: i, label: entry.slug },
        line: doc.lineOf(["entries", i, "problem"]),
        field: "problem",
        ...problems.unknownProblem(entry.problem),
      });
  });
}

export function validateEditorial(
  input: LoadedInput,
  places: Set<string>,
  found: Problem[],
): EditorialData | undefined {
  const content: Partial<Record<ContentFamily, ContentFile>> = {};
  for (const file of Object.keys(input.content)) {
    if (!(CONTENT_FAMILIES as readonly string[]).includes(file))
      found.push({
        file: `data/content/${file}.yaml`,
        field: "",
        ...problems.unknownFamily(file, CONTENT_FAMILIES),
      });
  }
  for (const family of CONTENT_FAMILIES) {
    const doc = input.content[family];
    if (!doc) {
      found.push({ file: `data/content/${family}.yaml`, field: "", ...problems.missingFamily() });
      continue;
    }
    const checked = checkFamily(family, doc, places, found);
    if (checked) content[family] = checked;
  }
  checkProblemLinks(content, input.content.locations, found);

  const checked = input.blog.map((source) => checkArticle(source, places, input.today, found));
  const blog = checked.filter((article) => article !== undefined);
  const postcodes = checkPostcodes(input.postcodes, places, found);
  const reviews = check(input.reviews, reviewsSchema, found);

  // Whole only when every file and record passed its schema; the problems between them
  // (a place, a date, a placeholder) are in `found` and leave the data to the later stages.
  const complete =
    CONTENT_FAMILIES.every((family) => content[family] !== undefined) &&
    blog.length === checked.length;
  if (!complete || !postcodes || !reviews) return undefined;
  return { content: content as EditorialData["content"], blog, postcodes, reviews };
}
