/**
 * The fixed prose pages (data/pages): Handlebars placeholders for business
 * facts, then Markdown, every internal link checked against the pages that
 * will exist (a broken one reported with its file and line), and the head a
 * hand-written page gets from site/renderer/fixed-head.ts. Pure.
 */
import {
  PROSE_COMPONENTS,
  type ComponentBlock,
  type FaqTopic,
  type PageHead,
  type ProsePageProps,
} from "../../model/page-props";
import {
  afterHoursWords,
  allSellingPoints,
  descriptionSuffix,
  guaranteeWords,
  leadTimeWords,
  titleSuffixes,
} from "../../model/claims";
import { COUNTIES, countiesFrom, countySlug } from "../../model/counties";
import { normaliseDescription, normaliseTitle, proseList } from "../../model/seo";
import { slugify } from "../../model/slug";
import { orList } from "../../model/text";
import { keepTogether, messagingHref, telHref } from "../../model/phone";
import { problems, type Problem } from "../errors";
import { proseFile } from "../resolve/editorial-paths";
import { brokenLinks, type KnownPages } from "../resolve/links";
import { businessContext } from "./context";
import { familyEntriesMarkdown, type Listing } from "./family-entries";
import type { Catalogue } from "../../model/catalogue";
import {
  escapeText,
  renderPageInline,
  renderPageMarkdown,
  type PageLink,
  type RenderedPageMarkdown,
} from "./page-markdown";
import { render } from "./render";
import type { PageContext } from "../schema/template-fields";
import type { Place } from "../resolve/places";
import type { EditorialSiteData } from "../validate/validate";

export interface ComposedProsePage {
  kind: "page";
  path: string;
  /** Relative to site/generated/. */
  file: string;
  source: string;
  component: "ProsePage";
  head: PageHead;
  props: ProsePageProps;
}

export function pageContext(
  data: EditorialSiteData,
  places: readonly Place[],
  listings: readonly Listing[],
): PageContext {
  const { business } = data;
  const description = profileDescription(data);
  return {
    ...businessContext(data),
    aerialLeadTimeMidSentence: leadTimeWords(business).toLowerCase(),
    afterHours: afterHoursWords(business),
    // "4, 7 or 10+", as written.
    ajaxBatteryYears: orList(business.ajax.batteryYears),
    email: business.email,
    messaging: business.messaging.label,
    baseCounty: business.base.county,
    basePostcode: business.base.postcode,
    siteUrl: business.siteUrl,
    // "Oxfordshire, Gloucestershire, Wiltshire and Berkshire".
    areas: proseList(countiesFrom(business.base.county)),
    payment: business.paymentAccepted.join(", "),
    // "cash, card or bank transfer".
    paymentOr: orList(business.paymentAccepted.map((method) => method.toLowerCase())),
    // "cash, card and bank transfer": a name such as "PayPal" keeps its capitals.
    paymentAnd: proseList(business.paymentAccepted.map(plainCase)),
    currencyName: business.currency === "GBP" ? "pounds sterling" : business.currency,
    phoneLabel: business.phone.main.label,
    profileDescription: description,
    profileDescriptionLength: String(description.length),
    // "@tv-aerial-wifi.example": what our addresses end in.
    emailDomain: business.email.slice(business.email.indexOf("@")),
    // Each county we cover with how many of its places have a page, linked to its part of /areas.
    countyPlaceCounts: COUNTIES.map((county) => ({
      county,
      count: places.filter((place) => place.location.county === county).length,
    }))
      .filter(({ count }) => count > 0)
      .map(
        ({ county, count }) =>
          `- [${county}: ${count} towns and villages](/areas#${countySlug(county)})`,
      )
      .join("\n"),
    regionalPhones: business.phone.regional
      .map((line) => `- ${line.label}: [${keepTogether(line.number)}](${telHref(line.number)})`)
      .join("\n"),
    reviewsPage: business.reviewsProfile !== null || data.reviews.reviews.length > 0,
    openSunday: business.openingHours.days.includes("Su"),
    messagingLink: messagingHref(business),
    // The review sites, as a Markdown list; empty while there are none.
    reviewLinks: business.reviewLinks
      .map((link) => `- [${link.label} (opens in a new tab)](${link.url})`)
      .join("\n"),
    // Each content family's entries, as the catalogue lists them, for a {.summary-list}.
    familyEntries: familyEntriesMarkdown(listings),
    // The main number as a Markdown link that stays on one line.
    phoneLink: `[${keepTogether(business.phone.main.number)}](${telHref(business.phone.main.number)})`,
    // Every point the site lists (as site/components/claims.ts).
    sellingPoints: allSellingPoints(business)
      .map((point) => `- ${point}`)
      .join("\n"),
  };
}

