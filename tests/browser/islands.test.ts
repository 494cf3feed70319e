/**
 * What a visitor does, in Debian's Chromium against the real server over the
 * built fixture site: the quote form with and without JavaScript, the toast,
 * the chat widget, the not-found report, a mistyped town's redirect and the
 * postcode check with and without JavaScript.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createServer } from "../../site/server/server";
import { openDatabase } from "../../site/server/store/database";
import { notFoundLog } from "../../site/server/store/not-found-log";
import { pageFile } from "../../model/routes";
import { PLACE_LOOKUP_PATH } from "../../model/place-lookup-file";
import { launchChromium } from "../../scripts/lib/chromium";
import { buildFixtureSite } from "./fixture-build";
import { fillValidQuote, storedLeads } from "./quote-form";

let clientDir: string;
let dataDir: string;
let app: FastifyInstance;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  clientDir = await buildFixtureSite(path.resolve("tests/.tmp/islands-site"));
  dataDir = mkdtempSync(path.join(tmpdir(), "islands-data-"));
  app = await createServer({ clientDir, dataDir });
  origin = await app.listen({ port: 0, host: "127.0.0.1" });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("the quote form without JavaScript", () => {
  test("mistakes come back on the page, by field; a good request lands on the thank-you page", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/contact`);
    await page.getByLabel("Your name").fill("Nojs Visitor");
    await page.getByRole("button", { name: "Send my quote request" }).click();
    await page.waitForLoadState();
    const phone = page.getByLabel("Phone number");
    await expect(phone.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(
      page.locator(`#${await phone.getAttribute("aria-describedby")}`).textContent(),
    ).resolves.toBe("Please give a phone number we can call, e.g. 01993 123456.");
    await expect(page.getByLabel("Your name").inputValue()).resolves.toBe("Nojs Visitor");

    await fillValidQuote(page, "Nojs Visitor", "starlink");
    await page.getByRole("button", { name: "Send my quote request" }).click();
    await page.waitForURL(`${origin}/thank-you`);
    expect(storedLeads(dataDir).some((lead) => lead.name === "Nojs Visitor")).toBe(true);
    await context.close();
  });
});

describe("with JavaScript", () => {
  test("a mistake shown clears as it is put right, before the field is left", async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/contact`);
    await page.getByLabel("Your name").focus();
    await page.locator('#quote-form-island[data-island="ready"]').waitFor({ timeout: 10_000 });
    const phone = page.getByLabel("Phone number");
    await phone.fill("12");
    await page.getByLabel("Postcode", { exact: true }).focus();
    await expect.poll(() => phone.getAttribute("aria-invalid"), { timeout: 10_000 }).toBe("true");
    await phone.fill("01993 123456");
    // Still in the field: the message goes now, so nothing moves when Send is pressed.
    await expect.poll(() => phone.getAttribute("aria-invalid"), { timeout: 10_000 }).toBe(null);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("quote-phone");
    await page.close();
  });

  test("errors as the visitor leaves a field; sent with a toast; F8 reaches the toast", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`${origin}/contact`);
    // The island loads when the visitor first reaches for the form.
    await page.getByLabel("Your name").focus();
    await page.locator('#quote-form-island[data-island="ready"]').waitFor({ timeout: 10_000 });
    const phone = page.getByLabel("Phone number");
    await phone.fill("12");
    await page.getByLabel("Postcode", { exact: true }).focus();
    await expect.poll(() => phone.getAttribute("aria-invalid"), { timeout: 10_000 }).toBe("true");

    await fillValidQuote(page, "Island Visitor", "starlink");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/quote")),
      page.getByRole("button", { name: "Send my quote request" }).click(),
    ]);
    expect(`${response.status()} ${response.request().headers()["content-type"]}`).toBe(
      "201 application/json",
    );
    const toast = page.locator(".toast-title", { hasText: "Thank you: we have your request" });
    await toast.waitFor({ timeout: 10_000 });
    // Its words as the page gives them (the business's same-day switch), not from the script.
    await expect(page.locator(".toast-description").textContent()).resolves.toBe(
      "We will call you back, usually the same day.",
    );
    expect(page.url()).toBe(`${origin}/contact`);
    await expect(page.getByLabel("Your name").inputValue()).resolves.toBe("");
    expect(storedLeads(dataDir).some((lead) => lead.name === "Island Visitor")).toBe(true);

    await page.keyboard.press("F8");
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.activeElement?.closest('[role="region"]')?.getAttribute("aria-label") ?? "",
        ),
      )
      .toMatch(/^Notifications/);
    // No CSP violation or script error on the way (the service worker may log its own).
    expect(errors.filter((text) => !/service worker/i.test(text))).toEqual([]);
    await page.close();
  });

  test("the chat button opens the widget, which answers from the FAQ and hands over", async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/carterton`);
    await page
      .getByRole("complementary", { name: "Quick contact" })
      .getByRole("link", { name: /chat/i })
      .click();
    const chat = page.getByRole("dialog", { name: "Questions? Ask us" });
    await chat.waitFor({ timeout: 10_000 });
    expect(page.url()).toBe(`${origin}/carterton`);
    await chat.getByRole("button", { name: "Town question 2.1 about your area?" }).click();
    await expect
      .poll(() => chat.getByRole("log").textContent())
      .toContain("Answer 2.1 for your area.");
    await chat.getByLabel("Your question").fill("What is the capital of France?");
    await chat.getByRole("button", { name: "Ask", exact: true }).click();
    await expect
      .poll(() => chat.getByRole("log").textContent())
      .toContain(
        "I don't have a ready answer for that. Message us on WhatsApp or call 01632 960000, and a person will help.",
      );
    await expect(
      chat.getByRole("link", { name: "Message us on WhatsApp" }).getAttribute("href"),
    ).resolves.toBe("https://wa.me/441632960000");
    await page.keyboard.press("Escape");
    await expect(chat.count()).resolves.toBe(0);
    await page.close();
  });

  test("a visit to a missing page is recorded once: by the server, not again by the page", async () => {
    const page = await browser.newPage();
    const reports: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/404-status")) reports.push(request.url());
    });
    await page.goto(`${origin}/no-such-page-here`, { waitUntil: "networkidle" });
    const db = openDatabase(dataDir);
    const counts = notFoundLog(db, 100)
      .top(10)
      .filter((row) => row.path === "/no-such-page-here")
      .map((row) => row.count);
    db.close();
    expect(counts).toEqual([1]);
    expect(reports).toEqual([]);
    await page.close();
  });

  test("a mistyped town address goes to the town's page (server: one 301)", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${origin}/Carterton-Oxfordshire/`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${origin}/carterton`);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${origin}/Carterton-Oxfordshire/`);
    await page.close();
  });

  /** A static host's answer to every unknown address: 404.html as built. */
  const asStaticHost = async (page: Page, missing: string) => {
    const notFoundHtml = readFileSync(path.join(clientDir, "404.html"), "utf8");
    await page.route(`${origin}${missing}`, (route) =>
      route.fulfill({ status: 404, contentType: "text/html", body: notFoundHtml }),
    );
  };
  const lookupRequests = (page: Page) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === PLACE_LOOKUP_PATH) asked.push(request.url());
    });
    return asked;
  };

  test.each([
    ["/carterton-oxfordshire", "/carterton"],
    // Spaces and + as word separators, and a misspelling one place is clearly nearest.
    ["/stow%20on%20the%20wold", "/stow-on-the-wold"],
    ["/stow+on+the+wold", "/stow-on-the-wold"],
    ["/cartertn", "/carterton"],
  ])(
    "on a static host, 404.html looks %s up in the browser and goes to %s",
    async (missing, town) => {
      const page = await browser.newPage();
      await asStaticHost(page, missing);
      await page.goto(`${origin}${missing}`);
      await page.waitForURL(`${origin}${town}`, { timeout: 10_000 });
      await page.close();
    },
  );

  test("on a static host, when the lookup file cannot load, the not-found page shows as it is", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await asStaticHost(page, "/cartertn");
    const asked = lookupRequests(page);
    await page.route(`${origin}${PLACE_LOOKUP_PATH}`, (route) => route.abort());
    await page.goto(`${origin}/cartertn`);
    await expect.poll(() => asked.length).toBe(1);
    await expect.poll(() => page.locator("main.looking-up").count()).toBe(0);
    await expect(page.getByRole("status").count()).resolves.toBe(0);
    await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe("/cartertn");
    expect(errors).toEqual([]);
    await page.close();
  });

  test("our server's not-found page looks nothing up: the server has answered the address", async () => {
    const page = await browser.newPage();
    const asked = lookupRequests(page);
    const response = await page.goto(`${origin}/no-town-of-that-name`, {
      waitUntil: "networkidle",
    });
    expect(response?.status()).toBe(404);
    expect(asked).toEqual([]);
    await expect(page.locator("main.looking-up").count()).resolves.toBe(0);
    await page.close();
  });
});

