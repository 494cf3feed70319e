/**
 * Where the site's forms go. Our own server takes them on the site's origin,
 * and so do the Cloudflare Pages Functions (functions/) on a build for
 * Cloudflare; another static host cannot, so `formOrigin` in
 * data/business.yaml names the server that takes them for it (the quote
 * form, the not-found report).
 */
import { COVERAGE_PATH } from "./routes";

/** The quote form posts here; with JSON it answers JSON, with a plain form it answers a page. */
export const QUOTE_ENDPOINT = "/api/quote";
/** The not-found page reports itself here where our server did not answer it (a static host). */
export const NOT_FOUND_REPORT_ENDPOINT = "/api/404-status";

/** Plain HTTP is accepted only for a server on this machine, as tests run one. */
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost"]);

export const FORM_ORIGIN_RULE =
  "expected an https origin with no path, such as https://forms.example.co.uk (http only for 127.0.0.1 or localhost)";

/** An origin exactly as a browser writes it: https (or loopback http), host, optional port, nothing after. */
export function isFormOrigin(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const schemeAllowed =
    url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  return schemeAllowed && url.origin === text;
}

/** An endpoint on the form server, or on the page's own origin when there is none. */
export const endpointAt = (formOrigin: string | null, endpoint: string): string =>
  `${formOrigin ?? ""}${endpoint}`;

/** The hosts a build can be made for: any (the server, Netlify...), or Cloudflare Pages with its Functions. */
export type SiteHost = "any" | "cloudflare";

/** How the build tells the pre-render its host (`npm run build -- --host cloudflare` sets it). */
export const SITE_HOST_VARIABLE = "SITE_HOST";

export const siteHostOf = (value: string | undefined): SiteHost =>
  value === "cloudflare" ? "cloudflare" : "any";

/**
 * The paths Cloudflare Pages runs the Functions for (the build's _routes.json):
 * every other path is a static file, served with no Function invoked.
 */
export const FUNCTION_PATHS = [QUOTE_ENDPOINT, NOT_FOUND_REPORT_ENDPOINT, COVERAGE_PATH] as const;

/**
 * Cloudflare Pages' routing file: only FUNCTION_PATHS reach the Functions, and
 * the patterns of the aliases its _redirects cannot hold (site/server/cloudflare-aliases.ts).
 */
export const cloudflareRoutes = (aliasPatterns: readonly string[] = []): string =>
  `${JSON.stringify({ version: 1, include: [...FUNCTION_PATHS, ...aliasPatterns], exclude: [] }, null, 2)}\n`;

/** The build's line about the forms: where they go, or what a static host shows without them. */
export function formsNote(formOrigin: string | null, siteOrigin: string, host: SiteHost): string {
  if (host === "cloudflare") {
    return "for Cloudflare Pages: the quote form, the not-found report and the postcode check go to the Functions in functions/, storing in D1";
  }
  return formOrigin
    ? `the quote form and the not-found report post to ${formOrigin} (its server needs SITE_URL=${siteOrigin})`
    : "no formOrigin in data/business.yaml: on a static host /contact and /instant-quote show the phone numbers, not the form (npm start shows the form; npm run preview:cloudflare too, with Functions)";
}
