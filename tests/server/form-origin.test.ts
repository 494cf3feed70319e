/**
 * The server as the form server of a site on a static host: CORS for the
 * site's own origin only, plain posts sent back to the site's /thank-you (never
 * to an address from the request), a failed post's page leading back to the
 * site, and the form pages it renders itself.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createServer } from "../../site/server/server";
import { openDatabase } from "../../site/server/store/database";
import { leadStore } from "../../site/server/store/leads";
import { notFoundLog } from "../../site/server/store/not-found-log";
import { makeFixtureSite } from "./fixture-site";

const SITE = "https://www.site.example";
const FOREIGN = "https://elsewhere.example";
const VALID = {
  name: "Cora Static",
  phone: "01993 123456",
  email: "",
  postcode: "OX18 3AB",
  service: "tv-aerial",
  message: "",
  preferredTime: "any",
  sourcePage: "/contact",
};
const PLAIN = { "content-type": "application/x-www-form-urlencoded" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

let site: ReturnType<typeof makeFixtureSite>;
let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  site = makeFixtureSite();
  dataDir = mkdtempSync(path.join(tmpdir(), "form-origin-data-"));
  // The trailing slash is how SITE_URL may be written; the origin is what counts.
  app = await createServer({ clientDir: site.clientDir, dataDir, siteUrl: `${SITE}/` });
});
afterAll(async () => {
  await app.close();
  site.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

const storedNames = () => {
  const db = openDatabase(dataDir);
  const names = leadStore(db)
    .all()
    .map((lead) => lead.name);
  db.close();
  return names;
};

describe("CORS", () => {
  test("the preflight of the island's JSON post from the site is allowed, with cookies", async () => {
    const response = await app.inject({
      method: "OPTIONS",
      url: "/api/quote",
      headers: {
        origin: SITE,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe(SITE);
    expect(response.headers["access-control-allow-credentials"]).toBe("true");
    expect(response.headers["access-control-allow-methods"]).toContain("POST");
    expect(String(response.headers["access-control-allow-headers"]).toLowerCase()).toContain(
      "content-type",
    );
    expect(response.headers.vary).toContain("Origin");
  });

  test("another origin's preflight gets no allowance", async () => {
    const response = await app.inject({
      method: "OPTIONS",
      url: "/api/quote",
      headers: { origin: FOREIGN, "access-control-request-method": "POST" },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  test("the JSON post from the site is stored and readable by the site's page", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/quote",
      headers: { origin: SITE },
      payload: { ...VALID, name: "Json From Site" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers["access-control-allow-origin"]).toBe(SITE);
    expect(storedNames()).toContain("Json From Site");
  });

  test("another origin's post gets no allowance, so its page cannot read the answer", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/quote",
      headers: { origin: FOREIGN },
      payload: { ...VALID, name: "Json From Elsewhere" },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });

  test("the not-found report from the site is taken and allowed", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/404-status",
      headers: { origin: SITE },
      payload: { path: "/witny", referrer: "" },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe(SITE);
    const db = openDatabase(dataDir);
    const paths = notFoundLog(db, 100)
      .top(10)
      .map((row) => row.path);
    db.close();
    expect(paths).toContain("/witny");
  });
});

describe("a plain post is answered back on the site", () => {
  test("from the site's origin: 303 to the site's own /thank-you, absolute", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/quote",
      headers: { ...PLAIN, origin: SITE },
      payload: form({ ...VALID, name: "Plain From Site" }),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${SITE}/thank-you`);
    expect(storedNames()).toContain("Plain From Site");
  });

  test.each([
    ["another origin", { origin: FOREIGN }],
    ["no Origin header", {}],
    ["a forged Host", { origin: "https://evil.example", host: "evil.example" }],
  ])(
    "from %s: 303 to this server's /thank-you, never an address from the request",
    async (_, headers) => {
      const response = await app.inject({
        method: "POST",
        url: "/api/quote",
        headers: { ...PLAIN, ...headers },
        payload: form(VALID),
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/thank-you");
    },
  );

  test("with mistakes: the form page from here, its links to the site, its next post back to the site", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/quote",
      headers: { ...PLAIN, origin: SITE },
      payload: form({ ...VALID, phone: "abc" }),
    });
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(html).toContain('id="quote-phone-error"');
    // The form posts to this server, which takes it; the island would too.
    expect(html).toContain('action="/api/quote"');
    expect(html).toContain('<input type="hidden" name="fromSite" value="1"/>');
    // Every page link leads to the site; the stylesheet and scripts stay this server's.
    const links = [...html.matchAll(/<a\s[^>]*href="([^"#]+)"/g)].map((match) => match[1]!);
    const relative = links.filter((href) => href.startsWith("/"));
    expect(relative).toEqual([]);
    expect(links).toContain(`${SITE}/contact`);
    expect(html).toContain('href="/assets/static/site.abc123.css"');
    // A corrected post from this page ends on the site: the policy lets the redirect go there.
    expect(response.headers["content-security-policy"]).toContain(`form-action 'self' ${SITE}`);

    const corrected = await app.inject({
      method: "POST",
      url: "/api/quote",
      headers: PLAIN,
      payload: form({ ...VALID, name: "Corrected On Form Server", fromSite: "1" }),
    });
    expect(corrected.statusCode).toBe(303);
    expect(corrected.headers.location).toBe(`${SITE}/thank-you`);
    expect(storedNames()).toContain("Corrected On Form Server");
  });

  test("with mistakes, not from the site: the page as before, links on this server", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/quote",
      headers: PLAIN,
      payload: form({ ...VALID, phone: "abc" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('href="/contact"');
    expect(response.body).not.toContain(SITE);
    expect(response.body).not.toContain('name="fromSite"');
    expect(response.headers["content-security-policy"]).toContain("form-action 'self';");
  });
});

describe("the form's pages, as this server shows them", () => {
  test.each(["/contact", "/instant-quote"])(
    "%s: the working form, posting here, whatever the built file shows",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(response.body).toContain('<form id="quote-form"');
      expect(response.body).toContain('action="/api/quote"');
      expect(response.body).not.toContain("Please check the form");
      expect(response.body).not.toContain('name="fromSite"');
      expect(response.body).toContain('href="/assets/static/site.abc123.css"');
    },
  );
});
