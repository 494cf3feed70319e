/**
 * Every page the site will have, with what a link to it should say: a resolve
 * fact (it needs only the plans), which the composers ask when they check a
 * link or name a related page. Pure.
 */
import type { EntrySummary } from "../../model/page-props";
import { kindLinkLabel } from "../../model/place-kinds";
import { blogCategoryPath, FAMILY_NAMES } from "../../model/routes";
import { BLOG_CATEGORY_NAMES, type BlogCategory } from "../schema/editorial";
import type { SiteData } from "../validate/validate";
import type { EditorialPlan } from "./editorial";
import type { Plan } from "./places";

/** Path → the page's name and summary, for every page that will exist. */
export type KnownPages = ReadonlyMap<string, EntrySummary>;

/** A fixed page's name from its path, for related links: "/aerial-vs-satellite" → "Aerial vs satellite". */
function nameFromPath(path: string): string {
  const words = path.slice(path.lastIndexOf("/") + 1).replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function knownPages(plan: Plan, editorial: EditorialPlan, data: SiteData): KnownPages {
  const pages = new Map<string, EntrySummary>();
  for (const path of data.fixedPaths)
    pages.set(path, { name: nameFromPath(path), path, summary: "" });
  for (const page of plan.pages) {
    const name = kindLinkLabel(page.spec, page.place.location.name);
    pages.set(page.path, { name, path: page.path, summary: "" });
  }
  for (const page of editorial.pages) {
    if (page.kind === "content" && page.variant === "entry")
      pages.set(page.path, { name: page.entry.name, path: page.path, summary: page.entry.summary });
    else if (page.kind === "content")
      pages.set(page.path, { name: FAMILY_NAMES[page.family], path: page.path, summary: "" });
    else if (page.kind === "blog")
      pages.set(page.path, {
        name: page.article.front.title,
        path: page.path,
        summary: page.article.front.summary,
      });
    else
      pages.set(page.path, { name: `${page.outcode} postcode area`, path: page.path, summary: "" });
  }
  for (const category of Object.keys(BLOG_CATEGORY_NAMES) as BlogCategory[]) {
    const path = blogCategoryPath(category);
    pages.set(path, { name: BLOG_CATEGORY_NAMES[category], path, summary: "" });
  }
  return pages;
}

/** The internal links that land on no page; anchors, mail, phone and https links pass. */
export function brokenLinks(known: KnownPages, hrefs: readonly string[]): string[] {
  return hrefs.filter(
    (href) => !/^(https:|mailto:|tel:|#)/.test(href) && !known.has(href.split("#")[0]!),
  );
}
