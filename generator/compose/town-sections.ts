/**
 * The dedicated towns' own sections (data/towns/<slug>.md), added to their
 * town pages: placeholders from the place, the business and the file's front
 * matter, then Markdown, every internal link checked like editorial content's. Pure.
 */
import type { LocalSection } from "../../model/page-props";
import { pagePath } from "../../model/routes";
import { proseList } from "../../model/seo";
import { keepTogether, telHref } from "../../model/phone";
import { problems, type Problem } from "../errors";
import { brokenLinks, type KnownPages } from "../resolve/links";
import type { NearbySelection } from "../schema/towns";
import type { SiteData } from "../validate/validate";
import { visitFlag, type TownSections } from "../validate/towns";
import { businessContext } from "./context";
import { renderMarkdown } from "./markdown";
import { templateContext, type ComposedPage } from "./places";
import { render } from "./render";

type TownPage = Extract<ComposedPage, { composer: "town" }>;

function selectNearby(selection: NearbySelection, names: string[]): string[] {
  if ("first" in selection) return names.slice(0, selection.first);
  if ("last" in selection) return names.slice(-selection.last);
  if ("only" in selection) return names.filter((name) => selection.only.includes(name));
  return names;
}

function composeSections(
  town: TownSections,
  page: TownPage,
  data: SiteData,
  known: KnownPages,
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
    for (const href of brokenLinks(known, links))
      found.push({ file: town.file, field: `${section.id}.body`, ...problems.brokenLink(href) });
    return { id: section.id, title: render(section.title, context), body: blocks };
  });
}

/**
 * The given town pages, those with a file in data/towns/ given its sections;
 * problems go into `found`. `townSlugs` are every town page's slug, composed
 * this run or not: a file is checked against all of them.
 */
export function withTownSections(
  pages: ComposedPage[],
  townSlugs: ReadonlySet<string>,
  data: SiteData,
  known: KnownPages,
  found: Problem[],
): ComposedPage[] {
  if (data.townSections.length === 0) return pages;
  // A file named after a place whose page took another slug (two places of one name).
  for (const town of data.townSections)
    if (!townSlugs.has(town.slug))
      found.push({ file: town.file, field: "", ...problems.notATown(town.slug) });
  const bySlug = new Map(data.townSections.map((town) => [town.slug, town]));
  return pages.map((page): ComposedPage => {
    const town = page.composer === "town" ? bySlug.get(page.place.slug) : undefined;
    if (!town || page.composer !== "town") return page;
    const localSections = composeSections(town, page, data, known, found);
    return { ...page, props: { ...page.props, localSections } };
  });
}
