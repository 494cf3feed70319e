/**
 * What a visitor does on the real site, in Chromium against the real server:
 * the floating buttons on a page of every kind, no sideways scrolling on a
 * phone or a laptop, the header menu and the quote form by keyboard alone,
 * a mistyped town address, the not-found report, and the postcode check's
 * answer, the same from the island as from the server.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GENERATED_FOLDERS } from "../../model/routes";
import { PAGE_KINDS, type PageKind } from "../../scripts/lib/page-kinds";
import { messagingHref, telHref } from "../../model/phone";
import { business } from "../../site/generated/business";
import { openDatabase } from "../../site/server/store/database";
import { leadStore } from "../../site/server/store/leads";
import { notFoundLog } from "../../site/server/store/not-found-log";
import { openSiteSession, pagesToVisit, type SiteSession } from "./site-session";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

let session: SiteSession;
beforeAll(async () => {
  session = await openSiteSession();
});
afterAll(() => session?.close());

const url = (path: string) => session.origin + path;

async function newPage(viewport = PHONE): Promise<Page> {
  const page = await session.browser.newPage({ viewport });
  page.on("pageerror", (error) => {
    throw error;
  });
  return page;
}

function withDatabase<T>(read: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(session.dataDir);
  try {
    return read(db);
  } finally {
    db.close();
  }
}

test("the example pages cover every generated kind and answer with the right status", async () => {
  const covered = new Set(PAGE_KINDS.map((kind) => kind.generated).filter(Boolean));
  expect([...covered].sort()).toEqual(Object.keys(GENERATED_FOLDERS).sort());
  for (const kind of PAGE_KINDS) {
    const response = await fetch(url(kind.path));
    expect(response.status, kind.path).toBe(kind.notFound ? 404 : 200);
  }
});

describe("floating buttons on a page of every kind", () => {
  test.each(PAGE_KINDS)("$name ($path)", async ({ path }) => {
    const page = await newPage();
    await page.goto(url(path));
    const bar = page.getByRole("complementary", { name: "Quick contact" });
    const call = bar.getByRole("link", { name: /^Call/ });
    await expect(call.getAttribute("href")).resolves.toBe(telHref(business.phone.main.number));
    await expect(call.isVisible()).resolves.toBe(true);

    // The chat link is a plain link to the messaging app; with scripts it opens the widget here.
    const chat = bar.getByRole("link", { name: /^Chat/ });
    await expect(chat.getAttribute("href")).resolves.toBe(messagingHref(business));
    await chat.click();
    const widget = page.getByRole("dialog", { name: "Questions? Ask us" });
    await widget.waitFor();
    expect(page.url()).toBe(url(path));
    await page.keyboard.press("Escape");
    await widget.waitFor({ state: "detached" });

    await bar.getByRole("link", { name: /Quote$/ }).click();
    await page.waitForURL(url("/contact"));
    await page.close();
  });
});

/** Elements reaching past the right edge, for a readable failure. */
const overflowReport = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });

const visits: PageKind[] = await pagesToVisit();

