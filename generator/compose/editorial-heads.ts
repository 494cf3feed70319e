/** The SEO object of an editorial page, with the title and description rules. Pure. */
import { descriptionSuffix, titleSuffixes } from "../../model/claims";
import { countiesFrom } from "../../model/counties";
import type { PageHead } from "../../model/page-props";
import { normaliseDescription, normaliseTitle, wouldBeCut } from "../../model/seo";
import { problems } from "../errors";
import type { ComposeContext, Where } from "./context";

export const HOME = { name: "Home", path: "/" };

export function baseHead(
  site: ComposeContext,
  page: { path: string },
  title: string,
  description: string,
): PageHead {
  return {
    title: normaliseTitle(title, titleSuffixes(site.data.business)),
    description: normaliseDescription(description, descriptionSuffix(site.data.business)),
    keywords: [],
    canonical: page.path,
    robots: "index,follow",
    image: { path: "/images/social/town.png", width: 1200, height: 630 },
    faqData: [],
    breadcrumbs: [HOME],
    areaServed: countiesFrom(site.data.business.base.county),
  };
}

/** A title the owner writes must survive the title rule whole: reported where it would be cut. */
export function checkTitle(site: ComposeContext, title: string, where: Where): void {
  if (wouldBeCut(title, titleSuffixes(site.data.business)))
    site.found.push({ ...where, ...problems.titleCut(title) });
}
