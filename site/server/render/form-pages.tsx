/** The pages that carry the quote form, rendered again with a failed plain post's errors. */
import type { ReactNode } from "react";
import type { PageHead } from "../../../model/page-props";
import { pageFile } from "../../../model/routes";
import type { QuoteFormPage } from "../../islands/quote/schema";
import { ContactPage, type QuoteFormState } from "../../pages/contact/contact-page";
import contactHead from "../../pages/contact/+head";
import { InstantQuotePage } from "../../pages/instant-quote/instant-quote-page";
import instantQuoteHead from "../../pages/instant-quote/+head";
import { assetTagsOf, renderDocument } from "./document";

const FORM_PAGES: Record<
  QuoteFormPage,
  { head: PageHead; body: (form: QuoteFormState) => ReactNode; file: string }
> = {
  "/contact": {
    head: contactHead,
    body: (form) => <ContactPage form={form} />,
    file: pageFile("/contact"),
  },
  "/instant-quote": {
    head: instantQuoteHead,
    body: (form) => <InstantQuotePage form={form} />,
    file: pageFile("/instant-quote"),
  },
};

export function formPageRenderer(clientDir: string) {
  const assetTags = new Map<QuoteFormPage, string>();
  return (page: QuoteFormPage, form: QuoteFormState): string => {
    const { head, body, file } = FORM_PAGES[page];
    let tags = assetTags.get(page);
    if (tags === undefined) {
      tags = assetTagsOf(clientDir, file);
      assetTags.set(page, tags);
    }
    // The title says there is a problem, so a screen reader hears it on arrival.
    return renderDocument({
      head: { ...head, title: `Please check the form: ${head.title}`, robots: "noindex,nofollow" },
      body: body(form),
      assetTags: tags,
    });
  };
}
