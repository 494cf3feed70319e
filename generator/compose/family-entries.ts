/**
 * How each editorial page is listed, and a content family's entries as the
 * catalogue lists them (by name, each with its summary), shared by the
 * catalogue and the prose pages' lists, so the two cannot disagree.
 */
import type { Catalogue, EditorialCataloguePart } from "../../model/catalogue";
import type { FamilyEntry, Link } from "../../model/page-props";
import { CONTENT_FAMILIES, type ContentFamily } from "../../model/families";
import { compareText } from "../../model/text";
import type { ComposedEditorialPage } from "./editorial-page";

/**
 * What the catalogue and the prose pages read of a composed editorial page:
 * how it is listed, if it is. An editorial page's listing is a function of
 * its key, so the last run's listings of the pages whose keys stand serve
 * again (listing-cache.ts) and those pages are not composed to list them.
 */
export type Listing =
  | { family: ContentFamily; entry: FamilyEntry }
  | { blog: Catalogue["blog"][number] }
  | { district: Link }
  | { service: Link };

export function listingOf(page: ComposedEditorialPage): Listing | undefined {
  switch (page.kind) {
    case "content":
      return page.variant === "entry"
        ? {
            family: page.family,
            entry: {
              name: page.entry.name,
              path: page.path,
              summary: page.props.summary,
              ...(page.entry.town !== undefined && { town: page.entry.town }),
            },
          }
        : undefined;
    case "blog":
      return {
        blog: {
          name: page.props.title,
          path: page.path,
          summary: page.props.summary,
          date: page.article.front.date,
          ...(page.props.updated !== undefined && { updated: page.props.updated }),
          category: page.props.category,
        },
      };
    case "postcode":
      return page.service
        ? { service: { name: page.head.title, path: page.path } }
        : { district: { name: `${page.outcode} (${page.town.location.name})`, path: page.path } };
  }
}

/** The listings the catalogue's parts show, by address: what editorialCatalogue() was given. */
export function listingsIn(
  catalogue: Pick<Catalogue, EditorialCataloguePart>,
): Map<string, Listing> {
  const listings: [string, Listing][] = [
    ...catalogue.families.flatMap(({ id, entries }) =>
      entries.map((entry): [string, Listing] => [entry.path, { family: id, entry }]),
    ),
    ...catalogue.blog.map((blog): [string, Listing] => [blog.path, { blog }]),
    ...catalogue.postcodes.districts.map((district): [string, Listing] => [
      district.path,
      { district },
    ]),
    ...catalogue.postcodes.services.map((service): [string, Listing] => [
      service.path,
      { service },
    ]),
  ];
  return new Map(listings);
}

export function familyEntries(listings: readonly Listing[], family: ContentFamily): FamilyEntry[] {
  return listings
    .flatMap((listing) => ("family" in listing && listing.family === family ? [listing.entry] : []))
    .sort((a, b) => compareText(a.name, b.name));
}

/** Markdown's punctuation in plain text, escaped so it reads as written. */
function markdownText(text: string): string {
  return text.replace(/[\\`*_[\]<>&!#|~]/g, "\\$&").replace(/^([-+]|\d+[.)])/, "\\$1");
}

/**
 * Each family's entries as a Markdown list for a "{.summary-list}" class line:
 * a link to each entry, then its summary as the item's second paragraph.
 */
export function familyEntriesMarkdown(listings: readonly Listing[]): Record<ContentFamily, string> {
  return Object.fromEntries(
    CONTENT_FAMILIES.map((family) => [
      family,
      familyEntries(listings, family)
        .map(
          ({ name, path, summary }) =>
            `- [${markdownText(name)}](${path})${summary ? `\n\n  ${markdownText(summary)}` : ""}`,
        )
        .join("\n\n"),
    ]),
  ) as Record<ContentFamily, string>;
}
