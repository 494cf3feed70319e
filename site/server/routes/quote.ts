/**
 * POST /api/quote on the server: a thin adapter of the quote core
 * (site/forms/quote.ts), which decides what a request is and what is sent
 * back. Here: the body read by Fastify, the per-address limit counted by
 * @fastify/rate-limit (in this process's memory), the lead committed to
 * SQLite through the writer, and, for a post from the site on a static host,
 * the site's thank-you page and a form page whose links lead back there
 * (site-return.ts).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { QUOTE_ENDPOINT } from "../../../model/form-origin";
import {
  notStoredMessage,
  QUOTE_BODY_LIMIT,
  quoteReply,
  refusal,
  takeQuote,
  TOO_MANY,
  UNREADABLE,
  type QuoteBody,
  type QuoteReply,
} from "../../forms/quote";
import { errorBody } from "../error-answers";
import type { FormPageRenderer } from "../render/form-pages";
import { contentSecurityPolicy, cspHeaderValue } from "../security-headers";
import { siteToReturnTo, thankYouLocation } from "../site-return";
import type { LeadStore } from "../store/leads";
import type { Writer } from "../store/writer";

export { notStoredMessage };

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

const bodyOf = (request: FastifyRequest): QuoteBody =>
  request.body && typeof request.body === "object" ? (request.body as QuoteBody) : {};

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
  const send = (reply: FastifyReply, answer: QuoteReply, site: string | undefined) => {
    if ("location" in answer) return reply.redirect(answer.location, 303);
    if (answer.retryAfter !== undefined)
      void reply.header("retry-after", String(answer.retryAfter));
    if ("json" in answer) return reply.code(answer.status).send(answer.json);
    if (site) void reply.header("content-security-policy", sitePagePolicy);
    return reply
      .code(answer.status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(options.renderFormPage(answer.page, { state: answer.state, site }));
  };
  const siteOf = (request: FastifyRequest, body: QuoteBody) =>
    siteToReturnTo(originHeader(request), body, options.siteOrigin);

  // Its own context, so the rate limit's 429 can be a page for a plain form.
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error(error);
      const json = isJson(request);
      if (status !== 429 && status < 500 && (json || status === 415)) {
        return reply.code(status).send(errorBody(status));
      }
      const body = bodyOf(request);
      const message =
        status === 429 ? TOO_MANY : status >= 500 ? notStoredMessage(options.phone) : UNREADABLE;
      return send(reply, refusal(status, message, { json, body }), siteOf(request, body));
    });

    scope.post(
      QUOTE_ENDPOINT,
      {
        bodyLimit: QUOTE_BODY_LIMIT,
        // After body parsing, so a refused plain form can be shown again with its values.
        config: {
          rateLimit: { max: options.limitPerHour, timeWindow: "1 hour", hook: "preHandler" },
        },
      },
      async (request, reply) => {
        const body = bodyOf(request);
        const site = siteOf(request, body);
        // Committed (WAL, synchronous=FULL) before the answer; while another process holds
        // the lock this waits without holding up other requests, and if time runs out the
        // request is not stored and the answer says so: nothing unstored is acknowledged.
        const outcome = await takeQuote(body, {
          store: {
            add: (quote, sourcePage) =>
              options.write(() =>
                options.leads.add(quote, sourcePage, { queueMail: options.mailOn }),
              ),
          },
          onStored: options.onLeadStored,
        });
        if (outcome.kind === "dropped") request.log.info("quote request dropped: honeypot filled");
        if (outcome.kind === "not-stored") request.log.error(outcome.cause);
        return send(
          reply,
          quoteReply(outcome, {
            json: isJson(request),
            body,
            thankYou: thankYouLocation(site),
            phone: options.phone,
          }),
          site,
        );
      },
    );
  });
}
