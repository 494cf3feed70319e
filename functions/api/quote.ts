/**
 * POST /api/quote on Cloudflare Pages: a thin adapter of the quote core
 * (site/forms/quote.ts), as the server's route is. The island's JSON gets
 * 201, 400 with the errors by field, 429 or 503; a plain form a 303 to
 * /thank-you, or the form page again with each field's message and the
 * values typed, drawn by the server's own renderer. Stored in D1, limited
 * per address in D1 (functions/_lib/).
 */
import { QUOTE_LIMIT_PER_HOUR } from "../../site/forms/limits";
import {
  QUOTE_BODY_LIMIT,
  quoteReply,
  refusal,
  takeQuote,
  THANK_YOU_PAGE,
  UNREADABLE,
  type QuoteBody,
  type QuoteReply,
} from "../../site/forms/quote";
import { business } from "../../site/generated/business";
import { formPageRenderer } from "../../site/server/render/form-pages";
import { builtPage, pageAnswer, type Assets } from "../_lib/built-page";
import { d1LeadStore } from "../_lib/d1-leads";
import { clientAddress, d1RequestCounter } from "../_lib/d1-request-counts";
import type { SiteFunction, WorkerRequest } from "../_lib/env";

const isJson = (request: WorkerRequest) =>
  (request.headers.get("content-type") ?? "").startsWith("application/json");

/** The body as fields, or undefined when it cannot be read (too long, not JSON, not a form). */
async function bodyOf(request: WorkerRequest): Promise<QuoteBody | undefined> {
  const text = await request.text();
  if (text.length > QUOTE_BODY_LIMIT) return undefined;
  if (isJson(request)) {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === "object" && !Array.isArray(parsed)
        ? Object.fromEntries(Object.entries(parsed))
        : undefined;
    } catch {
      return undefined;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

async function send(answer: QuoteReply, request: WorkerRequest, assets: Assets): Promise<Response> {
  if ("location" in answer) {
    return new Response(null, {
      status: 303,
      headers: { location: answer.location, "cache-control": "no-store" },
    });
  }
  const retry: Record<string, string> =
    answer.retryAfter === undefined ? {} : { "retry-after": String(answer.retryAfter) };
  if ("json" in answer) {
    return Response.json(answer.json, {
      status: answer.status,
      headers: { ...retry, "cache-control": "no-store" },
    });
  }
  const page = await builtPage(assets, request.url, answer.page);
  const html = formPageRenderer(() => page.assetTags)(answer.page, { state: answer.state });
  const response = pageAnswer(answer.status, html, page);
  for (const [name, value] of Object.entries(retry)) response.headers.set(name, value);
  return response;
}

export const onRequestPost: SiteFunction = async ({ request, env }) => {
  const json = isJson(request);
  const body = await bodyOf(request);
  if (body === undefined)
    return send(refusal(400, UNREADABLE, { json, body: {} }), request, env.ASSETS);
  const outcome = await takeQuote(body, {
    store: d1LeadStore(env.DB),
    withinLimit: d1RequestCounter(env.DB, clientAddress(request.headers), {
      scope: "quote",
      max: QUOTE_LIMIT_PER_HOUR,
      windowSeconds: 3600,
    }),
  });
  if (outcome.kind === "not-stored") console.error("quote request not stored", outcome.cause);
  const answer = quoteReply(outcome, {
    json,
    body,
    thankYou: THANK_YOU_PAGE,
    phone: business.phone.main.number,
  });
  return send(answer, request, env.ASSETS);
};
