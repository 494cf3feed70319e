import { describe, expect, test } from "vitest";
import type { PageHead } from "../../model/page-props";
import type { Business } from "../../model/business";
import { business } from "../../site/generated/business";
import { siteUrl } from "../../site/renderer/site-url";
import { structuredData } from "../../site/renderer/structured-data";
import { scriptSafeJson } from "../../model/escape";

describe("JSON-LD inside a script element", () => {
  const hostile = {
    name: "</script><script>alert(1)</script>",
    note: "<!-- a comment --> & an ampersand",
    separators: "line\u2028paragraph\u2029end",
  };
  const json = scriptSafeJson(hostile);

  test("no value can close the element or open a comment", () => {
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain("<!--");
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  });
  test("it is still the same JSON", () => {
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe("BlogPosting", () => {
  const head: PageHead = {
    title: "Retuning Freeview | No Call Out Charge",
    description: "How to retune. Professional service guaranteed.",
    keywords: [],
    canonical: "/blog/retuning",
    robots: "index,follow",
    image: { path: "/images/social/town.png", width: 1200, height: 630 },
    faqData: [],
    breadcrumbs: [{ name: "Home", path: "/" }],
    areaServed: [],
  };
  const nodesOf = (page: PageHead) => {
    const data = structuredData(business, page);
    return "@graph" in data ? data["@graph"] : [data];
  };
  const typeOf = (node: unknown) =>
    typeof node === "object" && node !== null && "@type" in node ? node["@type"] : undefined;

  test("an article's page describes it from its own facts", () => {
    const article = {
      headline: "Retuning Freeview",
      description: "How to retune.",
      datePublished: "2026-01-10",
      dateModified: "2026-04-02",
    };
    const organisation = {
      "@type": "Organization",
      "@id": `${siteUrl}/#business`,
      name: business.name,
      url: siteUrl,
    };
    expect(nodesOf({ ...head, article }).find((node) => typeOf(node) === "BlogPosting")).toEqual({
      "@type": "BlogPosting",
      ...article,
      author: organisation,
      publisher: organisation,
      image: `${siteUrl}/images/social/town.png`,
      mainEntityOfPage: { "@type": "WebPage", "@id": `${siteUrl}/blog/retuning` },
      url: `${siteUrl}/blog/retuning`,
      inLanguage: "en-GB",
    });
  });

  test("no other page has one", () => {
    expect(nodesOf(head).map(typeOf)).not.toContain("BlogPosting");
  });
});

describe("the business's accreditations", () => {
  const head: PageHead = {
    title: "Witney",
    description: "Aerials in Witney.",
    keywords: [],
    canonical: "/witney",
    robots: "index,follow",
    image: { path: "/images/social/town.png", width: 1200, height: 630 },
    faqData: [],
    breadcrumbs: [{ name: "Home", path: "/" }],
    areaServed: [],
  };
  const localBusinessOf = (accreditations: Business["accreditations"]) => {
    const data = structuredData({ ...business, accreditations }, head);
    const nodes: readonly unknown[] = "@graph" in data ? data["@graph"] : [data];
    return nodes.find(
      (node) =>
        typeof node === "object" &&
        node !== null &&
        "@type" in node &&
        node["@type"] === "LocalBusiness",
    );
  };

  test("each is an organisation the business is a member of, with its page where given", () => {
    expect(
      localBusinessOf([
        {
          name: "Confederation of Aerial Industries",
          short: "CAI",
          url: "https://www.cai.org.uk/members/example",
        },
        { name: "SSAIB" },
      ]),
    ).toMatchObject({
      memberOf: [
        {
          "@type": "Organization",
          name: "Confederation of Aerial Industries",
          url: "https://www.cai.org.uk/members/example",
        },
        { "@type": "Organization", name: "SSAIB" },
      ],
    });
  });

  test("with none, the business claims no membership", () => {
    expect(localBusinessOf([])).not.toHaveProperty("memberOf");
  });
});
