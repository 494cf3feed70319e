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
import { brokenLinks } from "../resolve/links";
import type { NearbySelection } from "../schema/towns";
import { visitFlag } from "../validate/towns";
import type { PlacePageInput, TownSectionsInput } from "./place-inputs";
import { businessContext } from "./context";
import { renderMarkdown } from "./markdown";
import { offered, templateContext, type ComposedPage } from "./places";
import { render } from "./render";

type TownPage = Extract<ComposedPage, { composer: "town" }>;

function selectNearby(selection: NearbySelection, names: string[]): string[] {
  if ("first" in selection) return names.slice(0, selection.first);
  if ("last" in selection) return names.slice(-selection.last);
  if ("only" in selection) return names.filter((name) => selection.only.includes(name));
  return names;
}

/** A town's sections, from their input, its page's input and its composed page. */
function composeSections(
  { town, site }: TownSectionsInput,
  input: PlacePageInput,
  page: TownPage,
  found: Problem[],
): LocalSection[] {
  const { place } = input.page;
  const nearby = page.props.nearby.map((link) => link.name);
  const context = {
    ...businessContext(site),
    ...templateContext(input),
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
      site.options.serviceWindows.map((option) => [
        visitFlag(option.id),
        (place.location.serviceWindows?.includes(option.id) ?? false) &&
          offered(option, site.business),
      ]),
    ),
  };
  return town.sections.map((section) => {
    const { blocks, links } = renderMarkdown(render(section.body, context));
    for (const href of brokenLinks(site.known, links))
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
  inputs: ReadonlyMap<string, PlacePageInput>,
  sections: ReadonlyMap<string, TownSectionsInput>,
  found: Problem[],
): ComposedPage[] {
  if (sections.size === 0) return pages;
  // A file named after a place whose page took another slug (two places of one name).
  for (const { town } of sections.values())
    if (!townSlugs.has(town.slug))
      found.push({ file: town.file, field: "", ...problems.notATown(town.slug) });
  return pages.map((page): ComposedPage => {
    const town = page.composer === "town" ? sections.get(page.place.slug) : undefined;
    if (!town || page.composer !== "town") return page;
    const localSections = composeSections(town, inputs.get(page.file)!, page, found);
    return { ...page, props: { ...page.props, localSections } };
  });
}
