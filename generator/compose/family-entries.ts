/**
 * A content family's entries as the catalogue lists them (by name, each with
 * its summary), shared by the catalogue and the prose pages' lists, so the
 * two cannot disagree.
 */
import type { FamilyEntry } from "../../model/page-props";
import { CONTENT_FAMILIES, type ContentFamily } from "../../model/families";
import { compareText } from "../../model/text";
import type { ComposedEditorialPage } from "./editorial-page";

export function familyEntries(
  editorial: readonly ComposedEditorialPage[],
  family: ContentFamily,
): FamilyEntry[] {
  return editorial
    .flatMap((page) =>
      page.kind === "content" && page.variant === "entry" && page.family === family
        ? [
            {
              name: page.entry.name,
              path: page.path,
              summary: page.props.summary,
              ...(page.entry.town !== undefined && { town: page.entry.town }),
            },
          ]
        : [],
    )
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
export function familyEntriesMarkdown(
  editorial: readonly ComposedEditorialPage[],
): Record<ContentFamily, string> {
  return Object.fromEntries(
    CONTENT_FAMILIES.map((family) => [
      family,
      familyEntries(editorial, family)
        .map(
          ({ name, path, summary }) =>
            `- [${markdownText(name)}](${path})${summary ? `\n\n  ${markdownText(summary)}` : ""}`,
        )
        .join("\n\n"),
    ]),
  ) as Record<ContentFamily, string>;
}
