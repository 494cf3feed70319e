/** The search-readiness checks catch what they are for, on small made-up pages. */
import { describe, expect, test } from "vitest";
import { normaliseDescription, normaliseTitle } from "../../model/seo";
import { parseBuiltPage, type BuiltPage } from "../../build/built-site";
import {
  asLines,
  blogPostingFindings,
  brokenLinkFindings,
  canonicalFindings,
  clickDepthFindings,
  leftoverFindings,
  metadataFindings,
  obeysDescriptionRules,
  obeysTitleRules,
  sitemapFindings,
  socialImageAltFindings,
  structuredDataFindings,
} from "../../scripts/lib/site-audit";
import { guaranteeWords, titleSuffixes } from "../../model/claims";
import { sitemapFiles } from "../../build/sitemap";
import { readSitemaps } from "../../scripts/lib/built-sitemap";

const SUFFIX = guaranteeWords.suffix;
const TITLE_SUFFIXES = titleSuffixes({ noCallOutCharge: true });

const ORIGIN = "https://example.test";
const BUSINESS = {
  "@type": "LocalBusiness",
  name: "Aerials Ltd",
  telephone: "01632 960000",
  address: { "@type": "PostalAddress", addressLocality: "Carterton" },
  geo: { "@type": "GeoCoordinates", latitude: 51.76, longitude: -1.59 },
  openingHoursSpecification: { "@type": "OpeningHoursSpecification", opens: "07:00" },
  priceRange: "££",
};
const TITLE = normaliseTitle("Aerial installation", TITLE_SUFFIXES);

function page(
  path: string,
  options: {
    title?: string;
    description?: string;
    canonical?: string;
    robots?: string;
    jsonLd?: string;
    body?: string;
  } = {},
): BuiltPage {
  const html = `<!DOCTYPE html><html><head>
<title>${options.title ?? normaliseTitle(`Aerials at ${path}`, TITLE_SUFFIXES)}</title>
<meta name="description" content="${options.description ?? normaliseDescription(`A page about aerials at ${path}.`, SUFFIX)}">
<meta name="robots" content="${options.robots ?? "index,follow"}">
<link rel="canonical" href="${options.canonical ?? ORIGIN + path}">
<script type="application/ld+json">${options.jsonLd ?? JSON.stringify({ "@context": "https://schema.org", "@graph": [BUSINESS] })}</script>
</head><body><main>${options.body ?? "<h1>Heading</h1>"}</main></body></html>`;
  return parseBuiltPage(path, html)!;
}

describe("the title and description rules", () => {
  test("accept what the generator's rules produce", () => {
    for (const title of [
      "Short",
      "TV aerials in Witney and nearby villages of Oxford",
      "A title of exactly fifty-seven characters, give or take!!",
      "A very long title that runs well past the sixty character limit of the rules",
    ]) {
      expect(obeysTitleRules(normaliseTitle(title, TITLE_SUFFIXES), TITLE_SUFFIXES), title).toBe(
        true,
      );
      expect(obeysTitleRules(normaliseTitle(title, null), null), title).toBe(true);
    }
    for (const description of ["Short.", "x".repeat(150), "y".repeat(200)])
      expect(obeysDescriptionRules(normaliseDescription(description, SUFFIX), SUFFIX)).toBe(true);
  });

  test("reject titles and descriptions the rules never leave", () => {
    expect(obeysTitleRules("Aerials in Witney", TITLE_SUFFIXES)).toBe(false);
    expect(obeysTitleRules("Aerials in Witney | No Call Out", TITLE_SUFFIXES)).toBe(false);
    expect(obeysTitleRules(`${"x".repeat(58)}...`, TITLE_SUFFIXES)).toBe(false);
    expect(obeysTitleRules("x".repeat(61), TITLE_SUFFIXES)).toBe(false);
    // With the no-call-out claim off a short title carries no suffix, and may not be cut.
    expect(obeysTitleRules("Aerials in Witney", null)).toBe(true);
    expect(obeysTitleRules(`${"x".repeat(58)}...`, null)).toBe(false);
    expect(obeysDescriptionRules("Aerials in Witney.", SUFFIX)).toBe(false);
    // With the guarantee switched off there is no suffix to carry.
    expect(obeysDescriptionRules("Aerials in Witney.", "")).toBe(true);
    expect(obeysDescriptionRules("x".repeat(161), SUFFIX)).toBe(false);
  });

  test("a repeated title or description is reported on the second page", () => {
    const pages = [page("/a", { title: TITLE }), page("/b", { title: TITLE })];
    expect(asLines(metadataFindings(pages))).toEqual([`/b: same title as /a: "${TITLE}"`]);
  });

  test("noindex pages are not held to them", () => {
    expect(metadataFindings([page("/tool", { title: "Tool", robots: "noindex,follow" })])).toEqual(
      [],
    );
  });
});

