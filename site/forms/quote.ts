/**
 * What a quote request is and what happens to it, wherever it arrives: the
 * Fastify route (site/server/routes/quote.ts) and the Cloudflare Pages
 * Function (functions/api/quote.ts) only read the request, call takeQuote
 * with their store and limit counter, and send what quoteReply says. A
 * request is stored (committed, with its e-mail job when mail is on) before
 * any answer that says so; when it cannot be, the answer gives the phone.
 */
import {
  HONEYPOT_FIELD,
  QUOTE_FORM_PAGES,
  quoteFormValues,
  validateQuote,
  type QuoteFieldErrors,
  type QuoteFormPage,
  type QuoteFormState,
  type QuoteRequest,
} from "../../model/quote";

/** Where a stored plain post goes. */
export const THANK_YOU_PAGE = "/thank-you";

/** The largest body read: far above a whole form with a 2,000-character message. */
export const QUOTE_BODY_LIMIT = 16 * 1024;

/** Seconds a visitor whose request was not stored is asked to wait (Retry-After). */
export const NOT_STORED_RETRY_AFTER_SECONDS = 60;

export const TOO_MANY =
  "You have sent several requests in a short time. Please try again later, or phone us.";
export const UNREADABLE = "Your request could not be read. Please try again, or phone us.";
/** Said when a request was not stored (the database locked too long, full, read-only...). */
export const notStoredMessage = (phone: string) =>
  `Your request could not be saved just now. Please phone us on ${phone}, or try again in a few minutes.`;

/** Where a request is kept: commits it (and its e-mail job when mail is on) and gives its id, or throws. */
export interface QuoteStore {
  add(request: QuoteRequest, sourcePage: QuoteFormPage): Promise<number>;
}

/** Counts one request from the sender; false once it is over the limit. */
export type LimitCounter = () => Promise<boolean>;

export interface QuotePorts {
  store: QuoteStore;
  /** Absent where the platform counts before the request is read (the server's rate-limit plugin). */
  withinLimit?: LimitCounter;
  /** Told of each request stored, e.g. to send its e-mail soon. */
  onStored?: (id: number) => void;
}

export type QuoteOutcome =
  | { kind: "stored"; id: number }
  /** A robot filled the honeypot: answered as if stored, so it learns nothing. */
  | { kind: "dropped" }
  | { kind: "invalid"; errors: QuoteFieldErrors }
  | { kind: "limited" }
  | { kind: "not-stored"; cause: unknown };

/** A body as the adapters read it: form fields or JSON, strings or anything else. */
export type QuoteBody = Record<string, unknown>;

export function sourcePageOf(body: QuoteBody): QuoteFormPage {
  const page = body.sourcePage;
  return QUOTE_FORM_PAGES.find((known) => known === page) ?? "/contact";
}

export async function takeQuote(body: QuoteBody, ports: QuotePorts): Promise<QuoteOutcome> {
  // A counter that cannot count (its database is down) will not store either: say so, with the phone.
  try {
    if (ports.withinLimit && !(await ports.withinLimit())) return { kind: "limited" };
  } catch (cause) {
    return { kind: "not-stored", cause };
  }
  if (typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD] !== "") {
    return { kind: "dropped" };
  }
  const result = validateQuote(body);
  if (!result.ok) return { kind: "invalid", errors: result.errors };
  let id: number;
  try {
    id = await ports.store.add(result.request, sourcePageOf(body));
  } catch (cause) {
    return { kind: "not-stored", cause };
  }
  ports.onStored?.(id);
  return { kind: "stored", id };
}

/** What to send: JSON for the island, a redirect or the form page again for a plain form. */
export type QuoteReply =
  | { status: number; json: Record<string, unknown>; retryAfter?: number }
  | { status: 303; location: string }
  | { status: number; page: QuoteFormPage; state: QuoteFormState; retryAfter?: number };

export interface ReplyContext {
  /** The island's JSON post, rather than a plain form. */
  json: boolean;
  body: QuoteBody;
  /** Where a stored plain post goes. */
  thankYou: string;
  /** The number a visitor is asked to ring when their request was not stored. */
  phone: string;
}

export function quoteReply(outcome: QuoteOutcome, context: ReplyContext): QuoteReply {
  const { json, body, thankYou } = context;
  switch (outcome.kind) {
    case "stored":
      return json ? { status: 201, json: { ok: true, id: outcome.id } } : redirect(thankYou);
    case "dropped":
      return json ? { status: 201, json: { ok: true } } : redirect(thankYou);
    case "invalid":
      return json
        ? { status: 400, json: { errors: outcome.errors } }
        : {
            status: 400,
            page: sourcePageOf(body),
            state: { values: quoteFormValues(body), errors: outcome.errors },
          };
    case "limited":
      return refusal(429, TOO_MANY, context);
    case "not-stored":
      return {
        ...refusal(503, notStoredMessage(context.phone), context),
        retryAfter: NOT_STORED_RETRY_AFTER_SECONDS,
      };
  }
}

const redirect = (location: string): QuoteReply => ({ status: 303, location });

/**
 * A request refused whole (too many, not stored, unreadable): our words, never
 * an error's own message (a JSON parse error quotes the body); a plain form
 * gets its page back with the values typed.
 */
export function refusal(
  status: number,
  message: string,
  { json, body }: Pick<ReplyContext, "json" | "body">,
): QuoteReply {
  return json
    ? { status, json: { error: message } }
    : {
        status,
        page: sourcePageOf(body),
        state: { values: quoteFormValues(body), errors: {}, formError: message },
      };
}
