/**
 * Routing for the generated families, from the manifest alone: Vike runs
 * route files while it reads its config, before any page module is loaded.
 * A path routes to its generated file, which the family's page renders.
 */
import { manifest } from "../generated/manifest";
import type { GeneratedKind } from "../../model/routes";

/** A family is one generated kind, or several: every place kind shares one page. */
function filesOf(kinds: GeneratedKind | readonly GeneratedKind[]): Map<string, string> {
  const wanted = new Set(typeof kinds === "string" ? [kinds] : kinds);
  return new Map(
    manifest.pages.filter((page) => wanted.has(page.kind)).map((page) => [page.path, page.file]),
  );
}

export function familyRoute(kinds: GeneratedKind | readonly GeneratedKind[]) {
  const files = filesOf(kinds);
  return (pageContext: { urlPathname: string }) => {
    const file = files.get(pageContext.urlPathname);
    return file ? { routeParams: { file } } : false;
  };
}

/** The family's addresses to pre-render (site/renderer/page-urls.ts reads them). */
export function familyUrls(kinds: GeneratedKind | readonly GeneratedKind[]): () => string[] {
  return () => [...filesOf(kinds).keys()];
}
