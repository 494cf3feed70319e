/**
 * End to end: the fixture data set generated and built by Vike into static
 * HTML in a scratch copy of the project, then a table of URL → title, h1,
 * canonical and robots checked against the built files.
 */
import { readFileSync } from "node:fs";
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { PAGE_PARTS_FILE, type PageParts } from "../../site/renderer/pages-outside-bundle";
import { main as generate } from "../../generator/cli";
import { createServer } from "../../site/server/server";
import { launchChromium } from "../../scripts/lib/chromium";
import { bundleAndPrerender, fixtureSite } from "../fixture-prerender";
import { readFixedPaths } from "../../generator/load/load";
import {
  NOT_FOUND_FILE,
  PAGE_REDIRECTS,
  pageFile,
  pagePathOf,
  type Manifest,
} from "../../model/routes";
import type { Catalogue } from "../../model/catalogue";
import type { SitePhoto } from "../../model/site-photo";
import { buildPhotos, PHOTOS_OUT_DIR } from "../../build/photo-build";
import { testImages } from "../../scripts/lib/test-images";
import { importsOf, staticClosure } from "../../scripts/lib/module-graph";
import { PLACE_KINDS } from "../../model/place-kinds";
import { parsePlaceLookup } from "../../model/place-lookup";
import { PLACE_LOOKUP_PATH } from "../../model/place-lookup-file";

const SCRATCH = path.resolve("tests/.tmp/e2e-site");
const ORIGIN = "https://www.tv-aerial-wifi.example";

