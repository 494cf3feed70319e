/**
 * axe-core in Chromium on one page of every kind and every hand-written page,
 * and on the states scripts create (a form showing its errors, the chat
 * open), at a phone's width and a laptop's: no violation of the WCAG 2.2 A
 * and AA rules, colour contrast included.
 */
import axe from "axe-core";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { PageKind } from "../../scripts/lib/page-kinds";
import { openSiteSession, pagesToVisit, type SiteSession } from "./site-session";

const WCAG_22_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

let session: SiteSession;
let page: Page;
beforeAll(async () => {
  session = await openSiteSession();
});
afterAll(() => session?.close());

/** Runs axe on the page as it is now; one line per violation and element. */
async function violations(): Promise<string[]> {
  await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      window.axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    WCAG_22_A_AA,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")}`,
    ),
  );
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

const visits: PageKind[] = await pagesToVisit();

test("the harness reports violations where there are some", async () => {
  page = await session.browser.newPage();
  await page.setContent(
    '<html lang="en"><body><main><h1 style="color:#bbb;background:#fff">Pale</h1><img src="/x.png"></main></body></html>',
  );
  const found = await violations();
  expect(found).toContainEqual(expect.stringMatching(/^color-contrast \(serious\)/));
  expect(found).toContainEqual(expect.stringMatching(/^image-alt \(critical\)/));
  await page.close();
});

describe.each([
  ["phone", { width: 390, height: 844 }],
  ["laptop", { width: 1366, height: 900 }],
])("no WCAG 2.2 A/AA violations on a %s", (_device, viewport) => {
  beforeAll(async () => {
    page = await session.browser.newPage({ viewport });
  });
  afterAll(() => page?.close());

  test.each(visits.map((visit) => [visit.name, visit.path]))("%s (%s)", async (_name, path) => {
    await page.goto(session.origin + path);
    expect(await violations()).toEqual([]);
  });

  test("the quote form showing its field errors", async () => {
    await page.goto(`${session.origin}/contact`);
    await page.getByLabel("Your name").focus();
    await page.locator('#quote-form-island[data-island="ready"]').waitFor();
    await page.getByRole("button", { name: "Send my quote request" }).click();
    await page.locator("#quote-form-summary").waitFor();
    expect(await violations()).toEqual([]);
  });

  test("the chat widget, open with an answer", async () => {
    await page.goto(`${session.origin}/witney`);
    await page
      .getByRole("complementary", { name: "Quick contact" })
      .getByRole("link", { name: /chat/i })
      .click();
    const chat = page.getByRole("dialog");
    await chat.waitFor();
    await chat.getByRole("button").first().click();
    expect(await violations()).toEqual([]);
  });
});
