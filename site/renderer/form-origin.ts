/**
 * Where the pre-rendered pages send their forms: on a build for Cloudflare
 * Pages, to its Functions on the site's own origin; otherwise to `formOrigin`
 * in data/business.yaml when set, else nowhere a static host could answer.
 */
import {
  endpointAt,
  NOT_FOUND_REPORT_ENDPOINT,
  QUOTE_ENDPOINT,
  SITE_HOST_VARIABLE,
  siteHostOf,
} from "../../model/form-origin";
import { business } from "../generated/business";
import type { QuoteFormSetup } from "../../model/quote";

/** The pre-render runs in Node, as part of the build that sets it. */
const host = siteHostOf(process.env[SITE_HOST_VARIABLE]);

/** The Functions take the forms where the pages are; else the form server, if any. */
const formOrigin = host === "cloudflare" ? null : business.formOrigin;

/**
 * The built pages' quote form, posting to the form server or the Functions;
 * undefined without either, so the static files show the phone numbers
 * instead. Our own server renders its form pages itself
 * (server/routes/form-pages.ts), posting to itself.
 */
export const prerenderedQuoteForm: QuoteFormSetup | undefined =
  host === "cloudflare" || formOrigin
    ? { endpoint: endpointAt(formOrigin, QUOTE_ENDPOINT) }
    : undefined;

/** The not-found page's report: the form server's, else its own origin's (the server, the Functions). */
export const notFoundReportUrl = endpointAt(formOrigin, NOT_FOUND_REPORT_ENDPOINT);
