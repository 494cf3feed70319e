/**
 * The pre-render renders the layout's top and bottom once and puts each
 * page's own part between them (layoutHtml): the HTML must be what rendering
 * the whole layout gives, a hero image's preload included, which React puts
 * before the first element of the page.
 */
import { createElement, Fragment, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { Layout, layoutHtml } from "../../site/components/layout";
import type { Link } from "../../model/page-props";

const whole = (page: ReactNode, breadcrumbs?: Link[]) =>
  renderToString(createElement(Layout, { breadcrumbs, children: page }));

const crumbs: Link[] = [
  { name: "Home", path: "/" },
  { name: "Witney", path: "/witney" },
];

const text = createElement("section", null, createElement("h1", null, "TV aerials in Witney"));
const heroImage = createElement(
  "section",
  null,
  createElement("h1", null, "Ajax security in Witney"),
  createElement("img", {
    src: "/images/ajax-hub.svg",
    alt: "An Ajax hub",
    width: 240,
    height: 240,
  }),
);
const twoImages = createElement(
  Fragment,
  null,
  heroImage,
  createElement("img", { src: "/images/dish.svg", alt: "A dish", width: 240, height: 240 }),
);

describe("layoutHtml", () => {
  test.each([
    ["a page of text", text, crumbs],
    ["a page without breadcrumbs", text, undefined],
    ["a page with a hero image, whose preload leads the page", heroImage, crumbs],
    ["a page with two images", twoImages, crumbs],
  ] as const)("%s: the HTML of the whole layout", (_name, page, breadcrumbs) => {
    const html = layoutHtml(page, breadcrumbs ? [...breadcrumbs] : undefined);
    expect(html).toBe(whole(page, breadcrumbs ? [...breadcrumbs] : undefined));
    expect(html).toContain("Skip to main content");
    expect(html).toContain('<footer class="site-footer">');
  });

  test("a hero image's preload comes first, before the skip link", () => {
    expect(layoutHtml(heroImage, [...crumbs])).toMatch(
      /^<link rel="preload" as="image" href="\/images\/ajax-hub.svg"\/><a class="skip-link"/,
    );
  });
});
