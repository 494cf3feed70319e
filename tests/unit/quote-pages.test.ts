/**
 * The two pages of the quote form: with a server to take it they carry the
 * form posting there; without one (a static host and no formOrigin) they
 * show every phone line of data/business.yaml instead, and no form that fails.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { business } from "../../site/generated/business";
import type { QuoteFormSetup } from "../../model/quote";
import { ContactPage } from "../../site/pages/contact/contact-page";
import { InstantQuotePage } from "../../site/pages/instant-quote/instant-quote-page";

const PAGES = [
  ["/contact", (quote?: QuoteFormSetup) => createElement(ContactPage, { quote })],
  ["/instant-quote", (quote?: QuoteFormSetup) => createElement(InstantQuotePage, { quote })],
] as const;

const lines = [business.phone.main, ...business.phone.regional];
const telLinks = (html: string) => [...html.matchAll(/href="tel:[^"]+"/g)].length;

describe.each(PAGES)("%s", (_path, page) => {
  test("without a form server: every phone line, no form and no button that fills one", () => {
    const html = renderToStaticMarkup(page(undefined));
    expect(html).not.toContain('<form id="quote-form"');
    expect(html).not.toContain("Send me this quote");
    for (const line of lines) expect(html).toContain(`${line.label}: `);
    expect(telLinks(html)).toBeGreaterThanOrEqual(lines.length);
  });

  test("with one: the form posting to it", () => {
    const html = renderToStaticMarkup(page({ endpoint: "https://forms.example.co.uk/api/quote" }));
    expect(html).toContain('action="https://forms.example.co.uk/api/quote"');
    expect(html).toContain('id="quote-form-island"');
    expect(html).not.toContain('name="fromSite"');
  });
});
