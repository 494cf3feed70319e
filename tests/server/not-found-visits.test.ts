/**
 * A visit to a missing page is recorded by the server as it answers 404, once:
 * the page goes out without the script that would report the same visit again.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createServer } from "../../site/server/server";
import { openDatabase } from "../../site/server/store/database";
import { notFoundLog } from "../../site/server/store/not-found-log";
import { makeFixtureSite } from "./fixture-site";

let site: ReturnType<typeof makeFixtureSite>;
let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  site = makeFixtureSite();
  dataDir = mkdtempSync(path.join(tmpdir(), "not-found-visits-"));
  app = await createServer({ clientDir: site.clientDir, dataDir, notFoundLimitPerMinute: 4 });
});
afterAll(async () => {
  await app.close();
  site.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

const REPORT_SCRIPT = "/not-found-report.js";

function rows(): { path: string; referrer: string | null }[] {
  const db = openDatabase(dataDir);
  try {
    return db.prepare("SELECT path, referrer FROM not_found ORDER BY id").all() as {
      path: string;
      referrer: string | null;
    }[];
  } finally {
    db.close();
  }
}

const visit = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ url, remoteAddress, headers });

test("a missing page: 404, recorded with its query and Referer, sent without its report", async () => {
  const before = rows().length;
  const response = await visit("/no-such-town?utm_source=leaflet", "198.51.100.30", {
    referer: "https://search.example/results",
  });
  expect(response.statusCode).toBe(404);
  expect(response.body).toContain("404 Page Not Found");
  expect(response.body).not.toContain(REPORT_SCRIPT);
  // Recorded as the answer goes out, not before it.
  await expect
    .poll(() => rows().slice(before))
    .toEqual([
      { path: "/no-such-town?utm_source=leaflet", referrer: "https://search.example/results" },
    ]);
});

test("three visits by curl, which runs no script, count three in report:404's order", async () => {
  for (const address of ["198.51.100.31", "198.51.100.32", "198.51.100.33"])
    await visit("/gone-page", address, { "user-agent": "curl/8.5.0" });
  const countOf = (path: string) => {
    const db = openDatabase(dataDir);
    const top = notFoundLog(db, 10_000).top(10);
    db.close();
    return top.find((row) => row.path === path)?.count;
  };
  await expect.poll(() => countOf("/gone-page")).toBe(3);
});

test("a file's address, a HEAD and an API path are answered 404 and not recorded", async () => {
  const before = rows().length;
  const asset = await visit("/assets/missing.js", "198.51.100.34");
  expect(asset.statusCode).toBe(404);
  // A file address keeps the page's own report: a browser showing it still says so.
  expect((await visit("/old-page.html", "198.51.100.34")).body).toContain(REPORT_SCRIPT);
  const head = await app.inject({
    method: "HEAD",
    url: "/no-such-town",
    remoteAddress: "198.51.100.34",
  });
  expect(head.statusCode).toBe(404);
  expect((await visit("/api/nothing", "198.51.100.34")).statusCode).toBe(404);
  expect(rows().length).toBe(before);
});

test("one address records at most the per-minute limit; every visit is still answered 404", async () => {
  const before = rows().length;
  for (let i = 0; i < 6; i++) {
    const response = await visit(`/probe-${i}`, "198.51.100.35");
    expect(response.statusCode).toBe(404);
  }
  // The limit is applied after the answer, so wait for the last one's record.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(
    rows()
      .slice(before)
      .map((row) => row.path),
  ).toEqual(["/probe-0", "/probe-1", "/probe-2", "/probe-3"]);
});

test("a page's own report still counts where the server did not answer (a static host)", async () => {
  const response = await app.inject({
    method: "POST",
    url: "/api/404-status",
    payload: { path: "/static-host-miss" },
    remoteAddress: "198.51.100.36",
  });
  expect(response.statusCode).toBe(204);
  expect(rows().at(-1)).toEqual({ path: "/static-host-miss", referrer: null });
});
