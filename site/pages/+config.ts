import type { Config, PageContextServer } from "vike/types";
import type { PageHead } from "../../model/page-props";

/**
 * Every page is pre-rendered to HTML and, having no onRenderClient, ships no
 * JavaScript: interactive islands bring their own small entries.
 */
export default {
  // The build pre-renders through the production server entry, in its own threads,
  // and writes "/witney" as witney.html (build/prerender-shard.ts): Vike's own
  // pre-render, which would load Vite's configuration in every thread, is not run.
  prerender: false,
  // Moved pages are no pages here: the server answers them with a 301, and
  // static hosts by the build's _redirects (a pre-rendered meta-refresh stub
  // would shadow that rule on Netlify, and its inline script breaks the CSP).
  meta: {
    // Pages render on the server only: no page code goes into a client bundle
    // (islands, when they come, bring their own entries).
    Page: { env: { server: true, client: false } },
    // A page's SEO object: a value, or a function of the page context for generated families.
    head: { env: { server: true } },
  },
} satisfies Config;

/** A page's SEO object: a value, or a function of the page context for generated families. */
type HeadConfig = PageHead | ((pageContext: PageContextServer) => PageHead);

declare global {
  namespace Vike {
    interface Config {
      head?: HeadConfig;
    }
    interface ConfigResolved {
      head?: HeadConfig;
    }
  }
}
