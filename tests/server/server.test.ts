/**
 * The server's routes through Fastify's inject, over a small built site in a
 * temporary folder and a SQLite database in another.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createServer } from "../../site/server/server";
import { openDatabase } from "../../site/server/store/database";
import { leadStore } from "../../site/server/store/leads";
import { notFoundLog } from "../../site/server/store/not-found-log";
import { UNKNOWN_PATH } from "../../site/forms/not-found-report";
import { PAGE_REDIRECTS, pageFile } from "../../model/routes";
import { FIXTURE_PAGES, LONG_PAGE, makeFixtureSite } from "./fixture-site";

const VALID = {
  name: "Ann Smith",
  phone: "01993 123456",
  email: "ann@example.co.uk",
  postcode: "ox18 3ab",
  service: "starlink",
  message: "Dish on the barn, please.",
  preferredTime: "morning",
};

let site: ReturnType<typeof makeFixtureSite>;
let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  site = makeFixtureSite();
  dataDir = mkdtempSync(path.join(tmpdir(), "site-data-"));
  app = await createServer({
    clientDir: site.clientDir,
    dataDir,
    quoteLimitPerHour: 8,
    notFoundLimitPerMinute: 5,
    notFoundLogMaxRows: 3,
    trustProxy: true,
    siteUrl: "https://www.example.co.uk",
  });
});
afterAll(async () => {
  await app.close();
  site.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("pages and files", () => {
  test("a Range past the end of a file: 416 naming the file's size", async () => {
    const file = "assets/static/site.abc123.css";
    const { size } = statSync(path.join(site.clientDir, file));
    const response = await app.inject({
      url: `/${file}`,
      headers: { range: `bytes=${size + 10}-` },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers["content-range"]).toBe(`bytes */${size}`);
  });

  test("a built page: 200, HTML, revalidated, compressed, with the security headers", async () => {
    const response = await app.inject({
      url: "/witney",
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response.headers["content-encoding"]).toBe("br");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // Plain HTTP: no HSTS.
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  /** The long page asked for in `encoding`: a revalidated HTML page, so encoded. */
  const longPage = async (encoding: "br" | "gzip", headers: Record<string, string> = {}) => {
    const response = await app.inject({
      url: LONG_PAGE,
      headers: { "accept-encoding": encoding, ...headers },
    });
    if (response.statusCode === 304) return response;
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.vary).toContain("accept-encoding");
    return response;
  };
  const longPageFile = () => path.join(site.clientDir, pageFile(LONG_PAGE));

  test("a page goes out in brotli the server made, the file's bytes, and 304 to its ETag", async () => {
    const first = await longPage("br");
    expect(brotliDecompressSync(first.rawPayload)).toEqual(readFileSync(longPageFile()));
    const again = await longPage("br");
    expect(again.rawPayload).toEqual(first.rawPayload);
    const etag = String(first.headers.etag);
    expect((await longPage("br", { "if-none-match": etag })).statusCode).toBe(304);
    const lastModified = String(first.headers["last-modified"]);
    expect((await longPage("br", { "if-modified-since": lastModified })).statusCode).toBe(304);
    // One page, one validator: a cache that saw it gzipped revalidates it the same way.
    expect((await longPage("gzip")).headers.etag).toBe(etag);
  });

  test("a client that takes no brotli gets the page gzipped on the fly", async () => {
    expect(gunzipSync((await longPage("gzip")).rawPayload)).toEqual(readFileSync(longPageFile()));
  });

  test("a page a new build wrote goes out in its new bytes, under a new ETag", async () => {
    const before = await longPage("br");
    const original = readFileSync(longPageFile());
    const changed = original.toString().replace("Broadwell", "Broadwell, Lechlade");
    try {
      writeFileSync(longPageFile(), changed);
      const later = new Date(statSync(longPageFile()).mtimeMs + 5000);
      utimesSync(longPageFile(), later, later);
      const after = await longPage("br");
      expect(brotliDecompressSync(after.rawPayload).toString()).toBe(changed);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      writeFileSync(longPageFile(), original);
    }
  });

  test("a file the build left without copies goes out compressed on the fly, the same bytes", async () => {
    for (const [url, body] of [
      ["/assets/static/site.abc123.css", "body{color:#111}".repeat(200)],
      ["/sw.js", "self.addEventListener('fetch', () => {});"],
    ] as const) {
      const response = await app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(response.statusCode).toBe(200);
      const payload =
        response.headers["content-encoding"] === "br"
          ? brotliDecompressSync(response.rawPayload)
          : response.rawPayload;
      expect(payload.toString()).toBe(body);
    }
  });

  test("HSTS once the request came over HTTPS (behind a trusted proxy)", async () => {
    const response = await app.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(response.headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  test("hashed assets are cached for a year; CSS has its content type", async () => {
    const response = await app.inject({ url: "/assets/static/site.abc123.css" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("the service worker is revalidated", async () => {
    const response = await app.inject({ url: "/sw.js" });
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response.headers["content-type"]).toMatch(/javascript/);
  });

  test.each([
    ["/Witney", "/witney"],
    ["/witney/", "/witney"],
    ["/WITNEY/?utm_source=card", "/witney?utm_source=card"],
    ["/witney-oxfordshire", "/witney"],
    ["/ampney-saint-mary", "/ampney-st-mary"],
    ["/Starlink-Installation-Witney-Oxfordshire/", "/starlink-installation-witney"],
    ["/directory-submission-guide", "/directory-guide"],
    ["/Directory-Submission-Guide/", "/directory-guide"],
    ["/directory-submission-guide/?ref=card", "/directory-guide?ref=card"],
    // Pages that were hand-written, now entries of their content families.
    ["/aerial-vs-satellite", "/comparisons/aerial-vs-satellite"],
    ["/starlink-vs-fibre/", "/comparisons/starlink-vs-fibre"],
    ["/new-build-installation", "/services/new-build-installation"],
    ["/Student-Accommodation-TV", "/services/student-accommodation-tv"],
    ["/commercial-tv-installation?ref=card", "/services/commercial-tv-installation?ref=card"],
    // Spaces, + and _ are word separators.
    ["/great%20rissington", "/great-rissington"],
    ["/Great+Rissington/", "/great-rissington"],
    ["/great_rissington", "/great-rissington"],
    ["/ampney%20st%20mary", "/ampney-st-mary"],
    // A misspelt town, one place clearly nearest.
    ["/witny", "/witney"],
    ["/starlink-installation-witny", "/starlink-installation-witney"],
  ])("%s → 301 %s", async (url, location) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  test("every alias of a page reaches it in one redirect", async () => {
    const pages = FIXTURE_PAGES.filter((page) => page !== "/" && !(page in PAGE_REDIRECTS));
    const aliases = [...pages, ...Object.keys(PAGE_REDIRECTS), "/witney-oxfordshire"].flatMap(
      (path) => [
        path.toUpperCase(),
        `${path}/`,
        `${path.toUpperCase()}/`,
        `/${path.slice(1, 2).toUpperCase()}${path.slice(2)}`,
      ],
    );
    const twoHops: string[] = [];
    for (const alias of aliases) {
      const first = await app.inject({ url: alias });
      expect(first.statusCode, alias).toBe(301);
      const second = await app.inject({ url: String(first.headers.location) });
      if (second.statusCode !== 200)
        twoHops.push(`${alias} → ${first.headers.location} → ${second.statusCode}`);
    }
    expect(twoHops).toEqual([]);
  });

  test.each([
    "/nowhere-at-all",
    "/starlink-installation-nowhere",
    "/gallery",
    "/blog/category/x",
    // Misspellings too short, or as near one place as another: no guess.
    "/witn",
    "/alington",
  ])("%s: the not-found page with a real 404, never indexed", async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("404 Page Not Found");
    expect(response.body).toContain('content="noindex,nofollow"');
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  test("a protocol-relative path never redirects off the site", async () => {
    const response = await app.inject({ url: "//evil.example/" });
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  test("a missing file is a 404 too", async () => {
    expect((await app.inject({ url: "/assets/missing.js" })).statusCode).toBe(404);
  });

  test("an unknown blog post: a placeholder that says so, 200, noindex", async () => {
    const response = await app.inject({ url: "/blog/smart-tv-setup" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("This article has not been published yet.");
    expect(response.body).toContain('<meta name="robots" content="noindex,nofollow"/>');
    expect(response.body).toContain('href="/blog"');
    expect(response.body).toContain('href="/contact"');
    // The built pages' stylesheet and script.
    expect(response.body).toContain('href="/assets/static/site.abc123.css"');
  });
});

describe("quote requests", () => {
  test("JSON: 201 and the lead is in the database before the answer", async () => {
    const response = await app.inject({ method: "POST", url: "/api/quote", payload: VALID });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const db = openDatabase(dataDir);
    const lead = leadStore(db)
      .all()
      .find((row) => row.id === id);
    db.close();
    expect(lead).toMatchObject({ name: "Ann Smith", postcode: "OX18 3AB", service: "starlink" });
  });

  test("JSON with mistakes: 400 with a message per field", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/quote",
      payload: { ...VALID, phone: "123", postcode: "nowhere", service: "pizza" },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      "phone",
      "postcode",
      "service",
    ]);
  });

  test("plain form: 303 to the thank-you page", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/quote",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form({ ...VALID, sourcePage: "/contact" }),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/thank-you");
  });

  test("plain form with mistakes: the form page again, errors by field, values kept", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/quote",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form({ ...VALID, name: "Bob <b>", phone: "abc", sourcePage: "/instant-quote" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain('<h1 id="page-title">Instant Quote</h1>');
    const phoneInput = /<input id="quote-phone"[^>]*>/.exec(response.body)?.[0] ?? "";
    expect(phoneInput).toContain('aria-invalid="true"');
    expect(phoneInput).toContain('aria-describedby="quote-phone-error"');
    expect(phoneInput).toContain('value="abc"');
    expect(response.body).toContain('id="quote-phone-error"');
    expect(response.body).toContain('value="Bob &lt;b&gt;"');
    expect(response.body).toContain('value="ox18 3ab"');
  });

  test.each([
    ["JSON", { "content-type": "application/json" }, JSON.stringify],
    ["a plain form", { "content-type": "application/x-www-form-urlencoded" }, form],
  ] as const)(
    "%s with a control character or line break in the name: refused, not stored",
    async (_kind, headers, encode) => {
      const db = openDatabase(dataDir);
      const before = leadStore(db).count();
      for (const name of ["Ann\r\n#99 Forged", "Ann\u001b]0;owned\u0007", "Ann\u0000Smith"]) {
        const response = await app.inject({
          method: "POST",
          url: "/api/quote",
          headers,
          payload: encode({ ...VALID, name, sourcePage: "/contact" }),
          remoteAddress: "192.0.2.44",
        });
        expect(response.statusCode, JSON.stringify(name)).toBe(400);
      }
      expect(leadStore(db).count()).toBe(before);
      db.close();
    },
  );

  test("the honeypot: answered like a success, not stored", async () => {
    const db = openDatabase(dataDir);
    const before = leadStore(db).count();
    const response = await app.inject({
      method: "POST",
      url: "/api/quote",
      payload: { ...VALID, website: "http://spam.example" },
    });
    expect(response.statusCode).toBe(201);
    expect(leadStore(db).count()).toBe(before);
    db.close();
  });

  test("a body over 16 KiB is refused", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/quote",
      payload: { ...VALID, message: "x".repeat(20_000) },
    });
    expect(response.statusCode).toBe(413);
  });

  test("per-address limit: the ninth request in an hour gets 429, a page for a plain form", async () => {
    const remote = { remoteAddress: "203.0.113.9" };
    for (let i = 0; i < 8; i++) {
      const ok = await app.inject({ method: "POST", url: "/api/quote", payload: VALID, ...remote });
      expect(ok.statusCode).toBe(201);
    }
    const limited = await app.inject({
      method: "POST",
      url: "/api/quote",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form({ ...VALID, sourcePage: "/contact" }),
      ...remote,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain("You have sent several requests in a short time");
    expect(limited.body).toContain('value="Ann Smith"');
  });
});

describe("not-found reports", () => {
  test("the path from the JSON body, else from a same-site Referer; capped at maxRows", async () => {
    const remote = { remoteAddress: "198.51.100.7" };
    const body = await app.inject({
      method: "POST",
      url: "/api/404-status",
      payload: { path: "/from-body", referrer: "https://search.example/" },
      ...remote,
    });
    expect(body.statusCode).toBe(204);
    const referer = await app.inject({
      method: "POST",
      url: "/api/404-status",
      headers: { referer: "http://localhost:80/from-referer?x=1" },
      ...remote,
    });
    expect(referer.statusCode).toBe(204);
    const foreign = await app.inject({
      method: "POST",
      url: "/api/404-status",
      headers: { referer: "https://elsewhere.example/page" },
      ...remote,
    });
    // Another site's page posting here: refused, and nothing stored.
    expect(foreign.statusCode).toBe(403);
    for (const path of ["/a", "/b"]) {
      await app.inject({ method: "POST", url: "/api/404-status", payload: { path }, ...remote });
    }
    // Five from this address this minute: the sixth is refused.
    const limited = await app.inject({
      method: "POST",
      url: "/api/404-status",
      payload: { path: "/c" },
      ...remote,
    });
    expect(limited.statusCode).toBe(429);

    // A reported path with a control character is refused (it was printed raw by report:404).
    const hostile = await app.inject({
      method: "POST",
      url: "/api/404-status",
      payload: { path: "/x\u001b]0;owned\u0007" },
      remoteAddress: "198.51.100.8",
    });
    expect(hostile.statusCode).toBe(400);

    const db = openDatabase(dataDir);
    const log = notFoundLog(db, 3);
    expect(log.count()).toBe(3);
    expect(
      log
        .top(10)
        .map((row) => row.path)
        .sort(),
    ).toEqual(["/a", "/b", "/from-referer?x=1"]);
    db.close();
  });

  test("a Referer from another site is refused and stores nothing; the site's own names are taken", async () => {
    const db = openDatabase(dataDir);
    const latest = () =>
      db.prepare("SELECT id, path FROM not_found ORDER BY id DESC LIMIT 1").get() as
        { id: number; path: string } | undefined;
    const report = (headers: Record<string, string>, remoteAddress: string) =>
      app.inject({ method: "POST", url: "/api/404-status", headers, remoteAddress });
    try {
      const before = latest();
      const foreign = await report(
        { referer: "https://elsewhere.example/gone", host: "www.example.co.uk" },
        "198.51.100.20",
      );
      expect(foreign.statusCode).toBe(403);
      expect(latest()?.id).toBe(before?.id);

      // The request's own Host, whatever name served the page.
      const byHost = await report(
        { referer: "http://staging.example.net/by-host", host: "staging.example.net:8080" },
        "198.51.100.21",
      );
      expect(byHost.statusCode).toBe(204);
      expect(latest()?.path).toBe("/by-host");

      // Behind the trusted proxy, the host the visitor asked for.
      const forwarded = await report(
        {
          referer: "https://shop.example.org/forwarded",
          host: "127.0.0.1:3000",
          "x-forwarded-host": "shop.example.org",
        },
        "198.51.100.22",
      );
      expect(forwarded.statusCode).toBe(204);
      expect(latest()?.path).toBe("/forwarded");

      // SITE_URL's host, when a proxy has put another name in Host.
      const canonical = await report(
        { referer: "https://www.example.co.uk/canonical", host: "127.0.0.1:3000" },
        "198.51.100.23",
      );
      expect(canonical.statusCode).toBe(204);
      expect(latest()?.path).toBe("/canonical");
    } finally {
      db.close();
    }
  });

  test("a report with no body and no Referer (a browser may strip both): 204, logged with the path unknown", async () => {
    const before = await app.inject({ method: "POST", url: "/api/404-status" });
    expect(before.statusCode).toBe(204);
    expect(before.body).toBe("");
    const db = openDatabase(dataDir);
    const rows = db
      .prepare("SELECT path, referrer FROM not_found ORDER BY id DESC LIMIT 1")
      .all() as { path: string; referrer: string | null }[];
    db.close();
    expect(rows).toEqual([{ path: UNKNOWN_PATH, referrer: null }]);
    // A body that is there but wrong is still refused.
    const bad = await app.inject({
      method: "POST",
      url: "/api/404-status",
      payload: { path: "no-leading-slash" },
    });
    expect(bad.statusCode).toBe(400);
  });
});
