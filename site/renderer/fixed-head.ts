/** Heads of the hand-written pages, held to the same title and description rules as generated ones. */
import { descriptionSuffix, titleSuffixes } from "../../model/claims";
import { countiesFrom } from "../../model/counties";
import { normaliseDescription, normaliseTitle } from "../../model/seo";
import type { Link, PageHead } from "../../model/page-props";
import { business } from "../generated/business";

export function fixedHead(page: {
  title: string;
  description: string;
  path: string;
  /** The page's name in the breadcrumb trail, where the title is too long for it. */
  crumb?: string;
  trail?: Link[];
  keywords?: string[];
  robots?: PageHead["robots"];
  preloadImage?: PageHead["preloadImage"];
}): PageHead {
  const home = { name: "Home", path: "/" };
  return {
    title: normaliseTitle(page.title, titleSuffixes(business)),
    description: normaliseDescription(page.description, descriptionSuffix(business)),
    keywords: page.keywords ?? [],
    canonical: page.path,
    robots: page.robots ?? "index,follow",
    image: { path: "/images/social/town.png", width: 1200, height: 630 },
    faqData: [],
    breadcrumbs:
      page.path === "/"
        ? [home]
        : [home, ...(page.trail ?? []), { name: page.crumb ?? page.title, path: page.path }],
    areaServed: countiesFrom(business.base.county),
    ...(page.preloadImage && { preloadImage: page.preloadImage }),
  };
}
