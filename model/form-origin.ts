/**
 * Where the site's forms go. Our own server takes them on the site's origin; a
 * static host cannot, so `formOrigin` in data/business.yaml names the server
 * that takes them for it (the quote form, the not-found report).
 */

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

/** The build's line about the forms: where they go, or what a static host shows without them. */
export function formsNote(formOrigin: string | null, siteOrigin: string): string {
  return formOrigin
    ? `the quote form and the not-found report post to ${formOrigin} (its server needs SITE_URL=${siteOrigin})`
    : "no formOrigin in data/business.yaml: on a static host /contact and /instant-quote show the phone numbers, not the form (npm start shows the form)";
}
