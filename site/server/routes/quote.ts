/**
 * POST /api/quote. A plain form post (no JavaScript) is answered with a 303
 * to the thank-you page, or the form page again with its errors and values;
 * a JSON post from the island with 201 or 400 and the errors by field. The
 * lead is committed to SQLite before any answer is sent; when it cannot be,
 * the answer is 503 with a message giving the phone number (a page for a
 * plain form).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  HONEYPOT_FIELD,
  QUOTE_ENDPOINT,
  QUOTE_FORM_PAGES,
  quoteFormValues,
  validateQuote,
  type QuoteFormPage,
} from "../../islands/quote/schema";
import type { QuoteFormState } from "../../pages/contact/contact-page";
import { errorBody } from "../error-answers";
import type { LeadStore } from "../store/leads";
import { STORE_BUSY_RETRY_AFTER_SECONDS, type Writer } from "../store/writer";

export const THANK_YOU_PAGE = "/thank-you";
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
  renderFormPage: (page: QuoteFormPage, form: QuoteFormState) => string;
  /** The number a visitor is asked to ring when their request could not be stored. */
  phone: string;
}

const isJson = (request: FastifyRequest) =>
  (request.headers["content-type"] ?? "").startsWith("application/json");

function sourcePageOf(body: Record<string, unknown>): QuoteFormPage {
  const page = body.sourcePage;
  return QUOTE_FORM_PAGES.find((known) => known === page) ?? "/contact";
}

function sendFormPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(html);
}

export async function registerQuoteRoute(
  app: FastifyInstance,
  options: QuoteRouteOptions,
): Promise<void> {
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
      const body = (request.body ?? {}) as Record<string, unknown>;
      return sendFormPage(
        reply,
        status,
        options.renderFormPage(sourcePageOf(body), {
          values: quoteFormValues(body),
          errors: {},
          formError: message ?? UNREADABLE,
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
        const body =
          request.body && typeof request.body === "object"
            ? (request.body as Record<string, unknown>)
            : {};
        const json = isJson(request);
        const sourcePage = sourcePageOf(body);

        if (typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD] !== "") {
          // A robot: answer as if stored, so it learns nothing.
          request.log.info("quote request dropped: honeypot filled");
          return json ? reply.code(201).send({ ok: true }) : reply.redirect(THANK_YOU_PAGE, 303);
        }

        const result = validateQuote(body);
        if (!result.ok) {
          return json
            ? reply.code(400).send({ errors: result.errors })
            : sendFormPage(
                reply,
                400,
                options.renderFormPage(sourcePage, {
                  values: quoteFormValues(body),
                  errors: result.errors,
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
        return json ? reply.code(201).send({ ok: true, id }) : reply.redirect(THANK_YOU_PAGE, 303);
      },
    );
  });
}