async function htmlAt(url: string): Promise<string> {
  const file = url === "/404" ? NOT_FOUND_FILE : pageFile(url);
  return readFile(path.join(SCRATCH, "dist/client", file), "utf8");
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .trim();
function pick(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

beforeAll(async () => {
  await fixtureSite(SCRATCH);

  // One of the owner's photos, tagged with Carterton and the care-homes page
  // (the fixture ships none): the PNG test image, the quickest to encode.
  const photo = (await testImages()).find((image) => image.file.endsWith(".png"))!;
  await writeFile(path.join(SCRATCH, "data/photos", photo.file), photo.bytes);
  await writeFile(
    path.join(SCRATCH, "data/photos/photos.yaml"),
    `- file: ${photo.file}\n  alt: ${photo.alt}\n  caption: Fitted above the porch\n  place: Carterton\n  service: care-homes\n  date: ${photo.date}\n`,
  );

  vi.spyOn(console, "log").mockImplementation(() => {});
  expect(await generate(["--root", SCRATCH, "--quiet"])).toBe(0);
  vi.restoreAllMocks();
  // The build's photo stage, as `npm run build` runs it between generate and the bundles.
  const { photos } = (await import(path.join(SCRATCH, "site/generated/photos.ts"))) as {
    photos: SitePhoto[];
  };
  await buildPhotos(photos, path.join(SCRATCH, "data/photos"), path.join(SCRATCH, PHOTOS_OUT_DIR));
  await bundleAndPrerender(SCRATCH);
});

describe("the built fixture site", () => {
  test("every generated and hand-written page is pre-rendered, and nothing else", async () => {
    const files = await readdir(path.join(SCRATCH, "dist/client"), { recursive: true });
    const built = files.flatMap((file) => pagePathOf(file) ?? []).sort();
    const { manifest } = (await import(path.join(SCRATCH, "site/generated/manifest.ts"))) as {
      manifest: Manifest;
    };
    const { blogCategories } = (await import(
      path.join(SCRATCH, "site/generated/catalogue-blog-categories.ts")
    )) as Pick<Catalogue, "blogCategories">;
    const expected = [
      ...manifest.pages.map((page) => page.path),
      ...(await readFixedPaths(SCRATCH)),
      ...blogCategories.map((category) => category.path),
      "/home",
    ].sort();
    expect(built).toEqual(expected);
    // A moved page is a redirect rule, never a file that would shadow it on a static host.
    for (const from of Object.keys(PAGE_REDIRECTS)) expect(built).not.toContain(from);
    // The fixture's 10 places × 3 kinds, its 22 written pages and its prose page.
    expect(manifest.pages).toHaveLength(10 * 3 + 22 + 1);
  });

  test("the browser's scripts hold no business data: the pages give the islands what they show", async () => {
    const assets = path.join(SCRATCH, "dist/client/assets");
    const scripts = (await readdir(assets, { recursive: true }))
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(path.join(assets, file), "utf8"));
    expect(scripts.length).toBeGreaterThan(0);
    // A price or a phone number then changes the pages alone, not the scripts every page loads
    // (tests/e2e/incremental-build.test.ts: a price edit keeps the bundles).
    const business = await readFile(path.join(SCRATCH, "site/generated/business.ts"), "utf8");
    const facts = [...business.matchAll(/(?:number|email): "([^"]+)"/g)].map((match) => match[1]!);
    expect(facts.length).toBeGreaterThan(2);
    for (const fact of facts)
      expect(
        scripts.filter((code) => code.includes(fact)),
        fact,
      ).toEqual([]);
  });

  test("the server bundle leaves the page modules out, names none, and names each page component's entry", async () => {
    const server = path.join(SCRATCH, "dist/server");
    const files = (await readdir(server, { recursive: true })).filter((file) =>
      file.endsWith(".js"),
    );
    const texts = await Promise.all(files.map((file) => readFile(path.join(server, file), "utf8")));
    // The bundler names each module it inlines in a comment: no generated page is among them.
    expect(texts.filter((text) => /\/\/ site\/generated\/[^/\n]+\//.test(text))).toEqual([]);
    // Nor does a family's map of them (import.meta.glob) come with it: the render threads pass each in.
    expect(texts.filter((text) => /generated\/[\w-]+\/[\w-]+\.tsx/.test(text))).toEqual([]);
    const parts = JSON.parse(
      await readFile(path.join(server, PAGE_PARTS_FILE), "utf8"),
    ) as PageParts;
    const components = (await readdir(path.join(SCRATCH, "site/components")))
      .filter((file) => file.endsWith(".tsx"))
      .map((file) => `components/${file}`);
    expect(Object.keys(parts).sort()).toEqual(components.sort());
    const town = await readFile(path.join(server, parts["components/town-page.tsx"]!), "utf8");
    expect(town).toMatch(/export \{[^}]*\bTownPage\b/);
  });

  const table: [
    string,
    { title: string; h1: string; canonical: string | undefined; robots: string },
  ][] = [
    [
      "/",
      {
        title: "TV Aerials, Satellite and Wi-Fi from Carterton | No Call Out",
        h1: "TV Aerial, Satellite, Wi-Fi, Starlink and Ajax Security Installers in Carterton",
        canonical: "/",
        robots: "index,follow",
      },
    ],
    [
      "/home",
      {
        title: "TV Aerials, Satellite and Wi-Fi from Carterton | No Call Out",
        h1: "TV Aerial, Satellite, Wi-Fi, Starlink and Ajax Security Installers in Carterton",
        canonical: "/",
        robots: "index,follow",
      },
    ],
    [
      "/areas",
      {
        title: "Areas We Cover: Oxfordshire, Gloucestershire, Wiltshire",
        h1: "Areas We Cover",
        canonical: "/areas",
        robots: "index,follow",
      },
    ],
    [
      "/contact",
      {
        title: "Contact Us for a Free Quote | No Call Out Charge",
        h1: "Contact Us for a Free Quote",
        canonical: "/contact",
        robots: "index,follow",
      },
    ],
    [
      "/problems/no-tv-signal",
      {
        title: "No TV signal Explained | No Call Out Charge",
        h1: "No TV Signal? What Causes It",
        canonical: "/problems/no-tv-signal",
        robots: "index,follow",
      },
    ],
    [
      "/blog/starlink-around-carterton",
      {
        title: "An Article About Starlink Around Carterton | No Call Out",
        h1: "An Article About Starlink Around Carterton",
        canonical: "/blog/starlink-around-carterton",
        robots: "index,follow",
      },
    ],
    [
      "/postcode/tv-aerial-installation-ox18-carterton",
      {
        title: "TV aerial installation, Carterton OX18 | No Call Out Charge",
        h1: "TV aerial installation, Carterton OX18",
        canonical: "/postcode/tv-aerial-installation-ox18-carterton",
        robots: "index,follow",
      },
    ],
    [
      "/areas/oxfordshire",
      {
        title: "TV Aerials and Wi-Fi in Oxfordshire | No Call Out Charge",
        h1: "TV Aerials, Wi-Fi, Starlink and Alarms in Oxfordshire",
        canonical: "/areas/oxfordshire",
        robots: "index,follow",
      },
    ],
    [
      "/seo-test",
      {
        title: "Search Set-up Check | No Call Out Charge",
        h1: "Search Set-up Check",
        canonical: "/seo-test",
        robots: "noindex,follow",
      },
    ],
    [
      "/carterton",
      {
        title: "Town title 2 for Carterton | No Call Out Charge",
        h1: "TV Aerial, Satellite and Wi-Fi Services in Carterton",
        canonical: "/carterton",
        robots: "index,follow",
      },
    ],
    [
      "/broadwell",
      {
        title: "Town title 8 for Broadwell, Gloucestershire | No Call Out",
        h1: "TV Aerial, Satellite and Wi-Fi Services in Broadwell",
        canonical: "/broadwell",
        robots: "index,follow",
      },
    ],
    [
      "/broadwell-oxfordshire",
      {
        title: "Town title 5 for Broadwell, Oxfordshire | No Call Out Charge",
        h1: "TV Aerial, Satellite and Wi-Fi Services in Broadwell",
        canonical: "/broadwell-oxfordshire",
        robots: "index,follow",
      },
    ],
    [
      "/milton-oxfordshire-ox15",
      {
        title: "Town title 3 for Milton (OX15) | No Call Out Charge",
        h1: "TV Aerial, Satellite and Wi-Fi Services in Milton",
        canonical: "/milton-oxfordshire-ox15",
        robots: "index,follow",
      },
    ],
    [
      "/stow-on-the-wold",
      {
        title: "Town title 2 for Stow-on-the-Wold | No Call Out Charge",
        h1: "TV Aerial, Satellite and Wi-Fi Services in Stow-on-the-Wold",
        canonical: "/stow-on-the-wold",
        robots: "index,follow",
      },
    ],
    [
      "/starlink-installation-alvescot",
      {
        title: "Starlink title 1 for Alvescot | No Call Out Charge",
        h1: "Starlink Installation in Alvescot",
        canonical: "/starlink-installation-alvescot",
        robots: "index,follow",
      },
    ],
    [
      "/ajax-security-installation-abingdon",
      {
        title: "Ajax title 8 for Abingdon | No Call Out Charge",
        h1: "Ajax Security Installation in Abingdon",
        canonical: "/ajax-security-installation-abingdon",
        robots: "index,follow",
      },
    ],
    [
      "/404",
      {
        title: "404 - Page Not Found | TV Aerial and Wi-Fi Solutions",
        h1: "404 Page Not Found",
        canonical: "/404",
        robots: "noindex,nofollow",
      },
    ],
  ];
  // Places that share a name are told apart in titles (county, or district where the county is shared too).
  test.each(table)("%s", async (url, want) => {
    const html = await htmlAt(url);
    expect(textOf(pick(html, /<title>(.*?)<\/title>/s) ?? "")).toBe(want.title);
    expect(textOf(pick(html, /<h1[^>]*>(.*?)<\/h1>/s) ?? "")).toBe(want.h1);
    expect(pick(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
      want.canonical && ORIGIN + want.canonical,
    );
    expect(pick(html, /<meta name="robots" content="([^"]+)"/)).toBe(want.robots);
  });

  test("the not-found page says its words and, as built, reports itself", async () => {
    const html = await htmlAt("/404");
    expect(html).toContain("Did you forget to add the page to the router?");
    // Without a form server, to its own server (a static host drops it; the site says nothing of it).
    expect(html).toContain(
      '<script src="/not-found-report.js" data-endpoint="/api/404-status" defer="">',
    );
  });

  test("the not-found page's scripts carry no place: its lookup fetches the file the build writes", async () => {
    const clientDir = path.join(SCRATCH, "dist/client");
    const { manifest } = (await import(path.join(SCRATCH, "site/generated/manifest.ts"))) as {
      manifest: Manifest;
    };
    const html = await htmlAt("/404");
    const entries = [...html.matchAll(/<script src="(\/[^"]+\.js)"[^>]*type="module"/g)].map(
      (match) => match[1]!,
    );
    // The page's own: what loads with it, and what its entry imports when it looks an address up.
    const own = staticClosure(clientDir, [
      ...staticClosure(clientDir, entries),
      ...entries.flatMap((url) => importsOf(clientDir, url).dynamic),
    ]);
    expect(own.size).toBeGreaterThan(entries.length);
    const code = [...own].map((url) => readFileSync(path.join(clientDir, url), "utf8")).join("\n");
    const placeKinds = new Set<string>(PLACE_KINDS.map((kind) => kind.id));
    const quoted = (text: string) => new RegExp(`[\`"']${text}[\`"']`);
    const placePages = manifest.pages.filter((page) => placeKinds.has(page.kind));
    expect(placePages.filter((page) => quoted(page.path).test(code))).toEqual([]);
    expect(code).not.toMatch(/\.tsx[`"']/);

    const lookup = parsePlaceLookup(
      JSON.parse(await readFile(path.join(clientDir, PLACE_LOOKUP_PATH.slice(1)), "utf8")),
    );
    expect(lookup.places.map((place) => place.name).sort()).toEqual(
      manifest.places.map((place) => place.name).sort(),
    );
  });

  test.each(["/contact", "/instant-quote"])(
    "without a form server, the built %s shows the phone numbers, not a form a static host would refuse",
    async (url) => {
      const html = await htmlAt(url);
      expect(html).not.toContain('<form id="quote-form"');
      // Every line of the fixture's business.yaml in the page's own content: the main one and five regional.
      const main = pick(html, /<main[^>]*>([\s\S]*)<\/main>/) ?? "";
      expect(main).toContain('href="tel:+441632960000"');
      expect(new Set(main.match(/href="tel:[^"]+"/g)).size).toBe(6);
    },
  );

  test("generated pages ship one small module script besides their JSON-LD, and no inline script", async () => {
    const html = await htmlAt("/carterton");
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      '<script type="application/ld+json">',
      expect.stringMatching(
        /^<script src="\/assets\/entries\/pages_client\.[\w-]+\.js" type="module" async>$/,
      ),
    ]);
  });

  test("JSON-LD parses and carries the business, breadcrumbs and questions", async () => {
    const html = await htmlAt("/starlink-installation-alvescot");
    const json = JSON.parse(pick(html, /<script type="application\/ld\+json">(.*?)<\/script>/s)!);
    const types = json["@graph"].map((node: { "@type": string }) => node["@type"]);
    expect(types).toEqual(["LocalBusiness", "BreadcrumbList", "FAQPage"]);
    const business = json["@graph"][0];
    expect(business.telephone).toBe("01632 960000");
    expect(business.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: 51.759,
      longitude: -1.594,
    });
    expect(business.areaServed.map((place: { name: string }) => place.name)).toEqual([
      "Alvescot",
      "Black Bourton",
      "Carterton",
    ]);
  });

  test("every page has the floating buttons and the open-data attribution", async () => {
    for (const url of [
      "/",
      "/carterton",
      "/starlink-installation-alvescot",
      "/ajax-security-installation-abingdon",
      "/404",
    ]) {
      const html = await htmlAt(url);
      const buttons = pick(html, /<aside class="floating-buttons"[^>]*>(.*?)<\/aside>/s) ?? "";
      expect(buttons).toContain('href="https://wa.me/441632960000"');
      expect(buttons).toContain('href="tel:+441632960000"');
      expect(textOf(pick(buttons, /<a[^>]*href="\/contact"[^>]*>(.*?)<\/a>/s) ?? "")).toBe(
        "Get Quote",
      );
      expect(html).toContain("Contains OS data © Crown copyright and database right 2017.");
      expect(html).toContain(
        "Population figures from GeoNames (geonames.org), licensed under CC BY 4.0.",
      );
    }
  });
});

describe("a photo of the owner's", () => {
  const pictureOf = (html: string) => /<picture>(?:(?!<\/picture>).)*<\/picture>/s.exec(html)?.[0];

  test("shows on /gallery, its place's three pages and its service page, as a <picture>", async () => {
    for (const url of [
      "/gallery",
      "/carterton",
      "/starlink-installation-carterton",
      "/ajax-security-installation-carterton",
      "/services/care-homes",
    ]) {
      const html = await htmlAt(url);
      const picture = pictureOf(html);
      expect(picture, url).toMatch(
        /<source type="image\/avif" srcSet="\/photos\/[0-9a-f]{12}-480\.avif 480w, /,
      );
      expect(picture, url).toContain('<source type="image/webp"');
      expect(picture, url).toMatch(/<img src="\/photos\/[0-9a-f]{12}-1000\.jpg"/);
      expect(picture, url).toContain('width="1000" height="750"');
      expect(picture, url).toContain('loading="lazy"');
      expect(html, url).toContain("Fitted above the porch");
    }
    expect(await htmlAt("/carterton")).toContain(">Our work in Carterton</h2>");
    expect(await htmlAt("/gallery")).toContain('<a href="/carterton">Carterton</a>');
  });

  test("does not show on other places' pages or other services' pages", async () => {
    for (const url of ["/brize-norton", "/starlink-installation-brize-norton", "/problems"]) {
      expect(pictureOf(await htmlAt(url)), url).toBeUndefined();
    }
  });

  test("every file its pages ask for is in the build", async () => {
    const html = await htmlAt("/gallery");
    const asked = [...html.matchAll(/\/photos\/[0-9a-f]{12}-\d+\.(?:avif|webp|jpg)/g)].map(
      ([file]) => file,
    );
    const built = await readdir(path.join(SCRATCH, "dist/client/photos"));
    expect(new Set(asked)).toEqual(new Set(built.map((file) => `/photos/${file}`)));
    expect(built).toHaveLength(9);
  });
});

describe("in a real browser (Debian's Chromium)", () => {
  let browser: Browser;
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const app = await createServer({ clientDir: path.join(SCRATCH, "dist/client") });
    origin = await app.listen({ port: 0, host: "127.0.0.1" });
    close = () => app.close();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await close?.();
  });

  const pages = [
    "/",
    "/carterton",
    "/starlink-installation-alvescot",
    "/ajax-security-installation-abingdon",
    "/nowhere",
  ];
  const viewports = [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ];
  test.each(viewports)(
    "no page kind overflows sideways at $width px, and the three buttons are on screen",
    async (viewport) => {
      const page = await browser.newPage({ viewport });
      for (const url of pages) {
        await page.goto(origin + url);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          url,
        ).toBe(0);
        for (const name of [/chat/i, /call/i, /quote/i]) {
          await expect(
            page
              .getByRole("complementary", { name: "Quick contact" })
              .getByRole("link", { name })
              .isVisible(),
          ).resolves.toBe(true);
        }
      }
      await page.close();
    },
  );

  test("an unknown address answers 404 with the not-found page; the server, which records the visit, sends it without its report", async () => {
    const page = await browser.newPage();
    const reports: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/404-status")) reports.push(request.url());
    });
    const response = await page.goto(`${origin}/no-such-town`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe("404 - Page Not Found | TV Aerial and Wi-Fi Solutions");
    expect(reports).toEqual([]);
    await page.close();
  });

  test("Get Quote takes the visitor to /contact", async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/carterton`);
    await page
      .getByRole("complementary", { name: "Quick contact" })
      .getByRole("link", { name: /quote/i })
      .click();
    await page.waitForURL(`${origin}/contact`);
    expect(await page.locator("h1").textContent()).toBe("Contact Us for a Free Quote");
    await page.close();
  });
});
