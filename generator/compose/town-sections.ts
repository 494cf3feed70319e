/**
 * The dedicated towns' own sections (data/towns/<slug>.md), added to their
 * town pages: placeholders from the place, the business and the file's front
 * matter, then Markdown, every internal link checked like editorial content's. Pure.
 */
import type { LocalSection } from "../../model/page-props";
import { blogCategoryPath, pagePath } from "../../model/routes";
import { proseList } from "../../model/seo";
import { keepTogether, telHref } from "../../model/text";
import { DataError, problems, type Problem } from "../errors";
import type { EditorialPlan } from "../resolve/editorial";
import type { Plan } from "../resolve/places";
import { BLOG_CATEGORIES } from "../schema/editorial";
import type { NearbySelection } from "../schema/towns";
import type { SiteData } from "../validate/validate";
import { visitFlag, type TownSections } from "../validate/towns";
import { businessContext } from "./editorial";
import { renderMarkdown } from "./markdown";
import { render, templateContext, type ComposedPage } from "./places";

type TownPage = Extract<ComposedPage, { kind: "town" }>;

function selectNearby(selection: NearbySelection, names: string[]): string[] {
  if ("first" in selection) return names.slice(0, selection.first);
  if ("last" in selection) return names.slice(-selection.last);
  if ("only" in selection) return names.filter((name) => selection.only.includes(name));
  return names;
}

/** Every address a section may link to: the fixed pages and every generated one. */
function knownPaths(plan: Plan, editorial: EditorialPlan, data: SiteData): Set<string> {
  return new Set([
    ...data.fixedPaths,
    ...plan.pages.map((page) => page.path),
    ...editorial.pages.map((page) => page.path),
    ...BLOG_CATEGORIES.map(blogCategoryPath),
  ]);
}

function composeSections(
  town: TownSections,
  page: TownPage,
  data: SiteData,
  known: ReadonlySet<string>,
  found: Problem[],
): LocalSection[] {
  const { place } = page;
  const nearby = page.props.nearby.map((link) => link.name);
  const context = {
    ...businessContext(data),
    ...templateContext(place, data),
    namedTransmitter: place.reception.basis === "named",
    relayTransmitter: place.reception.basis === "relay",
    starlinkPath: pagePath("starlink", place.slug),
    ajaxPath: pagePath("ajax", place.slug),
    line: town.line?.label ?? "",
    lineNumber: town.line ? keepTogether(town.line.number) : "",
    lineHref: town.line ? telHref(town.line.number) : "",
    places: Object.fromEntries(
      Object.entries(town.places).map(([name, selection]) => [
        name,
        proseList(selectNearby(selection, nearby)),
      ]),
    ),
    visits: Object.fromEntries(
      data.options.serviceWindows.map((option) => [
        visitFlag(option.id),
        place.location.serviceWindows?.includes(option.id) ?? false,
      ]),
    ),
  };
  return town.sections.map((section) => {
    const { blocks, links } = renderMarkdown(render(section.body, context));
    for (const href of links) {
      if (/^(https:|mailto:|tel:|#)/.test(href)) continue;
      if (!known.has(href.split("#")[0]!))
        found.push({ file: town.file, field: `${section.id}.body`, ...problems.brokenLink(href) });
    }
    return { id: section.id, title: render(section.title, context), body: blocks };
  });
}

/** The town pages, those with a file in data/towns/ given its sections. */
export function withTownSections(
  pages: ComposedPage[],
  plan: Plan,
  data: SiteData,
  editorial: EditorialPlan,
): ComposedPage[] {
  if (data.townSections.length === 0) return pages;
  const bySlug = new Map(data.townSections.map((town) => [town.slug, town]));
  const known = knownPaths(plan, editorial, data);
  const found: Problem[] = [];
  const composed = pages.map((page): ComposedPage => {
    const town = page.kind === "town" ? bySlug.get(page.place.slug) : undefined;
    if (!town || page.kind !== "town") return page;
    bySlug.delete(town.slug);
    const localSections = composeSections(town, page, data, known, found);
    return { ...page, props: { ...page.props, localSections } };
  });
  // A file named after a place whose page took another slug (two places of one name).
  for (const town of bySlug.values())
    found.push({ file: town.file, field: "", ...problems.notATown(town.slug) });
  if (found.length > 0) throw new DataError(found);
  return composed;
}
