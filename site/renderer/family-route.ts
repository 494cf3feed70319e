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

/**
 * The family's addresses to pre-render: all of them, or those of
 * `globalThis.prerenderOnly` when the build set it. Vike makes a page context
 * (routed, its config loaded) for every address listed here before the
 * build's onPrerenderStart picks the ones to render; listing only the thread's
 * share keeps each render thread's memory and time to its own pages (at
 * 13,474 pages, every thread made all 13,474 contexts).
 */
export function familyUrls(kinds: GeneratedKind | readonly GeneratedKind[]): () => string[] {
  return () => {
    const urls = [...filesOf(kinds).keys()];
    const only = globalThis.prerenderOnly;
    return only ? urls.filter((url) => only.has(url)) : urls;
  };
}

declare global {
  /**
   * Set by the build's render thread (scripts/lib/prerender-shard.ts) before it
   * pre-renders: the generated pages it renders. Global because Vike calls
   * onBeforePrerenderStart with no page context to carry it.
   */
  var prerenderOnly: ReadonlySet<string> | undefined;
}
