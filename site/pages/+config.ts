import type { Config, PageContextServer } from "vike/types";
import { PAGE_REDIRECTS } from "../../model/routes";
import type { PageHead } from "../../model/page-props";

/**
 * Every page is pre-rendered to HTML and, having no onRenderClient, ships no
 * JavaScript: interactive islands bring their own small entries.
 */
export default {
  prerender: true,
  // One page, one canonical address: the other is pre-rendered as a redirect
  // for static hosts (the server answers it with a 301).
  redirects: { ...PAGE_REDIRECTS },
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
