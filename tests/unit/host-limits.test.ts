import { describe, expect, test } from "vitest";
import {
  isDynamic,
  LIMITS,
  limitChecks,
  sitemapLimitChecks,
  type BuiltFigures,
} from "../../scripts/lib/host-limits";
import { parseRedirects } from "../../scripts/lib/host-site";

const rules = (count: number, from = (i: number) => `/place-${i}-oxfordshire`) =>
  parseRedirects(Array.from({ length: count }, (_, i) => `${from(i)} /place-${i} 301`).join("\n"));

const built = (over: Partial<BuiltFigures> = {}): BuiltFigures => ({
  files: new Map([
    ["index.html", 2_000],
    ["witney.html", 30_000],
  ]),
  redirects: rules(3),
  longestRedirect: 40,
  headerRules: 5,
  routes: ["/api/quote"],
  sitemaps: new Map([["sitemap.xml", { addresses: 2, bytes: 300 }]]),
  ...over,
});

const failed = (checks: ReturnType<typeof limitChecks>) =>
  checks.filter((check) => check.verdict === "fail").map((check) => check.detail);

describe("Cloudflare Pages' published limits", () => {
  test("a small build passes each, with its figure", () => {
    const checks = limitChecks("cloudflare", built());
    expect(failed(checks)).toEqual([]);
    expect(checks.map((check) => check.check)).toContain("static _redirects rules within 2,000");
    expect(checks.find((check) => check.check.startsWith("bytes in one file"))?.detail).toBe(
      "30,000 (witney.html)",
    );
  });

  test("at the limit passes; one past fails, naming the limit, the figure and the source", () => {
    expect(failed(limitChecks("cloudflare", built({ redirects: rules(2_000) })))).toEqual([]);
    expect(failed(limitChecks("cloudflare", built({ redirects: rules(2_001) })))).toEqual([
      `2,001: past the limit of 2,000 (${LIMITS.staticRedirects.source})`,
    ]);
  });

  test("splats and placeholders are counted as dynamic rules, 100 at most", () => {
    expect(isDynamic({ from: "/blog/*" })).toBe(true);
    expect(isDynamic({ from: "/news/:year" })).toBe(true);
    expect(isDynamic({ from: "/witney-oxfordshire" })).toBe(false);
    const dynamic = rules(101, (i) => `/old-${i}/*`);
    expect(failed(limitChecks("cloudflare", built({ redirects: dynamic })))).toEqual([
      `101: past the limit of 100 (${LIMITS.dynamicRedirects.source})`,
    ]);
  });

  test("files, a file's size and _routes.json's rules", () => {
    const files = new Map<string, number>(
      Array.from({ length: 20_000 }, (_, i) => [`p${i}.html`, 10]),
    );
    files.set("sitemap.xml", 26 * 1024 * 1024);
    const routes = Array.from({ length: 101 }, (_, i) => `/*-word${i}`);
    expect(failed(limitChecks("cloudflare", built({ files, routes })))).toEqual([
      `20,001: past the limit of 20,000 (${LIMITS.files.source})`,
      `27,262,976 (sitemap.xml): past the limit of 26,214,400 (${LIMITS.fileBytes.source})`,
      `101: past the limit of 100 (${LIMITS.routesRules.source})`,
    ]);
  });
});

describe("Netlify's and the sitemaps' limits", () => {
  test("Netlify: files in one folder, the fullest named", () => {
    const files = new Map(Array.from({ length: 54_001 }, (_, i) => [`p${i}.html`, 10] as const));
    expect(failed(limitChecks("netlify", built({ files })))).toEqual([
      `54,001 (in .): past the limit of 54,000 (${LIMITS.filesPerFolder.source})`,
    ]);
    expect(failed(limitChecks("netlify", built()))).toEqual([]);
  });

  test("a sitemap past 50,000 addresses or 50 MB fails, naming the file", () => {
    const sitemaps = new Map([
      ["sitemap.xml", { addresses: 2, bytes: 200 }],
      ["sitemap-1.xml", { addresses: 50_001, bytes: 3_000_000 }],
      ["sitemap-2.xml", { addresses: 10, bytes: 53_000_000 }],
    ]);
    expect(sitemapLimitChecks({ sitemaps }).map((check) => check.detail)).toEqual([
      `50,001 (sitemap-1.xml): past the limit of 50,000 (${LIMITS.sitemapAddresses.source})`,
      `53,000,000 (sitemap-2.xml): past the limit of 52,428,800 (${LIMITS.sitemapBytes.source})`,
    ]);
  });
});
