/**
 * Pages of editorial content (content families, blog, postcode pages): each
 * page to its composer (content.ts, blog.ts, postcode.ts), which render the
 * business facts into the text, Markdown into blocks, check every internal
 * link against the pages that will exist, and build the SEO object. Pure.
 */
import type { Problem } from "../errors";
import type { EditorialPage, EditorialPlan } from "../resolve/editorial";
import type { KnownPages } from "../resolve/links";
import type { EditorialSiteData } from "../validate/validate";
import { composeArticle } from "./blog";
import { composeEntry, composeIndex } from "./content";
import { businessContext, type ComposeContext } from "./context";
import type { ComposedEditorialPage } from "./editorial-page";
import { composePostcode } from "./postcode";

/**
 * The given pages of the plan (by default all). Broken links and cut titles
 * go into `found`; every page is still composed.
 */
export function composeEditorial(
  editorial: EditorialPlan,
  known: KnownPages,
  data: EditorialSiteData,
  found: Problem[],
  pages: readonly EditorialPage[] = editorial.pages,
): ComposedEditorialPage[] {
  const site: ComposeContext = { data, context: businessContext(data), pages: known, found };
  return pages.map((page) => {
    switch (page.kind) {
      case "content":
        return page.variant === "entry" ? composeEntry(site, page) : composeIndex(site, page);
      case "blog":
        return composeArticle(site, page, editorial);
      case "postcode":
        return composePostcode(site, page, editorial);
    }
  });
}
