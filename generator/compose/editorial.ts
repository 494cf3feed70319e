/**
 * Pages of editorial content: Handlebars placeholders for business facts, then
 * Markdown to HTML blocks, every internal link checked against the pages that
 * will exist, and the SEO object with the rules of SPEC §5. Pure.
 */
import type {
  BlogPostProps,
  ContentIndexProps,
  ContentPageProps,
  EntrySummary,
  Link,
  PageHead,
  PostcodePageProps,
} from "../../model/page-props";
import {
  accreditationsPhrase,
  descriptionSuffix,
  guaranteePhrase,
  termsSentence,
  vatNote,
} from "../../model/claims";
import { render } from "./places";
import { fromBase, stationName } from "./place-facts";
import { DataError, problems, type Problem } from "../errors";
import { blockIndex, variantIndex } from "./hash";
import { renderMarkdown } from "./markdown";
import type { Place, Plan } from "../resolve/places";
import type { EditorialPage, EditorialPlan } from "../resolve/editorial";
import { blogCategoryPath, FAMILY_NAMES, familyLink, pagePath } from "../../model/routes";
import { BLOG_CATEGORY_NAMES, type BlogCategory } from "../schema/editorial";
import { countiesFrom } from "../../model/counties";
import {
  normaliseDescription,
  normaliseTitle,
  pickTitle,
  proseList,
  uniqueKeywords,
  wouldBeCut,
} from "../../model/seo";
import type { BusinessContext, PostcodeContext } from "./template-fields";
import { compareText, formatMoney, toParagraphs } from "../../model/text";
import type { SiteData } from "../validate/validate";

type Page<Where, Component extends string, Props> = Extract<EditorialPage, Where> & {
  head: PageHead;
  component: Component;
  props: Props;
};

export type ComposedEditorialPage =
  | Page<{ variant: "entry" }, "ContentPage", ContentPageProps>
  | Page<{ variant: "index" }, "ContentIndexPage", ContentIndexProps>
  | Page<{ kind: "blog" }, "BlogPost", BlogPostProps>
  | Page<{ kind: "postcode" }, "PostcodePage", PostcodePageProps>;

export function businessContext(data: SiteData): BusinessContext {
  const { business } = data;
  const money = { format: (amount: number) => formatMoney(amount, business.currency) };
  const { prices } = business;
  const range = (r: { min: number; max: number }, unit: string) => `${r.min}-${r.max} ${unit}`;
  return {
    business: business.name,
    phone: business.phone.main.number,
    base: business.base.town,
    years: business.yearsExperience,
    terms: termsSentence(business),
    vat: vatNote(business),
    guarantee: guaranteePhrase(business),
    accreditations: accreditationsPhrase(business),
    price: {
      skyDish: money.format(prices.skyDishFrom),
      starlinkDish: money.format(prices.starlink.dishFrom),
      starlinkComplex: money.format(prices.starlink.complexMountingFrom),
      wifiAccessPoint: money.format(prices.starlink.wifiAccessPointFrom),
      ajaxStarter: money.format(prices.ajax.starterKitFrom),
      ajaxStandard: money.format(prices.ajax.standardSecurityFrom),
      ajaxComplete: money.format(prices.ajax.completeProtectionFrom),
    },
    starlink: {
      speed: range(business.starlink.speedMbps, "Mbps"),
      latency: range(business.starlink.latencyMs, "ms"),
    },
    ajax: { hubDevices: business.ajax.hubDevices },
  };
}

