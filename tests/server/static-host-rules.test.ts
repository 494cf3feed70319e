import { expect, test } from "vitest";
import { manifest } from "../../site/generated/manifest";
import { headersFile, redirectRules } from "../../site/server/static-host-rules";

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

test("_headers: the server's security headers, immutable hashed assets", () => {
  const text = headersFile(null);
  expect(text).toContain("Content-Security-Policy: default-src 'self'; script-src 'self';");
  expect(text).toContain("; connect-src 'self';");
  expect(text).toContain("; form-action 'self';");
  expect(text).toContain("X-Content-Type-Options: nosniff");
  expect(text).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
});

test("_headers with a form server: its origin may take the forms and the scripts' posts, nothing else", () => {
  const text = headersFile("https://forms.example.co.uk");
  expect(text).toContain("; connect-src 'self' https://forms.example.co.uk;");
  expect(text).toContain("; form-action 'self' https://forms.example.co.uk;");
  expect(text).toContain("; script-src 'self';");
  expect(text.match(/forms\.example\.co\.uk/g)).toHaveLength(2);
});