describe("the instant-quote calculator", () => {
  test("works out an estimate from the prices the page gives it, and fills the quote form in", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${origin}/instant-quote`);
    const estimate = page.locator(".calculator .estimate");
    // Rendered with the page: Starlink, standard mounting, no extra points.
    await expect(estimate.textContent()).resolves.toBe("Estimate: from £150, no VAT.");
    // Once hydrated, a choice changes it: the Sky dish's price from the business data.
    await expect
      .poll(
        async () => {
          await page.getByRole("radio", { name: "Sky dish" }).check();
          return estimate.textContent();
        },
        { timeout: 10_000 },
      )
      .toBe("Estimate: from £80, no VAT.");
    await page.getByRole("button", { name: "Send me this quote" }).click();
    await expect(page.getByLabel("Anything we should know? (optional)").inputValue()).resolves.toBe(
      "Instant estimate: Sky dish installation from £80. Total from £80, no VAT.",
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the postcode check", () => {
  const answerHeading = (page: Page) => page.locator("#coverage-answer h3");

  test("with JavaScript it answers in place from the table, with no request to the server", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    let serverAsked = 0;
    await page.route(
      (url) => url.pathname === "/coverage",
      (route) => {
        serverAsked++;
        return route.abort();
      },
    );
    await page.goto(`${origin}/`);
    const field = page.getByLabel("Your postcode", { exact: true });
    await field.fill("ox18 3ab");
    await field.press("Enter");
    await expect.poll(() => answerHeading(page).textContent()).toBe("Yes, we cover OX18 3AB");
    const region = page.locator("#coverage-answer");
    await expect(region.getAttribute("aria-live")).resolves.toBe("polite");
    await expect(
      region.getByRole("link", { name: "Carterton", exact: true }).getAttribute("href"),
    ).resolves.toBe("/carterton");
    await expect(region.locator('a[href^="tel:"]').getAttribute("href")).resolves.toBe(
      "tel:+441632960000",
    );

    // The fixture's table: OX28 has no place of its own but lies near the base.
    await field.fill("OX28 1AA");
    await page.getByRole("button", { name: "Check" }).click();
    await expect
      .poll(() => answerHeading(page).textContent())
      .toBe("Just outside our usual area: call us");
    await field.fill("<script>");
    await field.press("Enter");
    await expect
      .poll(() => answerHeading(page).textContent())
      .toBe("That does not look like a UK postcode");
    await expect(field.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(page.locator("#coverage-answer script").count()).resolves.toBe(0);

    expect(page.url()).toBe(`${origin}/`);
    expect(serverAsked).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("without JavaScript the form asks the server, which answers with a page", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/contact`);
    await page.getByLabel("Your postcode", { exact: true }).fill("ox18");
    await page.getByRole("button", { name: "Check" }).click();
    await page.waitForURL(`${origin}/coverage?postcode=ox18`);
    await expect(answerHeading(page).textContent()).resolves.toBe("Yes, we cover OX18");
    await expect(page.getByLabel("Your postcode", { exact: true }).inputValue()).resolves.toBe(
      "ox18",
    );
    await context.close();
  });

  test("on a static host, /coverage?postcode= is the built page, and the island answers it", async () => {
    const page = await browser.newPage();
    const builtPage = readFileSync(path.join(clientDir, pageFile("/coverage")), "utf8");
    await page.route(
      (url) => url.pathname === "/coverage",
      (route) => route.fulfill({ status: 200, contentType: "text/html", body: builtPage }),
    );
    await page.goto(`${origin}/coverage?postcode=GL54+1AA`);
    await expect.poll(() => answerHeading(page).textContent()).toBe("Yes, we cover GL54 1AA");
    await expect(page.getByLabel("Your postcode", { exact: true }).inputValue()).resolves.toBe(
      "GL54 1AA",
    );
    await page.close();
  });
});
