/**
 * The real server over the full build, and Chromium, for the site's browser
 * tests; and the pages they visit: one of every kind plus every fixed page.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Browser } from "playwright-core";
import { inject } from "vitest";
import { readFixedPaths, readPagePaths } from "../../generator/load/load";
import { PAGE_KINDS, type PageKind } from "../../scripts/lib/page-kinds";
import { createServer } from "../../site/server/server";
import { launchChromium } from "../../scripts/lib/chromium";

export interface SiteSession {
  origin: string;
  browser: Browser;
  dataDir: string;
  close(): Promise<void>;
}

export async function openSiteSession(): Promise<SiteSession> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-session-"));
  const app: FastifyInstance = await createServer({ clientDir: inject("fullSiteDir"), dataDir });
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await launchChromium();
  return {
    origin,
    browser,
    dataDir,
    async close() {
      await browser.close();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One page of every kind, then every fixed page (hand-written or prose) not already among them. */
export async function pagesToVisit(): Promise<PageKind[]> {
  const listed = new Set(PAGE_KINDS.map((kind) => kind.path));
  const fixed = [...(await readFixedPaths(".")), ...(await readPagePaths("."))]
    .sort()
    .filter((path) => !listed.has(path))
    .map((path) => ({ name: `fixed page ${path}`, path }));
  return [...PAGE_KINDS, ...fixed];
}
