/**
 * Where the pre-rendered pages send their forms: to `formOrigin` in
 * data/business.yaml when set, else nowhere a static host could answer.
 */
import { endpointAt, NOT_FOUND_REPORT_ENDPOINT, QUOTE_ENDPOINT } from "../../model/form-origin";
import { business } from "../generated/business";
import type { QuoteFormSetup } from "../../model/quote";

/**
 * The built pages' quote form, posting to the form server; undefined without one,
 * so the static files show the phone numbers instead. Our own server renders its
 * form pages itself (server/routes/form-pages.ts), posting to itself.
 */
export const prerenderedQuoteForm: QuoteFormSetup | undefined = business.formOrigin
  ? { endpoint: endpointAt(business.formOrigin, QUOTE_ENDPOINT) }
  : undefined;

/** The not-found page's report: the form server's, else its own server's (a static host drops it). */
export const notFoundReportUrl = endpointAt(business.formOrigin, NOT_FOUND_REPORT_ENDPOINT);
