import type { GlobalContextServer } from "vike/types";
import { pageUrls } from "../renderer/page-urls";

/** The build's render threads read the site's addresses from here (build/prerender-shard.ts). */
export default function onCreateGlobalContext(globalContext: GlobalContextServer) {
  globalContext.pageUrls = () => pageUrls(globalContext.pages);
}

declare global {
  namespace Vike {
    interface GlobalContext {
      /** Every address the site pre-renders (site/renderer/page-urls.ts); set on the server only. */
      pageUrls?: () => Promise<string[]>;
    }
  }
}
