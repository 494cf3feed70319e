/**
 * The fixed prose pages (data/pages): Handlebars placeholders for business
 * facts, then Markdown, every internal link checked against the pages that
 * will exist (a broken one reported with its file and line), and the head a
 * hand-written page gets from site/renderer/fixed-head.ts. Pure.
 */
import type { EntrySummary, PageHead, ProsePageProps } from "../../model/page-props";
import { claimPoints, descriptionSuffix } from "../../model/claims";
import { countiesFrom } from "../../model/counties";
import { GENERATED_FOLDERS } from "../../model/routes";
import { normaliseDescription, normaliseTitle, proseList } from "../../model/seo";
import { slugify } from "../../model/slug";
import { formatOpeningHours } from "../../model/text";
import { DataError, problems, type Problem } from "../errors";
import { businessContext } from "./editorial";
import { escapeText, renderPageInline, renderPageMarkdown, type PageLink } from "./page-markdown";
import { render } from "./places";
import type { PageContext } from "./template-fields";
import type { SiteData } from "../validate/validate";

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

export function pageContext(data: SiteData): PageContext {
  const { business } = data;
  return {
    ...businessContext(data),
    aerialLeadTime: business.aerialLeadTime.toLowerCase(),
    email: business.email,
    messaging: business.messaging.label,
    openingHours: formatOpeningHours(business.openingHours),
    baseCounty: business.base.county,
    basePostcode: business.base.postcode,
    siteUrl: business.siteUrl,
    // "Oxfordshire, Gloucestershire, Wiltshire and Berkshire".
    areas: proseList(countiesFrom(business.base.county)),
    payment: business.paymentAccepted.join(", "),
    // The owner's points, then those the switched-on claims add (as site/components/claims.ts).
    sellingPoints: [...business.sellingPoints, ...claimPoints(business)]
      .map((point) => `- ${point}`)
      .join("\n"),
  };
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

export function composePages(
  data: SiteData,
  pages: Map<string, EntrySummary>,
): ComposedProsePage[] {
  const context = pageContext(data);
  const found: Problem[] = [];
  const text = (source: string) => render(source, context);
  const composed = data.pages.map((page): ComposedProsePage => {
    const checkLinks = (links: PageLink[], line: (at: number) => number | undefined) => {
      for (const { href, line: at } of links) {
        if (/^(https:|mailto:|tel:|#)/.test(href)) continue;
        if (!pages.has(href.split("#")[0]!))
          found.push({
            file: page.file,
            line: line(at),
            field: "body",
            ...problems.brokenLink(href),
          });
      }
    };
    const [intro, ...rest] = splitSections(page.body);
    const blocksOf = (section: RawSection) => {
      const rendered = renderPageMarkdown(text(section.text.join("\n")));
      checkLinks(rendered.links, (at) => page.bodyLine + section.line + at);
      return rendered.blocks;
    };
    const { front } = page;
    const lead = renderPageInline(text(front.lead));
    const frontLine = (field: string) => () => page.frontMatter.lineOf([field]);
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
        ...blocksOf(intro!),
      ],
      sections: rest.map((section) => {
        const { title: heading, id, className } = section.heading!;
        return {
          id,
          ...(className !== undefined && { className }),
          blocks: [
            `<h2 id="${escapeText(id)}">${escapeText(text(heading))}</h2>`,
            ...blocksOf(section),
          ],
        };
      }),
      callToAction: front.callToAction,
      ...(front.quoteLabel !== undefined && { quoteLabel: text(front.quoteLabel) }),
    };
    const head: PageHead = {
      title: normaliseTitle(title),
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
      file: `${GENERATED_FOLDERS.page}${page.path}.tsx`,
      source: page.file,
      component: "ProsePage",
      head,
      props,
    };
  });
  if (found.length > 0) throw new DataError(found);
  return composed;
}
