import type { PageContextServer } from "vike/types";

/**
 * The pre-render renders only the pages the build selects: the ones whose
 * inputs changed since the last build, and of those its own share when
 * several threads render (scripts/lib/prerender-shard.ts, site-render.ts). The build passes
 * the choice as `prerenderSelect` in the pre-render's pageContextInit;
 * without it every page renders.
 */
export default function onPrerenderStart(prerenderContext: {
  pageContexts: PageContextServer[];
}): { prerenderContext: { pageContexts: PageContextServer[] } } | undefined {
  const { pageContexts } = prerenderContext;
  const select = pageContexts[0]?.prerenderSelect;
  if (!select) return undefined;
  const chosen = select(pageContexts.map((pageContext) => pageContext.urlOriginal));
  return {
    prerenderContext: {
      // Copies, as Vike's own examples return: on the originals Vike reads the
      // deprecated `url`, whose getter warns once per run.
      pageContexts: pageContexts
        .filter((pageContext) => chosen.has(pageContext.urlOriginal))
        .map((pageContext) => ({ ...pageContext })),
    },
  };
}

declare global {
  namespace Vike {
    interface PageContext {
      /** Given every URL to pre-render, the ones to render now. */
      prerenderSelect?: (urls: readonly string[]) => ReadonlySet<string>;
    }
  }
}
