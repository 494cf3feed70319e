import type { PageContextServer } from "vike/types";
import { CATEGORY_INTROS, categoryOf } from "../../../../renderer/blog";
import { fixedHead } from "../../../../renderer/fixed-head";

export default function head(pageContext: PageContextServer) {
  const category = categoryOf(pageContext.urlPathname)!;
  return fixedHead({
    title: `${category.name}: our articles`,
    description: `${CATEGORY_INTROS[pageContext.routeParams.category ?? ""]} From local installers based in Carterton.`,
    path: category.path,
    crumb: category.name,
    trail: [{ name: "Blog", path: "/blog" }],
  });
}
