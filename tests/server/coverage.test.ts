/**
 * GET /coverage?postcode=...: the postcode check without JavaScript, through
 * Fastify's inject over the small built site, answered from the generated table.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { telHref } from "../../model/phone";
import { business } from "../../site/generated/business";
import { coverage } from "../../site/generated/coverage";
import { createServer } from "../../site/server/server";
import { makeFixtureSite } from "./fixture-site";

let site: ReturnType<typeof makeFixtureSite>;
let app: FastifyInstance;

beforeAll(async () => {
  site = makeFixtureSite();
  app = await createServer({ clientDir: site.clientDir, coverageLimitPerMinute: 12 });
});
afterAll(async () => {
  await app.close();
  site.remove();
});

const ask = (query: string, remoteAddress = "198.51.100.20") =>
  app.inject({ url: `/coverage${query}`, remoteAddress });

describe("the answer page", () => {
  test("a covered postcode: 200, the answer with the district's places, the form again", async () => {
    const response = await ask("?postcode=ox18+3ab");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const html = response.body;
    expect(html).toContain("<title>Yes, we cover OX18 3AB: ");
    expect(html).toContain('<h3 id="coverage-answer-heading">Yes, we cover OX18 3AB</h3>');
    for (const place of coverage.covered.OX18!.places)
      expect(html).toContain(`<a href="${place.path}">${place.name}</a>`);
    // What was typed is in the field; the form still goes to the server.
    expect(html).toContain('value="ox18 3ab"');
    expect(html).toContain('action="/coverage"');
    // The built page's stylesheet and scripts, so the island takes over on this page too.
    expect(html).toContain('href="/assets/static/site.abc123.css"');
    expect(html).toContain('<meta name="robots" content="noindex,nofollow"/>');
  });

  test.each([
    ["?postcode=CV36+4AB", "Just outside our usual area: call us"],
    ["?postcode=HP14%204AA", "HP14 4AA is outside our area"],
    ["?postcode=SW1A1AA", "SW1A 1AA is outside our area"],
    ["?postcode=RG9", "Yes, we cover RG9"],
    // A repeated parameter: the first counts.
    ["?postcode=GL7&postcode=nonsense", "Yes, we cover GL7"],
  ])("%s: 200, %j, with the phone number", async (query, heading) => {
    const response = await ask(query);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h3 id="coverage-answer-heading">${heading}</h3>`);
    expect(response.body).toContain(`href="${telHref(business.phone.main.number)}"`);
  });

  test("text that is not a postcode: 400, the reason and the form, nothing of it unescaped", async () => {
    const response = await ask(`?postcode=${encodeURIComponent('<script>alert("x")</script>')}`);
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(html).toContain("That does not look like a UK postcode");
    expect(html).not.toContain("<script>alert");
    expect(html).toContain('value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="coverage-answer-heading"');
  });

  test("an empty postcode: 400, asked for one", async () => {
    const response = await ask("?postcode=");
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("Please enter your postcode");
  });

  test("very long input is cut before it is checked or shown", async () => {
    const response = await ask(`?postcode=${"A".repeat(5000)}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`value="${"A".repeat(32)}"`);
    expect(response.body).not.toContain("A".repeat(33));
  });

  test("no ?postcode: the page as it was built, revalidated", async () => {
    const response = await ask("");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("page /coverage");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  test("another spelling of the address: one redirect, with the query", async () => {
    const response = await ask("/?postcode=ox18");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/coverage?postcode=ox18");
  });
});

describe("rate limit", () => {
  test("past the limit a page with the form and the phone number, 429", async () => {
    const remoteAddress = "198.51.100.21";
    for (let i = 0; i < 12; i++)
      expect((await ask("?postcode=OX18", remoteAddress)).statusCode).toBe(200);
    const limited = await ask("?postcode=OX28", remoteAddress);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain("You have checked many postcodes in a short time");
    expect(limited.body).toContain(business.phone.main.number);
    expect(limited.body).toContain('value="OX28"');
  });
});
