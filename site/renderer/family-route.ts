/**
 * Routing for the generated families, from the manifest alone: Vike runs
 * route files while it reads its config, before any page module is loaded.
 */
import { manifest } from "../generated/manifest";
import { pagePath, type GeneratedKind } from "../../generator/routes";

function slugsOf(kind: GeneratedKind): Set<string> {
  const prefix = pagePath(kind, "");
  return new Set(
    manifest.pages
      .filter((page) => page.kind === kind)
      .map((page) => page.path.slice(prefix.length)),
  );
}

export function familyRoute(kind: GeneratedKind) {
  const prefix = pagePath(kind, "");
  const slugs = slugsOf(kind);
  return (pageContext: { urlPathname: string }) => {
    const { urlPathname } = pageContext;
    if (!urlPathname.startsWith(prefix)) return false;
    const slug = urlPathname.slice(prefix.length);
    return slugs.has(slug) ? { routeParams: { slug } } : false;
  };
}

export function familyUrls(kind: GeneratedKind): () => string[] {
  return () => manifest.pages.filter((page) => page.kind === kind).map((page) => page.path);
}
