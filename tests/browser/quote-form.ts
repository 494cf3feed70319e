/**
 * What the browser tests of the quote form share: filling it in as a visitor
 * would, and reading back what the server stored.
 */
import type { Page } from "playwright-core";
import { openDatabase } from "../../site/server/store/database";
import { leadStore, type Lead } from "../../site/server/store/leads";

/** Every field a valid request needs, as a visitor fills them in; `service`: the option's value. */
export async function fillValidQuote(page: Page, name: string, service: string): Promise<void> {
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Phone number").fill("01993 123456");
  await page.getByLabel("Postcode", { exact: true }).fill("OX18 3AB");
  await page.getByLabel("What do you need?").selectOption(service);
}

/** The quote requests stored under `dataDir`, read as the owner's tools read them. */
export function storedLeads(dataDir: string): Lead[] {
  const db = openDatabase(dataDir);
  try {
    return leadStore(db).all();
  } finally {
    db.close();
  }
}