/** A fixed page's name from its path, for related links: "/aerial-vs-satellite" → "Aerial vs satellite". */
function nameFromPath(path: string): string {
  const words = path.slice(path.lastIndexOf("/") + 1).replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const HOME = { name: "Home", path: "/" };

const placeLink = (place: Place): Link => ({
  name: place.location.name,
  path: pagePath("town", place.slug),
});

interface Site {
  data: SiteData;
  context: BusinessContext;
  /** Every page that will exist, with what a link to it should say. */
  pages: Map<string, EntrySummary>;
  found: Problem[];
}

export function siteIndex(
  plan: Plan,
  editorial: EditorialPlan,
  data: SiteData,
): Map<string, EntrySummary> {
  const pages = new Map<string, EntrySummary>();
  for (const path of data.fixedPaths)
    pages.set(path, { name: nameFromPath(path), path, summary: "" });
  for (const page of plan.pages) {
    const name = page.place.location.name;
    const label =
      page.kind === "town"
        ? name
        : page.kind === "starlink"
          ? `Starlink in ${name}`
          : `Ajax security in ${name}`;
    pages.set(page.path, { name: label, path: page.path, summary: "" });
  }
  for (const page of editorial.pages) {
    if (page.kind === "content" && page.variant === "entry")
      pages.set(page.path, { name: page.entry.name, path: page.path, summary: page.entry.summary });
    else if (page.kind === "content")
      pages.set(page.path, { name: FAMILY_NAMES[page.family], path: page.path, summary: "" });
    else if (page.kind === "blog")
      pages.set(page.path, {
        name: page.article.front.title,
        path: page.path,
        summary: page.article.front.summary,
      });
    else
      pages.set(page.path, { name: `${page.outcode} postcode area`, path: page.path, summary: "" });
  }
  for (const category of Object.keys(BLOG_CATEGORY_NAMES) as BlogCategory[]) {
    const path = blogCategoryPath(category);
    pages.set(path, { name: BLOG_CATEGORY_NAMES[category], path, summary: "" });
  }
  return pages;
}

/** Internal links must land on a page; anchors, mail, phone and https links pass. */
function checkLinks(site: Site, links: string[], where: Omit<Problem, "message">): void {
  for (const href of links) {
    if (/^(https:|mailto:|tel:|#)/.test(href)) continue;
    const path = href.split("#")[0]!;
    if (!site.pages.has(path)) site.found.push({ ...where, ...problems.brokenLink(href) });
  }
}

function markdownBlocks(site: Site, source: string, where: Omit<Problem, "message">): string[] {
  const { blocks, links } = renderMarkdown(render(source, site.context));
  checkLinks(site, links, where);
  return blocks;
}

function relatedLinks(
  site: Site,
  paths: string[],
  where: Omit<Problem, "message">,
): EntrySummary[] {
  checkLinks(site, paths, where);
  return paths.flatMap((path) => site.pages.get(path) ?? []);
}

function baseHead(
  site: Site,
  page: { path: string },
  title: string,
  description: string,
): PageHead {
  return {
    title: normaliseTitle(title),
    description: normaliseDescription(description, descriptionSuffix(site.data.business)),
    keywords: [],
    canonical: page.path,
    robots: "index,follow",
    image: { path: "/images/social/town.png", width: 1200, height: 630 },
    faqData: [],
    breadcrumbs: [HOME],
    areaServed: countiesFrom(site.data.business.base.county),
  };
}

function composeEntry(
  site: Site,
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
        areaServed: [
          town.location.name,
          ...town.nearby.slice(0, 8).map((near) => near.location.name),
        ],
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

/** A title the owner writes must survive the SPEC §5 rule whole: reported where it would be cut. */
function checkTitle(site: Site, title: string, where: Omit<Problem, "message">): void {
  if (wouldBeCut(title)) site.found.push({ ...where, ...problems.titleCut(title) });
}

function composeIndex(
  site: Site,
  page: Extract<EditorialPage, { variant: "index" }>,
  editorial: EditorialPlan,
): ComposedEditorialPage {
  const { index } = site.data.content[page.family];
  checkTitle(site, render(index.title, site.context), {
    file: `data/content/${page.family}.yaml`,
    field: "index.title",
  });
  const entries = editorial.pages.filter(
    (other): other is Extract<EditorialPage, { variant: "entry" }> =>
      other.kind === "content" && other.variant === "entry" && other.family === page.family,
  );
  const summary = (entry: (typeof entries)[number]) => site.pages.get(entry.path)!;
  const byTown = new Map<string, EntrySummary[]>();
  const grouped = entries.every((entry) => entry.entry.town !== undefined);
  for (const entry of entries) {
    const heading = grouped ? entry.entry.town! : "";
    byTown.set(heading, [...(byTown.get(heading) ?? []), summary(entry)]);
  }
  const groups = [...byTown.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([heading, list]) => ({
      ...(heading && { heading }),
      entries: list.sort((a, b) => compareText(a.name, b.name)),
    }));
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
    props: {
      title: render(index.title, site.context),
      intro: render(index.intro, site.context),
      groups,
    },
  };
}

function composeArticle(
  site: Site,
  page: Extract<EditorialPage, { kind: "blog" }>,
  editorial: EditorialPlan,
): ComposedEditorialPage {
  const { front, file } = page.article;
  const text = (source: string) => render(source, site.context);
  checkTitle(site, text(front.title), { file, field: "title" });
  const category = {
    name: BLOG_CATEGORY_NAMES[front.category],
    path: blogCategoryPath(front.category),
  };
  const more = editorial.pages
    .filter(
      (other): other is Extract<EditorialPage, { kind: "blog" }> =>
        other.kind === "blog" &&
        other.path !== page.path &&
        other.article.front.category === front.category,
    )
    .sort((a, b) => compareText(b.article.front.date, a.article.front.date))
    .slice(0, 3)
    .map((other) => site.pages.get(other.path)!);
  const blog = { name: "Blog", path: "/blog" };
  return {
    ...page,
    component: "BlogPost",
    head: {
      ...baseHead(site, page, text(front.title), text(front.description)),
      breadcrumbs: [HOME, blog, category, { name: text(front.title), path: page.path }],
    },
    props: {
      title: text(front.title),
      date: front.date,
      ...(front.updated !== undefined &&
        front.updated !== front.date && { updated: front.updated }),
      category,
      summary: text(front.summary),
      body: markdownBlocks(site, page.article.body, { file, field: "body" }),
      places: page.places.map(placeLink),
      more,
    },
  };
}

type PostcodePlan = Extract<EditorialPage, { kind: "postcode" }>;

function composePostcode(
  site: Site,
  page: Extract<EditorialPage, { kind: "postcode" }>,
  editorial: EditorialPlan,
): ComposedEditorialPage {
  const { data } = site;
  const { town, outcode } = page;
  const templates = data.templates.postcode;
  const service = page.service && templates.service.services[page.service];
  const names = page.places.map((place) => place.location.name);
  const context: PostcodeContext = {
    ...site.context,
    outcode,
    town: town.location.name,
    county: town.location.county,
    places:
      names.length > 6
        ? `${names.slice(0, 6).join(", ")} and ${names.length - 6} more`
        : proseList(names),
    placeCount: String(names.length),
    transmitter: stationName(town.reception.station.transmitter),
    fromBase: fromBase(town, data.business.base),
    service: service?.name ?? "",
    rural: town.wording === "rural",
  };
  const key = `${outcode} ${town.location.name} ${page.service ?? ""}`;
  const variant = variantIndex(key);
  const seo = page.service ? templates.service : templates.district;
  const title = pickTitle(
    seo.titles.map((pattern) => render(pattern, context)),
    variant,
  );
  const districts = editorial.pages.filter(
    (other): other is PostcodePlan => other.kind === "postcode" && !other.service,
  );
  const otherDistricts = districts
    .filter((other) => other.path !== page.path)
    .map((other) => ({ name: `${other.outcode} (${other.town.location.name})`, path: other.path }));
  // A service page sits under its district's page, where the district has one.
  const district = page.service && districts.find((other) => other.outcode === outcode);
  const postcodeTrail: Link[] = district
    ? [{ name: `${outcode} postcode area`, path: district.path }]
    : [];
  return {
    ...page,
    component: "PostcodePage",
    head: {
      ...baseHead(site, page, title, render(seo.descriptions[variant]!, context)),
      coordinates: town.location.coordinates,
      breadcrumbs: [
        HOME,
        { name: "Areas we cover", path: "/areas" },
        ...postcodeTrail,
        { name: title, path: page.path },
      ],
      areaServed: names.slice(0, 9),
    },
    props: {
      title,
      outcode,
      county: town.location.county,
      intro: toParagraphs(
        render((service ? service.intro : templates.district.intro)[blockIndex(key, 0)]!, context),
      ),
      places: page.places.map(placeLink),
      town: placeLink(town),
      transmitter: context.transmitter,
      ...(service && {
        service: {
          name: service.name,
          points: service.points.map((point) => render(point, context)),
          links: relatedLinks(site, service.links, {
            file: "templates/postcode.yaml",
            field: `service.services.${page.service}.links`,
          }).map(({ name, path }) => ({ name, path })),
        },
      }),
      otherDistricts,
      closing: render(templates.district.closing[blockIndex(key, 1)]!, context),
    },
  };
}

export function composeEditorial(
  plan: Plan,
  editorial: EditorialPlan,
  data: SiteData,
): ComposedEditorialPage[] {
  const site: Site = {
    data,
    context: businessContext(data),
    pages: siteIndex(plan, editorial, data),
    found: [],
  };
  const pages = editorial.pages.map((page) => {
    switch (page.kind) {
      case "content":
        return page.variant === "entry"
          ? composeEntry(site, page)
          : composeIndex(site, page, editorial);
      case "blog":
        return composeArticle(site, page, editorial);
      case "postcode":
        return composePostcode(site, page, editorial);
    }
  });
  if (site.found.length > 0) throw new DataError(site.found);
  return pages;
}
