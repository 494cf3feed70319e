import { expect, test } from "vitest";
import { manifest } from "../../site/generated/manifest";
import { IMMUTABLE, ONE_DAY, REVALIDATE } from "../../site/server/cache-policy";
import {
  cacheRules,
  headersFile,
  NO_FILE_PATH,
  notFoundRules,
  redirectPairs,
  redirectRules,
  redirectsFile,
} from "../../site/server/static-host-rules";
import { parseHeaders, parseRedirects } from "../../scripts/lib/host-site";

// The generated pages and the one hand-written page a second address points at.
const pages = new Set([...manifest.pages.map((page) => page.path), "/directory-guide"]);

test("_redirects: compound slugs and St/Saint spellings to canonical pages, in every family", () => {
  const rules = redirectRules(manifest, pages);
  expect(rules).toContain("/witney-oxfordshire /witney 301");
  expect(rules).toContain("/broadwell-gloucestershire /broadwell 301");
  expect(rules).toContain("/ampney-saint-mary /ampney-st-mary 301");
  expect(rules).toContain("/directory-submission-guide /directory-guide 301");
  expect(rules).toContain("/aerial-vs-satellite /comparisons/aerial-vs-satellite 301");
  expect(rules).toContain("/new-build-installation /services/new-build-installation 301");
  expect(rules).toContain(
    "/starlink-installation-witney-oxfordshire /starlink-installation-witney 301",
  );
  for (const rule of rules) {
    const [from, to, status] = rule.split(" ");
    expect(pages.has(from!), from).toBe(false);
    expect(pages.has(to!), to).toBe(true);
    expect(status).toBe("301");
  }
});

const builtFiles = [
  "index.html",
  "witney.html",
  "witney.html.br",
  "blog/freeview-play-explained.html",
  "assets/entries/app.Bx1.js",
  "assets/static/style.Cq2.css",
  "images/social/witney.png",
  "favicon.svg",
  "sw.js",
  "sitemap.xml",
  "sitemap.xml.br",
  // Revalidated as a page is: a stale copy could send a visitor to a page since renamed.
  "place-lookup.json",
  "place-lookup.json.br",
  "404.html",
  "_headers",
  "_redirects",
];

test("_headers: the server's security headers and REVALIDATE on every answer", () => {
  const [all] = parseHeaders(headersFile(builtFiles, null));
  expect(all!.pattern).toBe("/*");
  expect(Object.fromEntries(all!.set)).toMatchObject({
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": REVALIDATE,
  });
  expect(Object.fromEntries(all!.set)["Content-Security-Policy"]).toMatch(
    /^default-src 'self'; script-src 'self';/,
  );
});

test("_headers: each other policy by folder or file, the site-wide value detached first", () => {
  const [, ...specific] = parseHeaders(headersFile(builtFiles, null));
  expect(
    specific.map((rule) => [rule.pattern, Object.fromEntries(rule.set)["Cache-Control"]]),
  ).toEqual([
    ["/assets/*", IMMUTABLE],
    ["/favicon.svg", ONE_DAY],
    ["/images/*", ONE_DAY],
    ["/sitemap.xml", ONE_DAY],
  ]);
  for (const rule of specific) expect(rule.detach).toEqual(["Cache-Control"]);
});

test("cacheRules: a folder of mixed policies gets a rule per file that differs from REVALIDATE", () => {
  expect(cacheRules(["guides/wiring.html", "guides/diagram.svg", "guides/old.html"])).toEqual([
    ["/guides/diagram.svg", ONE_DAY],
  ]);
  expect(cacheRules(["sw.js", "index.html", "witney.html.br"])).toEqual([]);
});

test("_redirects: the not-found page's addresses, forced 404 for Netlify before Cloudflare's rewrite", () => {
  const rules = parseRedirects(notFoundRules().join("\n"));
  expect(rules).toEqual([
    { from: "/404.html", to: "/404.html", status: 404, forced: true },
    { from: "/404", to: "/404.html", status: 404, forced: true },
    { from: "/404.html", to: NO_FILE_PATH, status: 200, forced: false },
    { from: "/404", to: NO_FILE_PATH, status: 200, forced: false },
  ]);
  expect(pages.has(NO_FILE_PATH)).toBe(false);
  const file = parseRedirects(redirectsFile(redirectPairs(manifest, pages)));
  expect(file.slice(0, 4)).toEqual(rules);
  expect(file.slice(4).every((rule) => rule.status === 301)).toBe(true);
});

test("_headers without a form server: forms and scripts' posts go to the site itself", () => {
  const text = headersFile(builtFiles, null);
  expect(text).toContain("; connect-src 'self';");
  expect(text).toContain("; form-action 'self';");
});

test("_headers with a form server: its origin may take the forms and the scripts' posts, nothing else", () => {
  const text = headersFile(builtFiles, "https://forms.example.co.uk");
  expect(text).toContain("; connect-src 'self' https://forms.example.co.uk;");
  expect(text).toContain("; form-action 'self' https://forms.example.co.uk;");
  expect(text).toContain("; script-src 'self';");
  expect(text.match(/forms\.example\.co\.uk/g)).toHaveLength(2);
});
