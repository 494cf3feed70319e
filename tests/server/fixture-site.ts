/** A small built site in a temporary folder, for the server's route tests. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PAGE_REDIRECTS, pageFile } from "../../model/routes";
import { placeLookupOf } from "../../model/place-lookup";
import { PLACE_LOOKUP_PATH } from "../../model/place-lookup-file";
import { manifest } from "../../site/generated/manifest";

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

/** The one page long enough for the server to keep a brotli copy of, as every built page is. */
export const LONG_PAGE = "/broadwell";

const page = (title: string, body = title) =>
  `<!DOCTYPE html><html lang="en-GB"><head>${ASSETS}<title>${title}</title></head><body><main id="main">${body}</main></body></html>`;

/** What the long page says: past WORTH_COMPRESSING.minBytes. */
const LONG_TEXT = "<p>Aerials, dishes and Wi-Fi in Broadwell.</p>".repeat(40);

export function makeFixtureSite(): { clientDir: string; remove: () => void } {
  const clientDir = mkdtempSync(path.join(tmpdir(), "site-"));
  for (const url of FIXTURE_PAGES) {
    const file = path.join(clientDir, pageFile(url));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page(`page ${url}`, url === LONG_PAGE ? LONG_TEXT : undefined));
  }
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
  // The site's places over these pages, as the build writes the lookup beside its pages.
  writeFileSync(
    path.join(clientDir, PLACE_LOOKUP_PATH.slice(1)),
    JSON.stringify(placeLookupOf(manifest, new Set(FIXTURE_PAGES))),
  );
  return { clientDir, remove: () => rmSync(clientDir, { recursive: true, force: true }) };
}
