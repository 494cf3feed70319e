/**
 * When the pages are on a static host, a plain (no-JavaScript) post reaches
 * this server from the site's origin; the visitor must end up back on the
 * site, not on this server. Where to is always the configured site origin,
 * never an address taken from the request.
 */
import { FROM_SITE_FIELD } from "../../model/quote";
import { THANK_YOU_PAGE } from "../forms/quote";

/**
 * The site's origin when the post came from the site's pages: its Origin header is
 * the site's, or it was sent from a form this server rendered again for the site.
 */
export function siteToReturnTo(
  originHeader: string | undefined,
  body: Record<string, unknown>,
  siteOrigin: string,
): string | undefined {
  return originHeader === siteOrigin || body[FROM_SITE_FIELD] === "1" ? siteOrigin : undefined;
}

/** Where a plain post that was stored goes: the site's thank-you page, or this server's. */
export const thankYouLocation = (site: string | undefined): string =>
  `${site ?? ""}${THANK_YOU_PAGE}`;

/** Root-relative links (`<a href="/...">`) made absolute on the site, for a page this server shows for it. */
export function linksToSite(html: string, site: string): string {
  // React writes every attribute in double quotes and escapes ">" in values, so a tag ends at the first ">".
  return html.replace(/(<a\s(?:[^>]*?\s)?href=")\/(?!\/)/g, `$1${site}/`);
}
