/**
 * The quote core both platforms share (site/forms/quote.ts): what happens to
 * a request, and what is answered, with a store and a counter of our own.
 */
import { expect, test } from "vitest";
import { SAMPLE_QUOTE } from "../../scripts/server-process";
import {
  NOT_STORED_RETRY_AFTER_SECONDS,
  notStoredMessage,
  quoteReply,
  takeQuote,
  TOO_MANY,
  type QuoteStore,
} from "../../site/forms/quote";

function memoryStore(fail = false) {
  const rows: string[] = [];
  const store: QuoteStore = {
    add: async (request, sourcePage) => {
      if (fail) throw new Error("disk full");
      rows.push(`${request.name} ${request.postcode} ${sourcePage}`);
      return rows.length;
    },
  };
  return { rows, store };
}

const context = { thankYou: "/thank-you", phone: "01632 960000" };

test("a good request is stored, normalised, before the answer: 201 for the island, 303 for a form", async () => {
  const { rows, store } = memoryStore();
  const told: number[] = [];
  const body = { ...SAMPLE_QUOTE, postcode: "ox18  3ab", sourcePage: "/instant-quote" };
  const outcome = await takeQuote(body, { store, onStored: (id) => told.push(id) });
  expect(outcome).toEqual({ kind: "stored", id: 1 });
  expect(rows).toEqual([`${SAMPLE_QUOTE.name} OX18 3AB /instant-quote`]);
  expect(told).toEqual([1]);
  expect(quoteReply(outcome, { ...context, json: true, body })).toEqual({
    status: 201,
    json: { ok: true, id: 1 },
  });
  expect(quoteReply(outcome, { ...context, json: false, body })).toEqual({
    status: 303,
    location: "/thank-you",
  });
});

test("a mistake: errors by field for the island, the same page again with the values for a form", async () => {
  const { rows, store } = memoryStore();
  const body = { name: "Ann", phone: "12", sourcePage: "/instant-quote" };
  const outcome = await takeQuote(body, { store });
  expect(outcome.kind).toBe("invalid");
  expect(rows).toEqual([]);
  const json = quoteReply(outcome, { ...context, json: true, body });
  expect(json).toMatchObject({ status: 400, json: { errors: { phone: expect.any(String) } } });
  const page = quoteReply(outcome, { ...context, json: false, body });
  expect(page).toMatchObject({
    status: 400,
    page: "/instant-quote",
    state: { values: { name: "Ann", phone: "12" }, errors: { postcode: expect.any(String) } },
  });
});

test("a filled honeypot is answered as stored and stores nothing", async () => {
  const { rows, store } = memoryStore();
  const outcome = await takeQuote({ ...SAMPLE_QUOTE, website: "http://spam" }, { store });
  expect(outcome).toEqual({ kind: "dropped" });
  expect(rows).toEqual([]);
});

test("over the limit: 429 in our words, counted before anything is read", async () => {
  const { rows, store } = memoryStore();
  const outcome = await takeQuote(SAMPLE_QUOTE, { store, withinLimit: async () => false });
  expect(outcome).toEqual({ kind: "limited" });
  expect(rows).toEqual([]);
  expect(quoteReply(outcome, { ...context, json: true, body: {} })).toEqual({
    status: 429,
    json: { error: TOO_MANY },
  });
});

test("not stored: never acknowledged; 503 with the phone number and when to try again", async () => {
  const { store } = memoryStore(true);
  const outcome = await takeQuote(SAMPLE_QUOTE, { store });
  expect(outcome.kind).toBe("not-stored");
  expect(quoteReply(outcome, { ...context, json: false, body: SAMPLE_QUOTE })).toMatchObject({
    status: 503,
    retryAfter: NOT_STORED_RETRY_AFTER_SECONDS,
    state: { formError: notStoredMessage("01632 960000") },
  });
});

test("a counter that fails (its database down) is answered as not stored, with the phone", async () => {
  const { rows, store } = memoryStore();
  const outcome = await takeQuote(SAMPLE_QUOTE, {
    store,
    withinLimit: async () => {
      throw new Error("D1 unavailable");
    },
  });
  expect(outcome.kind).toBe("not-stored");
  expect(rows).toEqual([]);
});
