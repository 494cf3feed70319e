/** A content family's pages: one entry's page and the family's index. Pure. */
import { familyLink } from "../../model/routes";
import { titleSuffixes } from "../../model/claims";
import { pickTitle, uniqueKeywords } from "../../model/seo";
import type { EditorialPage } from "../resolve/editorial";
import { markdownBlocks, placeLink, relatedLinks, type ComposeContext } from "./context";
import type { ComposedEditorialPage } from "./editorial-page";
import { baseHead, checkTitle, HOME } from "./editorial-heads";
import { blockIndex, variantIndex } from "../hash";
import { render } from "./render";

export function composeEntry(
  site: ComposeContext,
  page: Extract<EditorialPage, { variant: "entry" }>,
): ComposedEditorialPage {
  const { entry, family } = page;
  const where = (field: string) => ({
    file: `data/content/${family}.yaml`,
    entry: { index: page.index, label: entry.slug ?? entry.path },
    field,
  });
  const text = (source: string) => render(source, site.context);
  const template = site.data.templates.content[family];
  const named = { ...site.context, name: entry.name };
  const faq = entry.faq.map((item) => ({
    question: text(item.question),
    answer: text(item.answer),
  }));
  const places = page.places.map(placeLink);
  const head = baseHead(
    site,
    page,
    pickTitle(
      template.titles.map((title) => render(title, named)),
      variantIndex(entry.name),
      titleSuffixes(site.data.business),
    ),
    text(entry.description),
  );
  const family_ = familyLink(family);
  const town = page.places[0];
  return {
    ...page,
    component: "ContentPage",
    head: {
      ...head,
      keywords: uniqueKeywords([
        entry.name.toLowerCase(),
        ...page.places
          .slice(0, 3)
          .map((place) => `${entry.name} ${place.location.name}`.toLowerCase()),
      ]),
      faqData: faq,
      breadcrumbs:
        family === "local-services"
          ? [HOME, { name: entry.name, path: page.path }]
          : [HOME, family_, { name: entry.name, path: page.path }],
      ...(town && {
        coordinates: town.location.coordinates,
        areaServed: [town.location.name, ...town.nearby.slice(0, 8)],
      }),
    },
    props: {
      family: family_,
      title: text(entry.title),
      summary: text(entry.summary),
      body: markdownBlocks(site, entry.body, where("body")),
      faq,
      places,
      related: relatedLinks(site, entry.related, where("related")),
      closing: render(template.closing[blockIndex(entry.name, 0)]!, named),
    },
  };
}

export function composeIndex(
  site: ComposeContext,
  page: Extract<EditorialPage, { variant: "index" }>,
): ComposedEditorialPage {
  const { index } = site.data.content[page.family];
  checkTitle(site, render(index.title, site.context), {
    file: `data/content/${page.family}.yaml`,
    field: "index.title",
  });
  return {
    ...page,
    component: "ContentIndexPage",
    head: {
      ...baseHead(
        site,
        page,
        render(index.title, site.context),
        render(index.description, site.context),
      ),
      breadcrumbs: [HOME, familyLink(page.family)],
    },
    // The entries are the catalogue's (site/generated/catalogue-families.ts), which the page reads.
    props: {
      family: page.family,
      title: render(index.title, site.context),
      intro: render(index.intro, site.context),
    },
  };
}
