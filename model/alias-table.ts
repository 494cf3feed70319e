/**
 * The place aliases Cloudflare Pages' _redirects cannot hold (past its
 * published rule limit, site/server/cloudflare-aliases.ts), as a file beside
 * the pages that the site's Function (functions/_middleware.ts) answers from.
 * Imports nothing: the Function carries no more than this.
 */

/** Where a build for Cloudflare writes it (under dist/client). */
export const ALIAS_TABLE_PATH = "/place-aliases.json";

/** An alias's address → its canonical page's, as a _redirects rule would have it. */
export type AliasTable = Readonly<Record<string, string>>;

/** The page an address is an alias of, or undefined; a trailing slash names the same address. */
export function aliasTarget(table: AliasTable, pathname: string): string | undefined {
  const bare = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return Object.hasOwn(table, bare) ? table[bare] : undefined;
}
