/**
 * Routing for the generated families, from each family's own table of
 * addresses (site/generated/routes-<family>.ts): Vike runs route files while
 * it reads its config, before any page module is loaded, bundling each with
 * what it imports; a table per family keeps the manifest out of them. A path
 * routes to its generated file, which the family's page renders.
 */
import type { FamilyRoutes } from "../../model/routes";

export function familyRoute(routes: FamilyRoutes) {
  const files = new Map(Object.entries(routes));
  return (pageContext: { urlPathname: string }) => {
    const file = files.get(pageContext.urlPathname);
    return file ? { routeParams: { file } } : false;
  };
}

/** The family's addresses to pre-render (site/renderer/page-urls.ts reads them). */
export function familyUrls(routes: FamilyRoutes): () => string[] {
  return () => Object.keys(routes);
}
