/**
 * Vike's dev HTML starts a page with one inline module script: the React
 * refresh preamble, then imports of Vite's client and the page's entries. The
 * site's content security policy refuses inline scripts, in development too
 * (dev-csp.ts), so the server sends that script as a module file of its own,
 * linked as the build links a page's entries. Pure: the caller serves the files.
 */
import { createHash } from "node:crypto";

/** Where the loaders are served: a name no page, public file or Vite module takes. */
export const LOADER_PREFIX = "/@dev-loader/";

/** An inline module script: Vike's loader is the one that imports Vite's client. */
const INLINE_MODULE = /<script type="module" async>([\s\S]*?)<\/script>/g;
const VITE_CLIENT_IMPORT = 'import("/@vite/client");';

export interface ExternalLoaders {
  html: string;
  /** Each loader's address and its code. */
  loaders: Map<string, string>;
}

export function externalLoaders(html: string): ExternalLoaders {
  const loaders = new Map<string, string>();
  const rewritten = html.replace(INLINE_MODULE, (script, code: string) => {
    if (!code.includes(VITE_CLIENT_IMPORT)) return script;
    const url = `${LOADER_PREFIX}${createHash("sha256").update(code).digest("hex").slice(0, 16)}.js`;
    loaders.set(url, code);
    return `<script type="module" src="${url}" async></script>`;
  });
  return { html: rewritten, loaders };
}
