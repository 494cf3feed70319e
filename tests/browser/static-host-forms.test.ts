/**
 * The site on a static host with a form server, end to end: the fixture site
 * built with `formOrigin` set, served by the Cloudflare Pages emulator (with
 * the build's _headers, so its CSP applies) on one port, our server taking the
 * forms on another, and Chromium posting a quote with JavaScript off (ending
 * on the site's /thank-you) and with the island (its toast). Both requests
 * are read back from the form server's SQLite file.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchChromium } from "../../scripts/lib/chromium";
import { startHost, type RunningHost } from "../../scripts/lib/host-emulators";
import { freePort } from "../../scripts/server-process";
import { createServer } from "../../site/server/server";
import { headersFile } from "../../site/server/static-host-rules";
import { openDatabase } from "../../site/server/store/database";
import { notFoundLog } from "../../site/server/store/not-found-log";
import { buildFixtureSite } from "./fixture-build";
import { fillValidQuote, storedLeads } from "./quote-form";

let formOrigin: string;
let siteOrigin: string;
let dataDir: string;
let forms: FastifyInstance;
let host: RunningHost;
let browser: Browser;

beforeAll(async () => {
  // Both addresses are written into the pages, so both ports are chosen before the build.
  const [formPort, sitePort] = [await freePort(), await freePort()];
  formOrigin = `http://127.0.0.1:${formPort}`;
  siteOrigin = `http://127.0.0.1:${sitePort}`;
  const clientDir = await buildFixtureSite(path.resolve("tests/.tmp/static-host-forms"), {
    siteUrl: siteOrigin,
    formOrigin,
  });
  // As `npm run build` writes it for the static hosts.
  writeFileSync(
    path.join(clientDir, "_headers"),
    headersFile(readdirSync(clientDir, { recursive: true, encoding: "utf8" }), formOrigin),
  );
  dataDir = mkdtempSync(path.join(tmpdir(), "form-server-data-"));
  forms = await createServer({ clientDir, dataDir, siteUrl: siteOrigin });
  await forms.listen({ port: formPort, host: "127.0.0.1" });
  host = await startHost("cloudflare", clientDir, { port: sitePort });
  browser = await launchChromium();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await host?.stop();
  await forms?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("a quote from the static site, taken by the form server", () => {
  test("without JavaScript: a mistake shown by the form server, then the site's /thank-you", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${siteOrigin}/contact`);
    // The emulator's answer, with the policy that lets the form go to the form server.
    expect(response?.headers()["content-security-policy"]).toContain(
      `form-action 'self' ${formOrigin}`,
    );
    await expect(page.locator("#quote-form").getAttribute("action")).resolves.toBe(
      `${formOrigin}/api/quote`,
    );

    await page.getByLabel("Your name").fill("Static Nojs");
    await page.getByRole("button", { name: "Send my quote request" }).click();
    await page.waitForURL(`${formOrigin}/api/quote`);
    const phone = page.getByLabel("Phone number");
    await expect(phone.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(page.getByLabel("Your name").inputValue()).resolves.toBe("Static Nojs");
    // Its links lead back to the site, not to the form server's copy of it.
    await expect(
      page
        .getByRole("navigation", { name: "Breadcrumb" })
        .getByRole("link")
        .first()
        .getAttribute("href"),
    ).resolves.toBe(`${siteOrigin}/`);

    await fillValidQuote(page, "Static Nojs", "wifi-mesh");
    await page.getByRole("button", { name: "Send my quote request" }).click();
    await page.waitForURL(`${siteOrigin}/thank-you`);
    expect(storedLeads(dataDir).filter((lead) => lead.name === "Static Nojs")).toHaveLength(1);
    await context.close();
  });

  test("with JavaScript: the island posts to the form server and confirms with its toast", async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.goto(`${siteOrigin}/contact`);
    await page.getByLabel("Your name").focus();
    await page.locator('#quote-form-island[data-island="ready"]').waitFor({ timeout: 10_000 });
    await fillValidQuote(page, "Static Island", "wifi-mesh");
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url() === `${formOrigin}/api/quote` && r.request().method() === "POST",
      ),
      page.getByRole("button", { name: "Send my quote request" }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(response.headers()["access-control-allow-origin"]).toBe(siteOrigin);
    await page
      .locator(".toast-title", { hasText: "Thank you: we have your request" })
      .waitFor({ timeout: 10_000 });
    expect(page.url()).toBe(`${siteOrigin}/contact`);
    expect(storedLeads(dataDir).filter((lead) => lead.name === "Static Island")).toHaveLength(1);
    // No CSP violation or refused cross-origin call on the way.
    expect(problems.filter((text) => !/service worker/i.test(text))).toEqual([]);
    await page.close();
  });

  test("the not-found page on the static host reports itself to the form server", async () => {
    const page = await browser.newPage();
    await page.goto(`${siteOrigin}/no-such-page-here`);
    await expect
      .poll(() => {
        const db = openDatabase(dataDir);
        const paths = notFoundLog(db, 100)
          .top(10)
          .map((row) => row.path);
        db.close();
        return paths;
      })
      .toContain("/no-such-page-here");
    await page.close();
  });

  test("another origin gets no CORS allowance from the form server", async () => {
    const foreign = "http://127.0.0.1:9";
    const preflight = await fetch(`${formOrigin}/api/quote`, {
      method: "OPTIONS",
      headers: {
        origin: foreign,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const ours = await fetch(`${formOrigin}/api/quote`, {
      method: "OPTIONS",
      headers: { origin: siteOrigin, "access-control-request-method": "POST" },
    });
    expect(ours.headers.get("access-control-allow-origin")).toBe(siteOrigin);
  });
});