/** "No VAT" stays as it is; "Free quotes" becomes "free quotes" in the middle of a sentence. */
function midSentence(phrase: string): string {
  return /^[A-Z][a-z]/.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
}

/** A Google Business Profile description built from the business facts, within Google's 750-character limit. */
function profileDescription(data: EditorialSiteData): string {
  const { business } = data;
  const { name, base } = business;
  const counties = countiesFrom(base.county);
  const sellingPoints = allSellingPoints(business);
  return [
    `${name} is based in ${base.town}, ${base.county}, and installs and repairs TV aerials, satellite dishes, Wi-Fi and mesh networks, Starlink satellite broadband and Ajax wireless alarms and CCTV.`,
    `We work with homes and businesses across ${counties.slice(0, 3).join(", ")} and nearby ${counties[3] ?? "Berkshire"}, including new builds, rented and student properties, farms and listed buildings.`,
    `${proseList(sellingPoints.map((point, i) => (i === 0 ? point : midSentence(point))))}.`,
    `Aerial work: ${leadTimeWords(business).toLowerCase()}.`,
  ].join(" ");
}

/** "Bank transfer" reads "bank transfer" mid-sentence; a name such as "PayPal" is left alone. */
function plainCase(method: string): string {
  return /^[A-Z][a-z ]*$/.test(method) ? method.toLowerCase() : method;
}

/** "## Title {#id .class}": the section's h2, its id (else from the title) and class. */
const HEADING = /^## (.+?)(?:\s+\{([^}]*)\})?\s*$/;

interface RawSection {
  heading?: { title: string; id: string; className?: string };
  /** 0-based line of the body where the section's text starts. */
  line: number;
  text: string[];
}

function splitSections(body: string): RawSection[] {
  const sections: RawSection[] = [{ line: 0, text: [] }];
  body.split("\n").forEach((line, i) => {
    const match = HEADING.exec(line);
    if (!match) {
      sections.at(-1)!.text.push(line);
      return;
    }
    const attrs = (match[2] ?? "").split(/\s+/).filter(Boolean);
    const id = attrs.find((attr) => attr.startsWith("#"))?.slice(1);
    const classes = attrs.filter((attr) => attr.startsWith(".")).map((attr) => attr.slice(1));
    sections.push({
      heading: {
        title: match[1]!,
        id: id ?? slugify(match[1]!),
        ...(classes.length > 0 && { className: classes.join(" ") }),
      },
      line: i + 1,
      text: [],
    });
  });
  // render() trims the text; dropping the blank lines first keeps the line numbers true.
  for (const section of sections) {
    while (section.text.length > 0 && section.text[0]!.trim() === "") {
      section.text.shift();
      section.line++;
    }
  }
  return sections;
}

/** How the catalogue lists a prose page, for /sitemap: by its breadcrumb's name. */
export const proseLink = ({ head }: ComposedProsePage): Catalogue["pages"][number] => ({
  name: head.breadcrumbs.at(-1)!.name,
  path: head.canonical,
  indexed: head.robots === "index,follow",
});

