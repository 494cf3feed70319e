/**
 * POST /api/quote. A plain form post (no JavaScript) is answered with a 303
 * to the thank-you page, or the form page again with its errors and values
 * (for a post from the site on a static host: the site's thank-you page, and
 * a form page whose links and next answer lead back there, site-return.ts);
 * a JSON post from the island with 201 or 400 and the errors by field. The
 * lead is committed to SQLite before any answer is sent; when it cannot be,
 * the answer is 503 with a message giving the phone number (a page for a
 * plain form).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { QUOTE_ENDPOINT } from "../../../model/form-origin";
import {
  HONEYPOT_FIELD,
  QUOTE_FORM_PAGES,
  quoteFormValues,
  validateQuote,
  type QuoteFormPage,
} from "../../../model/quote";
import { errorBody } from "../error-answers";
import type { FormPageRenderer } from "../render/form-pages";
import { contentSecurityPolicy, cspHeaderValue } from "../security-headers";
import { siteToReturnTo, thankYouLocation } from "../site-return";
import type { LeadStore } from "../store/leads";
import { STORE_BUSY_RETRY_AFTER_SECONDS, type Writer } from "../store/writer";

const TOO_MANY =
  "You have sent several requests in a short time. Please try again later, or phone us.";
const UNREADABLE = "Your request could not be read. Please try again, or phone us.";
/** Said when a request was not stored (the database locked too long, full, read-only...). */
export const notStoredMessage = (phone: string) =>
  `Your request could not be saved just now. Please phone us on ${phone}, or try again in a few minutes.`;

/** The lead could not be committed: nothing was acknowledged, the visitor is told so. */
class NotStoredError extends Error {
  readonly statusCode = 503;
  constructor(cause: unknown) {
    super("quote request not stored", { cause });
    this.name = "NotStoredError";
  }
}

export interface QuoteRouteOptions {
  leads: LeadStore;
  /** Commits without blocking the event loop (store/writer.ts). */
  write: Writer;
  limitPerHour: number;
  /** Whether an e-mail job is queued with each lead. */
  mailOn: boolean;
  onLeadStored: (id: number) => void;
  renderFormPage: FormPageRenderer;
  /** The site's own origin (SITE_URL, else siteUrl): a post from it is answered back there. */
  siteOrigin: string;
  /** The number a visitor is asked to ring when their request could not be stored. */
  phone: string;
}

const isJson = (request: FastifyRequest) =>
  (request.headers["content-type"] ?? "").startsWith("application/json");

function sourcePageOf(body: Record<string, unknown>): QuoteFormPage {
  const page = body.sourcePage;
  return QUOTE_FORM_PAGES.find((known) => known === page) ?? "/contact";
}

const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === "object" ? (request.body as Record<string, unknown>) : {};

/** The Origin header when there is exactly one. */
const originHeader = (request: FastifyRequest): string | undefined =>
  typeof request.headers.origin === "string" ? request.headers.origin : undefined;

export async function registerQuoteRoute(
  app: FastifyInstance,
  options: QuoteRouteOptions,
): Promise<void> {
  // A form page shown for the site posts here and is sent on to the site's
  // thank-you page: the policy lets that redirect through (form-action checks it).
  const sitePagePolicy = cspHeaderValue(
    contentSecurityPolicy({ formOrigin: null, formsSentTo: [options.siteOrigin] }),
  );
  const sendFormPage = (
    reply: FastifyReply,
    status: number,
    site: string | undefined,
    html: string,
  ): FastifyReply => {
    if (site) reply.header("content-security-policy", sitePagePolicy);
    return reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(html);
  };

  // Its own context, so the rate limit's 429 can be a page for a plain form.
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error(error);
      if (status === 503) void reply.header("retry-after", String(STORE_BUSY_RETRY_AFTER_SECONDS));
      // Our words, never error.message: a JSON parse error quotes the body.
      const message =
        status === 429 ? TOO_MANY : status >= 500 ? notStoredMessage(options.phone) : undefined;
      if (isJson(request) || status === 415) {
        return reply.code(status).send(message ? { error: message } : errorBody(status));
      }
      // A plain form gets its page back, with what went wrong and the values typed.
      const body = bodyOf(request);
      const site = siteToReturnTo(originHeader(request), body, options.siteOrigin);
      return sendFormPage(
        reply,
        status,
        site,
        options.renderFormPage(sourcePageOf(body), {
          state: { values: quoteFormValues(body), errors: {}, formError: message ?? UNREADABLE },
          site,
        }),
      );
    });

    scope.post(
      QUOTE_ENDPOINT,
      {
        bodyLimit: 16 * 1024,
        // After body parsing, so a refused plain form can be shown again with its values.
        config: {
          rateLimit: { max: options.limitPerHour, timeWindow: "1 hour", hook: "preHandler" },
        },
      },
      async (request, reply) => {
        const body = bodyOf(request);
        const json = isJson(request);
        const sourcePage = sourcePageOf(body);
        const site = siteToReturnTo(originHeader(request), body, options.siteOrigin);
        const thankYou = thankYouLocation(site);

        if (typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD] !== "") {
          // A robot: answer as if stored, so it learns nothing.
          request.log.info("quote request dropped: honeypot filled");
          return json ? reply.code(201).send({ ok: true }) : reply.redirect(thankYou, 303);
        }

        const result = validateQuote(body);
        if (!result.ok) {
          return json
            ? reply.code(400).send({ errors: result.errors })
            : sendFormPage(
                reply,
                400,
                site,
                options.renderFormPage(sourcePage, {
                  state: { values: quoteFormValues(body), errors: result.errors },
                  site,
                }),
              );
        }

        // Committed (WAL, synchronous=FULL) before the answer below; while another process
        // holds the lock this waits without holding up other requests, and if time runs out
        // it throws (503): nothing is acknowledged that is not on disk.
        let id: number;
        try {
          id = await options.write(() =>
            options.leads.add(result.request, sourcePage, { queueMail: options.mailOn }),
          );
        } catch (error) {
          throw new NotStoredError(error);
        }
        options.onLeadStored(id);
        return json ? reply.code(201).send({ ok: true, id }) : reply.redirect(thankYou, 303);
      },
    );
  });
}
