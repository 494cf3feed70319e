/** The pages that carry the quote form, rendered again with a failed plain post's errors. */
import type { ReactNode } from "react";
import type { PageHead } from "../../../model/page-props";
import type { QuoteFormPage } from "../../islands/quote/schema";
import { ContactPage, type QuoteFormState } from "../../pages/contact/contact-page";
import contactHead from "../../pages/contact/+head";
import { InstantQuotePage } from "../../pages/instant-quote/instant-quote-page";
import instantQuoteHead from "../../pages/instant-quote/+head";
import { renderDocument } from "./document";

const FORM_PAGES: Record<
  QuoteFormPage,
  { head: PageHead; body: (form: QuoteFormState) => ReactNode }
> = {
  "/contact": {
    head: contactHead,
    body: (form) => <ContactPage form={form} />,
  },
  "/instant-quote": {
    head: instantQuoteHead,
    body: (form) => <InstantQuotePage form={form} />,
  },
};

/** `assetTags`: each form page's stylesheet and scripts (page-source.ts), so its island still runs. */
export function formPageRenderer(assetTags: (page: QuoteFormPage) => string) {
  return (page: QuoteFormPage, form: QuoteFormState): string => {
    const { head, body } = FORM_PAGES[page];
    // The title says there is a problem, so a screen reader hears it on arrival.
    return renderDocument({
      head: { ...head, title: `Please check the form: ${head.title}`, robots: "noindex,nofollow" },
      body: body(form),
      assetTags: assetTags(page),
    });
  };
}