describe.each([
  ["phone", PHONE],
  ["laptop", LAPTOP],
])("no sideways scrolling on a %s", (_device, viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(viewport);
  });
  afterAll(() => page?.close());

  test.each(visits)("$name ($path)", async ({ path }) => {
    await page.goto(url(path));
    const report = await overflowReport(page);
    expect(report.scrollWidth, `wider than the screen: ${report.wide.join(", ")}`).toBe(
      report.width,
    );
  });
});

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, selector: string, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} not reached in ${limit} presses of Tab`);
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      text: element?.textContent?.trim() ?? "",
      id: element?.id ?? "",
      outline: element ? getComputedStyle(element).outlineStyle : "none",
    };
  });

describe("keyboard only", () => {
  test("on a phone, the header menu opens with Enter and its links are followed", async () => {
    const page = await newPage(PHONE);
    await page.goto(url("/witney"));
    await page.keyboard.press("Tab");
    await expect(focused(page)).resolves.toMatchObject({ text: "Skip to main content" });
    await tabTo(page, ".nav-menu summary");
    expect((await focused(page)).outline).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page.locator(".nav-menu").getAttribute("open")).resolves.toBe("");
    await tabTo(page, '.nav-menu a[href="/contact"]', 10);
    await page.keyboard.press("Enter");
    await page.waitForURL(url("/contact"));
    await page.close();
  });

  test("on a laptop, the menu's links are in the tab order once, the phone menu not at all", async () => {
    const page = await newPage(LAPTOP);
    await page.goto(url("/witney"));
    const order: string[] = [];
    for (let presses = 0; presses < 12; presses++) {
      await page.keyboard.press("Tab");
      order.push((await focused(page)).text);
    }
    expect(order).not.toContain("Menu");
    const menu = order.slice(order.indexOf("Home"), order.indexOf("Contact") + 1);
    expect(menu).toEqual(["Home", "Services", "Areas we cover", "Prices", "Blog", "Contact"]);
    await page.close();
  });

  test("the quote form: Enter shows the errors, focus goes to the first; filled in, it is sent", async () => {
    const page = await newPage(PHONE);
    await page.goto(url("/contact"));
    await tabTo(page, "#quote-name");
    await page.locator('#quote-form-island[data-island="ready"]').waitFor();
    await page.keyboard.press("Enter");
    await page.getByRole("alert").filter({ hasText: "Please correct" }).waitFor();
    await expect(focused(page)).resolves.toMatchObject({ id: "quote-name" });

    await page.keyboard.type("Keyboard Visitor");
    const order = ["quote-name"];
    const fill: Record<string, string> = {
      "quote-phone": "01993 123456",
      "quote-postcode": "OX18 3AB",
      "quote-service": "Starlink",
    };
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press("Tab");
      const { id, text } = await focused(page);
      order.push(id || text);
      if (fill[id]) await page.keyboard.type(fill[id]);
      if (text === "Send my quote request") break;
    }
    expect(order).toEqual([
      "quote-name",
      "quote-phone",
      "quote-email",
      "quote-postcode",
      "quote-service",
      "quote-preferredTime",
      "quote-message",
      "Send my quote request",
    ]);
    await expect(page.locator("#quote-service").inputValue()).resolves.toBe("starlink");
    await page.keyboard.press("Enter");
    await page.locator(".toast-title", { hasText: "Thank you: we have your request" }).waitFor();
    expect(
      withDatabase((db) => leadStore(db).all()).some((lead) => lead.name === "Keyboard Visitor"),
    ).toBe(true);
    await page.close();
  });
});

test("the postcode check: the island writes the server's answer, word for word", async () => {
  const page = await newPage(LAPTOP);
  await page.goto(url("/areas"));
  const field = page.getByLabel("Your postcode", { exact: true });
  for (const input of ["OX18 3AB", "GL7", "CV36 4AB", "HP14 4AA", "SW1A 1AA", "<script>", ""]) {
    const served = await fetch(url(`/coverage?postcode=${encodeURIComponent(input)}`));
    expect(served.status, input).toBe(input === "" || input === "<script>" ? 400 : 200);
    await page.evaluate(() => document.getElementById("coverage-answer")?.replaceChildren());
    await field.fill(input);
    await field.press("Enter");
    await page.locator("#coverage-answer h3").waitFor();
    const [server, island] = await page.evaluate(
      (html) => [
        new DOMParser().parseFromString(html, "text/html").getElementById("coverage-answer")
          ?.innerHTML,
        document.getElementById("coverage-answer")?.innerHTML,
      ],
      await served.text(),
    );
    expect(island, input).toBe(server);
  }
  expect(page.url()).toBe(url("/areas"));
  await page.close();
});

test("a mistyped town address lands on the town's page", async () => {
  const page = await newPage();
  const response = await page.goto(url("/Witney-Oxfordshire/"));
  expect(response?.status()).toBe(200);
  expect(page.url()).toBe(url("/witney"));
  await page.close();
});

test("a visit to a missing page is recorded in the not-found log", async () => {
  const page = await newPage();
  const response = await page.goto(url("/no-such-town-page"));
  expect(response?.status()).toBe(404);
  await expect(page.title()).resolves.toBe("404 - Page Not Found | TV Aerial and Wi-Fi Solutions");
  await expect
    .poll(() =>
      withDatabase((db) =>
        notFoundLog(db, 100)
          .top(10)
          .map((row) => row.path),
      ),
    )
    .toContain("/no-such-town-page");
  await page.close();
});
