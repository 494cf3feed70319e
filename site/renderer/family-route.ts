/**
 * Routing for the generated families, from the manifest alone: Vike runs
 * route files while it reads its config, before any page module is loaded.
 * A path routes to its generated file, which the family's page renders.
 */
import { manifest } from "../generated/manifest";
import type { GeneratedKind } from "../../model/routes";

function filesOf(kind: GeneratedKind): Map<string, string> {
  return new Map(
    manifest.pages.filter((page) => page.kind === kind).map((page) => [page.path, page.file]),
  );
}

export function familyRoute(kind: GeneratedKind) {
  const files = filesOf(kind);
  return (pageContext: { urlPathname: string }) => {
    const file = files.get(pageContext.urlPathname);
    return file ? { routeParams: { file } } : false;
  };
}

export function familyUrls(kind: GeneratedKind): () => string[] {
  return () => [...filesOf(kind).keys()];
}
