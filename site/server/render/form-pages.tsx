/**
 * The pages that carry the quote form, as this server shows them: with the
 * working form (the pre-rendered files show it only when a form server is set
 * in data/business.yaml), and again with a failed plain post's errors. For a
 * post from the site on a static host, its links lead back to the site.
 */
import type { ReactNode } from "react";
import { QUOTE_ENDPOINT } from "../../../model/form-origin";
import type { PageHead } from "../../../model/page-props";
import type { QuoteFormPage, QuoteFormSetup, QuoteFormState } from "../../../model/quote";
import { ContactPage } from "../../pages/contact/contact-page";
import contactHead from "../../pages/contact/+head";
import { InstantQuotePage } from "../../pages/instant-quote/instant-quote-page";
import instantQuoteHead from "../../pages/instant-quote/+head";
import { linksToSite } from "../site-return";
import { renderDocument } from "./document";

const FORM_PAGES: Record<
  QuoteFormPage,
  { head: PageHead; body: (quote: QuoteFormSetup) => ReactNode }
> = {
  "/contact": {
    head: contactHead,
    body: (quote) => <ContactPage quote={quote} />,
  },
  "/instant-quote": {
    head: instantQuoteHead,
    body: (quote) => <InstantQuotePage quote={quote} />,
  },
};

export interface FormPageOptions {
  /** A failed post's values and errors; none for the page as a visitor first sees it. */
  state?: QuoteFormState;
  /** The site's origin, when the page is shown for a post from the site (site-return.ts). */
  site?: string;
}

export type FormPageRenderer = (page: QuoteFormPage, options?: FormPageOptions) => string;

/** `assetTags`: each form page's stylesheet and scripts (page-source.ts), so its island still runs. */
export function formPageRenderer(assetTags: (page: QuoteFormPage) => string): FormPageRenderer {
  return (page, { state, site } = {}) => {
    const { head, body } = FORM_PAGES[page];
    // The form posts here, whatever the built pages post to: this server takes it.
    const quote: QuoteFormSetup = { endpoint: QUOTE_ENDPOINT, fromSite: site !== undefined, state };
    const html = renderDocument({
      // The title says there is a problem, so a screen reader hears it on arrival.
      head: state
        ? { ...head, title: `Please check the form: ${head.title}`, robots: "noindex,nofollow" }
        : head,
      body: body(quote),
      assetTags: assetTags(page),
    });
    return site ? linksToSite(html, site) : html;
  };
}
