/**
 * data/towns/<slug>.md, a dedicated town's own sections: the file names a town,
 * the front matter names a real phone line and real places, each section has
 * its heading and anchor, and every placeholder is one the composer provides.
 */
import path from "node:path";
import type { MarkdownSource } from "../load/load";
import { problems, type NamedWording, type Problem } from "../errors";
import { slugify } from "../../model/slug";
import { townSectionsFrontMatterSchema, type NearbySelection } from "../schema/towns";
import type { BusinessData } from "../schema/business";
import { ALLOWED_FIELDS, BUSINESS_FIELDS } from "../schema/template-fields";
import { check, checkPlaceholders, reporter } from "./check";

export interface TownSection {
  id: string;
  title: string;
  body: string;
}

export interface TownSections {
  file: string;
  /** The town page's slug, from the file name. */
  slug: string;
  line?: { label: string; number: string };
  places: Record<string, NearbySelection>;
  sections: TownSection[];
}

/** What a section may say beyond a town template's fields and the business's. */
export const TOWN_SECTION_FIELDS = [
  "namedTransmitter",
  "relayTransmitter",
  "starlinkPath",
  "ajaxPath",
  "line",
  "lineNumber",
  "lineHref",
] as const;

/** "evening-appointments" → "eveningAppointments": a service window as {{#if visits.eveningAppointments}}. */
export const visitFlag = (id: string): string =>
  id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

const HEADING = /^## (.+?) \{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

/** The body's `## Title {#id}` sections; anything else at that level is reported. */
function sectionsOf(body: string, report: (problem: NamedWording) => void): TownSection[] {
  const sections: TownSection[] = [];
  const seen = new Set<string>();
  let current: { id: string; title: string; lines: string[] } | undefined;
  const close = () => {
    if (current)
      sections.push({
        id: current.id,
        title: current.title,
        body: current.lines.join("\n").trim(),
      });
  };
  for (const line of body.split("\n")) {
    if (/^#{1,2} /.test(line)) {
      const heading = HEADING.exec(line);
      if (!heading || line.startsWith("# ")) {
        report(problems.badSectionHeading(line.trim()));
        continue;
      }
      close();
      const [, title, id] = heading;
      if (seen.has(id!)) report(problems.duplicateSection(id!));
      seen.add(id!);
      current = { id: id!, title: title!, lines: [] };
    } else if (current) current.lines.push(line);
    else if (line.trim() !== "") report(problems.badSectionHeading(line.trim()));
  }
  close();
  return sections;
}

export function validateTownSections(
  sources: readonly MarkdownSource[],
  places: ReadonlySet<string>,
  business: BusinessData,
  serviceWindowIds: readonly string[],
  found: Problem[],
): TownSections[] {
  const townSlugs = new Set([...places].map(slugify));
  return sources.flatMap((source): TownSections[] => {
    const slug = path.posix.basename(source.file, ".md");
    const before = found.length;
    if (!townSlugs.has(slug))
      found.push({ file: source.file, field: "", ...problems.notATown(slug) });
    // Front matter holding only comments is no fields at all.
    const doc = { ...source.frontMatter, value: source.frontMatter.value ?? {} };
    const front = check(doc, townSectionsFrontMatterSchema, found);
    if (!front) return [];
    const report = reporter(doc, found);
    const line = business.phone.regional.find((regional) => regional.label === front.line);
    if (front.line !== undefined && !line)
      report(
        ["line"],
        problems.unknownLine(
          front.line,
          business.phone.regional.map((regional) => regional.label),
        ),
      );
    for (const [name, selection] of Object.entries(front.places)) {
      if (!("only" in selection)) continue;
      selection.only.forEach((place, i) => {
        if (!places.has(place)) report(["places", name, "only", i], problems.unknownPlace(place));
      });
    }
    const sections = sectionsOf(source.body, (problem) =>
      found.push({ file: source.file, field: "body", ...problem }),
    );
    const allowed = [
      ...ALLOWED_FIELDS,
      ...BUSINESS_FIELDS,
      ...TOWN_SECTION_FIELDS,
      ...Object.keys(front.places).map((name) => `places.${name}`),
      ...serviceWindowIds.map((id) => `visits.${visitFlag(id)}`),
    ];
    for (const { id, title, body } of sections)
      checkPlaceholders(
        { file: source.file, lineOf: () => undefined },
        { title, body },
        [id],
        found,
        allowed,
      );
    if (found.length > before) return [];
    return [
      {
        file: source.file,
        slug,
        ...(line && { line }),
        places: front.places,
        sections,
      },
    ];
  });
}