test("a canonical pointing elsewhere, or relative, is reported", () => {
  const findings = canonicalFindings(
    [page("/a", { canonical: `${ORIGIN}/b` }), page("/c", { canonical: "/c" }), page("/d")],
    ORIGIN,
  );
  expect(findings.map((f) => f.path)).toEqual(["/a", "/c"]);
});

describe("structured data", () => {
  test("broken JSON and a LocalBusiness without a field are reported", () => {
    const { telephone: _dropped, ...noPhone } = BUSINESS;
    expect(
      asLines(
        structuredDataFindings([
          page("/broken", { jsonLd: "{ nope" }),
          page("/no-phone", { jsonLd: JSON.stringify(noPhone) }),
          page("/fine"),
        ]),
      ),
    ).toEqual([
      expect.stringMatching(/^\/broken: JSON-LD does not parse/),
      "/broken: no LocalBusiness in JSON-LD",
      "/no-phone: LocalBusiness has no telephone",
    ]);
  });

  test("an empty address or geo without numbers is reported", () => {
    const thin = { ...BUSINESS, address: { "@type": "PostalAddress" }, geo: { latitude: "51" } };
    expect(
      asLines(structuredDataFindings([page("/thin", { jsonLd: JSON.stringify(thin) })])),
    ).toEqual([
      "/thin: LocalBusiness has no address",
      "/thin: LocalBusiness has no geo",
      "/thin: LocalBusiness geo lacks numeric coordinates",
    ]);
  });
});

describe("an article's BlogPosting", () => {
  const site = {
    origin: ORIGIN,
    businessName: "Aerials Ltd",
    fileExists: (file: string) => file === "/images/card.png",
  };
  const organisation = { "@type": "Organization", name: "Aerials Ltd" };
  const posting = {
    "@type": "BlogPosting",
    headline: "Retuning Freeview",
    description: "How to retune.",
    datePublished: "2026-01-02",
    dateModified: "2026-02-03",
    author: organisation,
    publisher: organisation,
    image: `${ORIGIN}/images/card.png`,
    mainEntityOfPage: { "@type": "WebPage", "@id": `${ORIGIN}/blog/retune` },
    url: `${ORIGIN}/blog/retune`,
    inLanguage: "en-GB",
  };
  const article = (jsonLd: object, times = "") =>
    page("/blog/retune", {
      jsonLd: JSON.stringify({ "@graph": [BUSINESS, jsonLd] }),
      body: `<article><h1>Retuning Freeview</h1><time datetime="2026-01-02">2 January</time>${times}</article>`,
    });
  const updated = ' updated <time class="updated" datetime="2026-02-03">3 February</time>';

  test("one that matches the page is fine", () => {
    expect(blogPostingFindings([article(posting, updated)], site)).toEqual([]);
  });

  test("without an update, dateModified is the publication day", () => {
    expect(asLines(blogPostingFindings([article(posting)], site))).toEqual([
      '/blog/retune: BlogPosting dateModified is "2026-02-03", not "2026-01-02"',
    ]);
  });

  test("a wrong author, a missing image and another page's address are reported", () => {
    const wrong = {
      ...posting,
      author: { "@type": "Person", name: "Someone Else" },
      image: `${ORIGIN}/images/gone.png`,
      url: `${ORIGIN}/blog/other`,
    };
    expect(asLines(blogPostingFindings([article(wrong, updated)], site))).toEqual([
      `/blog/retune: BlogPosting url is "${ORIGIN}/blog/other", not "${ORIGIN}/blog/retune"`,
      "/blog/retune: BlogPosting author is not Aerials Ltd",
      `/blog/retune: BlogPosting image "${ORIGIN}/images/gone.png" is not a file of the build`,
    ]);
  });

  test("an article without one, and one on a page without an article, are reported", () => {
    const pages = [article(BUSINESS), page("/about", { jsonLd: JSON.stringify(posting) })];
    expect(asLines(blogPostingFindings(pages, site))).toEqual([
      "/blog/retune: 0 BlogPosting nodes, not one",
      "/about: BlogPosting on a page without an article",
    ]);
  });
});

test("an og:image without a description is reported", () => {
  const withImage = (path: string, alt: string) =>
    parseBuiltPage(
      path,
      `<html><head><meta property="og:image" content="${ORIGIN}/card.png">${alt}</head><body><main><h1>A</h1></main></body></html>`,
    )!;
  const pages = [
    withImage("/described", '<meta property="og:image:alt" content="A blue card">'),
    withImage("/empty", '<meta property="og:image:alt" content=" ">'),
    withImage("/none", ""),
    page("/no-image"),
  ];
  expect(asLines(socialImageAltFindings(pages))).toEqual([
    "/empty: og:image without og:image:alt",
    "/none: og:image without og:image:alt",
  ]);
});

