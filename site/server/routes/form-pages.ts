/**
 * GET /contact and /instant-quote: this server takes the quote form, so it
 * shows these two pages with the form, whatever the built files show (the
 * phone numbers, when no form server is set for a static host). The same
 * component as the pre-render, rendered once per page.
 */
import type { FastifyInstance } from "fastify";
import { QUOTE_FORM_PAGES } from "../../../model/quote";
import { REVALIDATE } from "../cache-policy";
import type { FormPageRenderer } from "../render/form-pages";

export function registerFormPages(app: FastifyInstance, renderFormPage: FormPageRenderer): void {
  for (const page of QUOTE_FORM_PAGES) {
    let html: string | undefined;
    app.get(page, async (_request, reply) => {
      html ??= renderFormPage(page);
      return reply.type("text/html; charset=utf-8").header("cache-control", REVALIDATE).send(html);
    });
  }
}
