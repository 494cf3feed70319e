/**
 * What every editorial composer shares: the template context (the business
 * facts Handlebars placeholders name), the pages a link may land on, and the
 * problems found so far; with the text helpers that render a template,
 * turn Markdown into blocks and check each link on the way. Pure.
 */
import type { EntrySummary, Link } from "../../model/page-props";
import {
  accreditationsPhrase,
  guaranteePhrase,
  leadTimeWords,
  sellingWords,
  termsSentence,
  vatNote,
} from "../../model/claims";
import { pagePath } from "../../model/routes";
import { capitalise, formatMoney, formatOpeningHours } from "../../model/text";
import { problems, type Problem } from "../errors";
import { brokenLinks, type KnownPages } from "../resolve/links";
import type { EditorialSiteData } from "../validate/validate";
import { renderMarkdown } from "./markdown";
import { render } from "./render";
import { servicesMarkdown } from "./services";
import type { BusinessContext, ClaimFlags } from "../schema/template-fields";

export interface ComposeContext {
  /**
   * All the data but the location table, which the keys of editorial pages,
   * prose pages and the catalogue leave out (resolve/keys.ts): a place
   * reaches a composer through its plan or its input, never from here.
   */
  data: EditorialSiteData;
  context: BusinessContext;
  /** Every page that will exist, with what a link to it should say. */
  pages: KnownPages;
  found: Problem[];
}

/** Where in the data a composed text came from, for its problems. */
export type Where = Omit<Problem, "code" | "message" | "hint">;

/** The selling-point switches alone, for a template's `{{#if freeQuotes}}`. */
export const claimFlags = ({
  freeQuotes,
  noCallOutCharge,
  sameDayService,
}: ClaimFlags): ClaimFlags => ({
  freeQuotes,
  noCallOutCharge,
  sameDayService,
});

export function businessContext(data: Pick<EditorialSiteData, "business">): BusinessContext {
  const { business } = data;
  const money = { format: (amount: number) => formatMoney(amount, business.currency) };
  const { prices } = business;
  const range = (r: { min: number; max: number }, unit: string) => `${r.min}-${r.max} ${unit}`;
  const words = sellingWords(business);
  return {
    business: business.name,
    phone: business.phone.main.number,
    base: business.base.town,
    years: business.yearsExperience,
    ...claimFlags(business),
    aQuote: words.aQuote,
    quoteTerms: words.quoteTerms,
    quoteTermsCapitalised: capitalise(words.quoteTerms),
    quoteTermsSentence: words.quotesAndCallOut,
    terms: termsSentence(business),
    vat: vatNote(business),
    guarantee: guaranteePhrase(business),
    guaranteeCapitalised: capitalise(guaranteePhrase(business)),
    accreditations: accreditationsPhrase(business),
    openingHours: formatOpeningHours(business.openingHours),
    aerialLeadTime: leadTimeWords(business),
    services: servicesMarkdown(business.services),
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

export const placeLink = (place: { slug: string; location: { name: string } }): Link => ({
  name: place.location.name,
  path: pagePath("town", place.slug),
});

/** Internal links must land on a page: each one that does not is a problem where it was written. */
export function checkLinks(site: ComposeContext, links: readonly string[], where: Where): void {
  for (const href of brokenLinks(site.pages, links))
    site.found.push({ ...where, ...problems.brokenLink(href) });
}

export function markdownBlocks(site: ComposeContext, source: string, where: Where): string[] {
  const { blocks, links } = renderMarkdown(render(source, site.context));
  checkLinks(site, links, where);
  return blocks;
}

export function relatedLinks(site: ComposeContext, paths: string[], where: Where): EntrySummary[] {
  checkLinks(site, paths, where);
  // A summary may say a switched claim under its {{#if}}, so it is rendered like the page's own.
  return paths.flatMap((path) => {
    const page = site.pages.get(path);
    return page ? [{ ...page, summary: render(page.summary, site.context) }] : [];
  });
}
