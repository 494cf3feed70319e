/** A small built site in a temporary folder, for the server's route tests. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { PAGE_REDIRECTS, pageFile } from "../../model/routes";

const ASSETS =
  '<link rel="stylesheet" type="text/css" href="/assets/static/site.abc123.css"><script src="/assets/entries/page.abc123.js" type="module" async></script>';

export const FIXTURE_PAGES = [
  "/",
  "/contact",
  "/coverage",
  "/instant-quote",
  "/thank-you",
  "/witney",
  "/broadwell",
  "/broadwell-oxfordshire",
  "/starlink-installation-witney",
  "/ajax-security-installation-witney",
  "/ampney-st-mary",
  "/great-rissington",
  // Every page known by a second address (the second answers 301 from the server).
  ...Object.values(PAGE_REDIRECTS),
];

/** The one page given a .br file, as the build gives every page. */
export const PRECOMPRESSED_PAGE = "/broadwell";

const page = (title: string) =>
  `<!DOCTYPE html><html lang="en-GB"><head>${ASSETS}<title>${title}</title></head><body><main id="main">${title}</main></body></html>`;

export function makeFixtureSite(): { clientDir: string; remove: () => void } {
  const clientDir = mkdtempSync(path.join(tmpdir(), "site-"));
  for (const url of FIXTURE_PAGES) {
    const file = path.join(clientDir, pageFile(url));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page(`page ${url}`));
  }
  // As the build leaves it beside a page.
  writeFileSync(
    path.join(clientDir, `${pageFile(PRECOMPRESSED_PAGE)}.br`),
    brotliCompressSync(page(`page ${PRECOMPRESSED_PAGE}`)),
  );
  writeFileSync(
    path.join(clientDir, "404.html"),
    page("404 Page Not Found")
      .replace("<title>", '<meta name="robots" content="noindex,nofollow"/><title>')
      // As Vike renders the page's report (site/pages/_error/+Page.tsx).
      .replace(
        "</body>",
        '<script src="/not-found-report.js" data-endpoint="/api/404-status" defer=""></script></body>',
      ),
  );
  mkdirSync(path.join(clientDir, "assets/static"), { recursive: true });
  writeFileSync(
    path.join(clientDir, "assets/static/site.abc123.css"),
    "body{color:#111}".repeat(200),
  );
  writeFileSync(path.join(clientDir, "sw.js"), "self.addEventListener('fetch', () => {});");
  return { clientDir, remove: () => rmSync(clientDir, { recursive: true, force: true }) };
}
