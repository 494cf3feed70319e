/** A blog article's page, with up to three more of its category. Pure. */
import { blogCategoryPath } from "../../model/routes";
import { compareText } from "../../model/text";
import type { EditorialPage, EditorialPlan } from "../resolve/editorial";
import { BLOG_CATEGORY_NAMES } from "../schema/editorial";
import { markdownBlocks, placeLink, type ComposeContext } from "./context";
import type { ComposedEditorialPage } from "./editorial-page";
import { baseHead, checkTitle, HOME } from "./editorial-heads";
import { render } from "./render";

export function composeArticle(
  site: ComposeContext,
  page: Extract<EditorialPage, { kind: "blog" }>,
  editorial: EditorialPlan,
): ComposedEditorialPage {
  const { front, file } = page.article;
  const text = (source: string) => render(source, site.context);
  checkTitle(site, text(front.title), { file, field: "title" });
  const category = {
    name: BLOG_CATEGORY_NAMES[front.category],
    path: blogCategoryPath(front.category),
  };
  const more = editorial.pages
    .filter(
      (other): other is Extract<EditorialPage, { kind: "blog" }> =>
        other.kind === "blog" &&
        other.path !== page.path &&
        other.article.front.category === front.category,
    )
    .sort((a, b) => compareText(b.article.front.date, a.article.front.date))
    .slice(0, 3)
    .map((other) => site.pages.get(other.path)!);
  const blog = { name: "Blog", path: "/blog" };
  return {
    ...page,
    component: "BlogPost",
    head: {
      ...baseHead(site, page, text(front.title), text(front.description)),
      breadcrumbs: [HOME, blog, category, { name: text(front.title), path: page.path }],
      article: {
        headline: text(front.title),
        description: text(front.description),
        datePublished: front.date,
        // Without a later edit the article was last modified the day it was published.
        dateModified: front.updated ?? front.date,
      },
    },
    props: {
      title: text(front.title),
      date: front.date,
      ...(front.updated !== undefined &&
        front.updated !== front.date && { updated: front.updated }),
      category,
      summary: text(front.summary),
      body: markdownBlocks(site, page.article.body, { file, field: "body" }),
      places: page.places.map(placeLink),
      more,
    },
  };
}