export function composePages(
  data: EditorialSiteData,
  known: KnownPages,
  found: Problem[],
  places: readonly Place[],
  listings: readonly Listing[],
): ComposedProsePage[] {
  const context = pageContext(data, places, listings);
  const text = (source: string) => render(source, context);
  const composed = data.pages.map((page): ComposedProsePage => {
    const checkLinks = (links: PageLink[], line: (at: number) => number | undefined) => {
      const broken = new Set(
        brokenLinks(
          known,
          links.map((link) => link.href),
        ),
      );
      for (const { href, line: at } of links) {
        if (broken.has(href))
          found.push({
            file: page.file,
            line: line(at),
            field: "body",
            ...problems.brokenLink(href),
          });
      }
    };
    // A component line names one the site draws; it stands only in a section.
    const components = (
      blocks: RenderedPageMarkdown["blocks"],
      line: (at: number) => number | undefined,
      inSection: boolean,
    ): (string | ComponentBlock)[] =>
      blocks.flatMap((block): (string | ComponentBlock)[] => {
        if (typeof block === "string") return [block];
        const known = PROSE_COMPONENTS.find((name) => name === block.component);
        if (inSection && known)
          return [{ component: known, ...(block.title !== undefined && { title: block.title }) }];
        found.push({
          file: page.file,
          line: line(block.line),
          field: "body",
          ...problems.proseComponent(block.component, PROSE_COMPONENTS),
        });
        return [];
      });
    const htmlOnly = (
      blocks: RenderedPageMarkdown["blocks"],
      line: (at: number) => number | undefined,
    ): string[] => components(blocks, line, false).filter((block) => typeof block === "string");
    const [intro, ...rest] = splitSections(page.body);
    const sectionBlocks = (section: RawSection, inSection: boolean) => {
      const rendered = renderPageMarkdown(text(section.text.join("\n")));
      const line = (at: number) => page.bodyLine + section.line + at;
      checkLinks(rendered.links, line);
      return components(rendered.blocks, line, inSection);
    };
    const { front } = page;
    const lead = renderPageInline(text(front.lead));
    const outroBlocks = (source: string) => {
      const rendered = renderPageMarkdown(text(source));
      checkLinks(rendered.links, frontLine("outro"));
      return htmlOnly(rendered.blocks, frontLine("outro"));
    };
    const closingBlocks = (source: string) => {
      const rendered = renderPageMarkdown(text(source));
      checkLinks(rendered.links, frontLine("closing"));
      return htmlOnly(rendered.blocks, frontLine("closing"));
    };
    // The topics' own list of links, under the lead.
    const topicsNav =
      front.topicsNav === undefined
        ? []
        : [
            `<nav aria-label="${escapeText(front.topicsNav)}"><ul class="link-list">${front.topics
              .map(
                (topic) => `<li><a href="#${topic.id}">${escapeText(text(topic.title))}</a></li>`,
              )
              .join("")}</ul></nav>`,
          ];
    const frontLine = (field: string) => () => page.frontLine([field]);
    checkLinks(lead.links, frontLine("lead"));
    checkLinks(
      front.trail.map(({ path }) => ({ href: path, line: 0 })),
      frontLine("trail"),
    );
    const title = text(front.title);
    const props: ProsePageProps = {
      hero: [
        ...(front.eyebrow !== undefined
          ? [`<p class="eyebrow">${escapeText(text(front.eyebrow))}</p>`]
          : []),
        `<h1 id="page-title">${escapeText(text(front.h1))}</h1>`,
        `<p class="lead">${lead.blocks[0]}</p>`,
        ...sectionBlocks(intro!, false).filter((block) => typeof block === "string"),
        ...topicsNav,
      ],
      sections: rest.map((section) => {
        const { title: heading, id, className } = section.heading!;
        return {
          id,
          ...(className !== undefined && { className }),
          blocks: [
            `<h2 id="${escapeText(id)}">${escapeText(text(heading))}</h2>`,
            ...sectionBlocks(section, true),
          ],
        };
      }),
      topics: front.topics.map((topic, t) => ({
        id: topic.id,
        title: text(topic.title),
        questions: topic.questions.flatMap((item, q): FaqTopic["questions"] => {
          if ("guaranteeQuestion" in item) {
            // The guarantee's question is the claims module's, asked only while there is one.
            const { guarantee } = data.business;
            return guarantee
              ? [
                  {
                    question: guaranteeWords.question,
                    answer: guaranteeWords.answer(guarantee),
                    link: { name: guaranteeWords.title(guarantee), path: "/guarantee" },
                    links: [],
                  },
                ]
              : [];
          }
          if (item.link)
            checkLinks([{ href: item.link.path, line: 0 }], () =>
              page.frontLine(["topics", t, "questions", q, "link", "path"]),
            );
          item.links.forEach((link, l) =>
            checkLinks([{ href: link.path, line: 0 }], () =>
              page.frontLine(["topics", t, "questions", q, "links", l, "path"]),
            ),
          );
          return [
            {
              question: text(item.question),
              answer: text(item.answer),
              ...(item.link && { link: { name: text(item.link.name), path: item.link.path } }),
              links: item.links.map((link) => ({ name: text(link.name), path: link.path })),
            },
          ];
        }),
      })),
      ...(front.closing && {
        closing: { title: text(front.closing.title), blocks: closingBlocks(front.closing.text) },
      }),
      topicsLayout: front.topicsLayout,
      outro: front.outro === undefined ? [] : outroBlocks(front.outro),
      callToAction: front.callToAction,
      ...(front.quoteLabel !== undefined && { quoteLabel: text(front.quoteLabel) }),
    };
    const head: PageHead = {
      title: normaliseTitle(title, titleSuffixes(data.business)),
      description: normaliseDescription(text(front.description), descriptionSuffix(data.business)),
      keywords: [],
      canonical: page.path,
      robots: front.robots,
      image: { path: "/images/social/town.png", width: 1200, height: 630 },
      faqData: [],
      breadcrumbs: [
        { name: "Home", path: "/" },
        ...front.trail,
        { name: front.crumb !== undefined ? text(front.crumb) : title, path: page.path },
      ],
      areaServed: countiesFrom(data.business.base.county),
    };
    return {
      kind: "page",
      path: page.path,
      file: proseFile(page.path),
      source: page.file,
      component: "ProsePage",
      head,
      props,
    };
  });
  return composed;
}