test("links to pages or files that do not exist are reported", () => {
  const pages = [
    page("/", { body: '<h1>Home</h1><a href="/a">a</a><a href="/gone#x">gone</a>' }),
    page("/a", { body: '<h1>A</h1><img src="/logo.svg" alt=""><img src="/missing.png" alt="">' }),
  ];
  const files = new Set(["/logo.svg"]);
  expect(asLines(brokenLinkFindings(pages, (file) => files.has(file)))).toEqual([
    "/: links to missing /gone",
    "/a: links to missing /missing.png",
  ]);
});

test("pages deeper than the limit, or unreachable, are reported", () => {
  const link = (to: string) => `<h1>x</h1><a href="${to}">next</a>`;
  const pages = [
    page("/", { body: link("/1") }),
    page("/1", { body: link("/2") }),
    page("/2", { body: link("/3") }),
    page("/3"),
    page("/island"),
  ];
  expect(asLines(clickDepthFindings(pages, 2))).toEqual([
    "/3: 3 clicks from /",
    "/island: not reachable from /",
  ]);
});

describe("the sitemap, through its index when it is one", () => {
  const pages = [page("/"), page("/a"), page("/tool", { robots: "noindex,follow" })];
  /** sitemap.xml as the build writes it (an index past `addresses`) of "/" and "/tool". */
  const built = (addresses: number) =>
    sitemapFiles(
      ORIGIN,
      [
        { file: "index.html", path: "/" },
        { file: "tool.html", path: "/tool" },
      ],
      { addresses, bytes: 1_000_000 },
    );
  const readerOf = (files: ReadonlyMap<string, string>) => async (file: string) => {
    const text = files.get(file);
    if (text === undefined) throw new Error(`no ${file}`);
    return text;
  };

  test("must list exactly the indexable pages", async () => {
    const sitemaps = await readSitemaps(readerOf(built(50_000)));
    expect([...sitemaps.keys()]).toEqual(["sitemap.xml"]);
    expect(asLines(sitemapFindings(pages, sitemaps))).toEqual([
      "/a: indexable but not in the sitemap",
      "/tool: in the sitemap but not an indexable page",
    ]);
  });

  test("an index's sitemaps are read from the built folder, and their pages checked the same", async () => {
    const files = built(1);
    expect(files.get("sitemap.xml")).toContain("<sitemapindex");
    const sitemaps = await readSitemaps(readerOf(files));
    expect([...sitemaps.keys()]).toEqual(["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml"]);
    expect(asLines(sitemapFindings(pages, sitemaps))).toEqual([
      "/a: indexable but not in the sitemap",
      "/tool: in the sitemap but not an indexable page",
    ]);
  });

  test("a sitemap the index names but the build lacks, another index, or no sitemap at all fails, naming the file", async () => {
    const files = built(1);
    const without = new Map([...files].filter(([file]) => file !== "sitemap-2.xml"));
    await expect(readSitemaps(readerOf(without))).rejects.toThrow("no sitemap-2.xml");
    const nested = new Map([...files, ["sitemap-2.xml", files.get("sitemap.xml")!]]);
    await expect(readSitemaps(readerOf(nested))).rejects.toThrow(
      "sitemap-2.xml: sitemap.xml names it, but it is an index too",
    );
    const feed = new Map([["sitemap.xml", "<feed><entry><id>x</id></entry></feed>"]]);
    await expect(readSitemaps(readerOf(feed))).rejects.toThrow(
      "sitemap.xml: neither a <urlset> of <url>s nor a <sitemapindex> of <sitemap>s",
    );
  });
});

test("template leftovers, empty headings and a missing or second h1 are reported", () => {
  const findings = asLines(
    leftoverFindings([
      page("/u", { body: "<h1>From undefined</h1>" }),
      page("/n", { body: "<h1>£NaN</h1><h2> </h2>" }),
      page("/o", { body: "<h1>[object Object]</h1><h1>{{town}}</h1>" }),
      page("/none", { body: "<h2>No main heading</h2>" }),
      page("/fine", { body: "<h1>Undefinedness is a word we never use</h1>" }),
    ]),
  );
  expect(findings).toEqual([
    expect.stringMatching(/^\/u: contains undefined/),
    expect.stringMatching(/^\/n: contains NaN/),
    "/n: empty <h2>",
    expect.stringMatching(/^\/o: contains \[object Object\]/),
    expect.stringMatching(/^\/o: contains \{\{/),
    "/o: 2 <h1> elements",
    "/none: 0 <h1> elements",
  ]);
});
