/**
 * While another process holds SQLite's write lock, the server keeps
 * answering pages in milliseconds; quote requests wait for the lock without
 * holding up anything else, and every acknowledged one is stored. One that
 * cannot be stored in time is answered 503, never acknowledged.
 * Bounded: a lock of 3 s, a few dozen requests on 127.0.0.1.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, test } from "vitest";
import { holdWriteLock } from "../../bench/write-lock";
import { createServer, type ServerOptions } from "../../site/server/server";
import { DATABASE_FILE, openDatabase } from "../../site/server/store/database";
import { leadStore } from "../../site/server/store/leads";
import { STORE_BUSY_RETRY_AFTER_SECONDS } from "../../site/server/store/writer";
import { business } from "../../site/generated/business";
import { makeFixtureSite } from "./fixture-site";

const QUOTE = {
  name: "Ann Smith",
  phone: "01993 123456",
  email: "",
  postcode: "OX18 3AB",
  service: "tv-aerial",
  message: "",
  preferredTime: "any",
};
const HOLD_MS = 3_000;
const STORE_FAILED = `Your request could not be saved just now. Please phone us on ${business.phone.main.number}, or try again in a few minutes.`;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startSite(options: Partial<ServerOptions> = {}) {
  const site = makeFixtureSite();
  const dataDir = mkdtempSync(path.join(tmpdir(), "write-lock-"));
  const app: FastifyInstance = await createServer({
    clientDir: site.clientDir,
    dataDir,
    quoteLimitPerHour: 1000,
    ...options,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  cleanups.push(() => {
    site.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });
  cleanups.push(() => app.close());
  const rows = () => {
    const db = openDatabase(dataDir);
    const count = leadStore(db).count();
    db.close();
    return count;
  };
  return { origin, dataDir, rows };
}

const postQuote = (origin: string) =>
  fetch(`${origin}/api/quote`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(QUOTE),
  }).then((response) => response.status);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

describe("another process holds the write lock", () => {
  test("pages answer in milliseconds; the quotes wait, and every acknowledged one is stored", async () => {
    const { origin, dataDir, rows } = await startSite();
    const lock = await holdWriteLock(path.join(dataDir, DATABASE_FILE), HOLD_MS);
    const started = performance.now();
    const quotes = Array.from({ length: 5 }, () => postQuote(origin));

    const latencies: number[] = [];
    while (performance.now() - started < HOLD_MS - 500) {
      const sent = performance.now();
      const page = await fetch(`${origin}/witney`);
      await page.arrayBuffer();
      latencies.push(performance.now() - sent);
      expect(page.status).toBe(200);
    }
    await lock.released;
    const statuses = await Promise.all(quotes);

    latencies.sort((a, b) => a - b);
    const shown = `page latencies (ms): ${latencies.map(Math.round).join(", ")}`;
    expect(latencies.length, shown).toBeGreaterThan(10);
    expect(percentile(latencies, 99), shown).toBeLessThan(500);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect(rows()).toBe(5);
  }, 30_000);

  test("a quote that cannot be stored in time is answered 503, not acknowledged", async () => {
    const { origin, dataDir, rows } = await startSite({ writeTimeoutMs: 1_000 });
    const lock = await holdWriteLock(path.join(dataDir, DATABASE_FILE), HOLD_MS);
    const started = performance.now();
    const status = await postQuote(origin);
    const waited = performance.now() - started;
    await lock.released;

    expect(status).toBe(503);
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(HOLD_MS);
    expect(rows()).toBe(0);
  }, 30_000);

  test("a plain form that cannot be stored: a page that says so, with the phone number", async () => {
    const { origin, dataDir, rows } = await startSite({ writeTimeoutMs: 500 });
    const lock = await holdWriteLock(path.join(dataDir, DATABASE_FILE), 1_500);
    const response = await fetch(`${origin}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...QUOTE, sourcePage: "/contact" }).toString(),
      redirect: "manual",
    });
    const json = await fetch(`${origin}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(QUOTE),
    });
    await lock.released;

    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await response.text();
    expect(page).toContain(STORE_FAILED);
    expect(page).toContain('value="Ann Smith"');
    expect(json.status).toBe(503);
    expect(await json.json()).toEqual({ error: STORE_FAILED });
    for (const answer of [response, json]) {
      expect(answer.headers.get("retry-after")).toBe(String(STORE_BUSY_RETRY_AFTER_SECONDS));
    }
    expect(rows()).toBe(0);
  }, 30_000);
});
