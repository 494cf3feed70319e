/**
 * The business's claims: VAT, the guarantee, insurance, accreditations, the
 * rating, and the switched selling points (free quotes, no call-out charge,
 * same-day service). Each is said only from data/business.yaml, and every sentence that
 * states one is made here, so clearing a field there removes the claim from
 * every page on the next build. `typedClaim` finds one typed anywhere else;
 * the generator refuses such text and a test scans the hand-written pages.
 * Pure: business facts in, words out.
 */
import { capitalise, formatMoney } from "./text";

/** The claim fields of data/business.yaml, as the site reads them. */
export interface Claims {
  /** not-registered: no VAT to add (lawful only below the VAT threshold). */
  vat: "not-registered" | "included" | "added" | null;
  guarantee: Guarantee | null;
  insurance: { cover: number; insurer?: string } | null;
  accreditations: Accreditation[];
  rating: { value: number; count: number; best: number; worst: number };
  /** Where the reviews behind the rating can be read; the rating shows only beside it. */
  reviewsProfile: { label: string; url: string } | null;
  currency: string;
  /** The selling points the owner switches on or off; see SWITCHED_POINTS below. */
  freeQuotes: boolean;
  noCallOutCharge: boolean;
  sameDayService: boolean;
}

export interface Guarantee {
  years: number;
  covers: string[];
  excludes: string[];
  howToClaim: string;
}

export interface Accreditation {
  name: string;
  short?: string;
  url?: string;
}

/** The switched selling points, in the order the "Why choose us" list says them. */
export const CLAIM_SWITCHES = ["sameDayService", "noCallOutCharge", "freeQuotes"] as const;
export type ClaimSwitch = (typeof CLAIM_SWITCHES)[number];

/** The point each switch adds to the "Why choose us" list while it is on. */
export const SWITCHED_POINTS: Readonly<Record<ClaimSwitch, string>> = {
  sameDayService: "Same-day service",
  noCallOutCharge: "No call-out charge",
  freeQuotes: "Free quotes",
};

/** The points of the switches that are on, in list order. */
export function switchedPoints(claims: Pick<Claims, ClaimSwitch>): string[] {
  return CLAIM_SWITCHES.filter((name) => claims[name]).map((name) => SWITCHED_POINTS[name]);
}

/** "a, b and c". */
function joinClauses(clauses: string[]): string {
  if (clauses.length <= 1) return clauses.join("");
  return `${clauses.slice(0, -1).join(", ")} and ${clauses.at(-1)}`;
}

/** Beside a price: "no VAT", "VAT included", "plus VAT", or nothing. */
export function vatNote(claims: Pick<Claims, "vat">): string {
  switch (claims.vat) {
    case "not-registered":
      return "no VAT";
    case "included":
      return "VAT included";
    case "added":
      return "plus VAT";
    default:
      return "";
  }
}

/** "a 5-year guarantee", or nothing. */
export function guaranteePhrase(claims: Pick<Claims, "guarantee">): string {
  return claims.guarantee ? `a ${claims.guarantee.years}-year guarantee` : "";
}

/** "the Confederation of Aerial Industries (CAI) and NSI", or nothing. */
export function accreditationsPhrase(claims: Pick<Claims, "accreditations">): string {
  return joinClauses(
    claims.accreditations.map(({ name, short }) => (short ? `${name} (${short})` : name)),
  );
}

/** "£2,000,000 public liability insurance", or nothing. */
export function insurancePhrase(claims: Pick<Claims, "insurance" | "currency">): string {
  const { insurance } = claims;
  if (!insurance) return "";
  const by = insurance.insurer ? ` with ${insurance.insurer}` : "";
  return `${formatMoney(insurance.cover, claims.currency)} public liability insurance${by}`;
}

const VAT_CLAUSES = {
  "not-registered": "there is no VAT to add",
  included: "our prices include VAT",
  added: "VAT is added to our prices",
} as const;

/**
 * One sentence of the switched-on terms, for the end of a paragraph: "There is
 * no VAT to add, and our work carries a 5-year guarantee." Empty when none is set.
 */
export function termsSentence(claims: Claims): string {
  const clauses = [
    claims.vat ? VAT_CLAUSES[claims.vat] : "",
    claims.guarantee ? `our work carries ${guaranteePhrase(claims)}` : "",
    claims.insurance ? `we hold ${insurancePhrase(claims)}` : "",
    claims.accreditations.length > 0 ? `we are accredited by ${accreditationsPhrase(claims)}` : "",
  ].filter(Boolean);
  return clauses.length === 0 ? "" : `${capitalise(joinClauses(clauses))}.`;
}

/**
 * Every selling point the site lists: the switched ones first, then the
 * owner's own, then those the other claims add. Derived here once, so the
 * pages, the footer and the social cards read the same list.
 */
export function allSellingPoints(claims: Claims & { sellingPoints: string[] }): string[] {
  return [...switchedPoints(claims), ...claims.sellingPoints, ...claimPoints(claims)];
}

/** The "Why choose us" points the claims add to the owner's own list. */
export function claimPoints(claims: Claims): string[] {
  return [
    claims.vat === "not-registered" ? "No VAT to add" : "",
    claims.guarantee ? `${claims.guarantee.years}-year guarantee` : "",
    claims.insurance
      ? `${formatMoney(claims.insurance.cover, claims.currency)} public liability cover`
      : "",
    ...claims.accreditations.map(({ name, short }) => `Accredited: ${short ?? name}`),
  ].filter(Boolean);
}

/** "Rated 4.9 out of 5 from 147 reviews on Google", only beside the reviews themselves. */
export function ratingSentence(claims: Pick<Claims, "rating" | "reviewsProfile">): string {
  const { rating, reviewsProfile } = claims;
  if (!reviewsProfile) return "";
  return `Rated ${rating.value} out of ${rating.best} from ${rating.count} reviews on ${reviewsProfile.label}`;
}

/** The wording a guarantee page and its links use. */
export const guaranteeWords = {
  title: (guarantee: Guarantee) => `Our ${guarantee.years}-year guarantee`,
  description: (guarantee: Guarantee) =>
    `What our ${guarantee.years}-year guarantee covers, what it does not, and how to ask us to put something right.`,
  /** The suffix a description under 140 characters gets, said only while a guarantee stands behind it. */
  suffix: " Professional service guaranteed.",
  question: "What does your guarantee cover?",
  answer: (guarantee: Guarantee) =>
    `Our work carries a ${guarantee.years}-year guarantee. It covers ${guarantee.covers.map((item) => item.charAt(0).toLowerCase() + item.slice(1)).join("; ")}. The full terms are on our guarantee page.`,
};

/** The description suffix, or nothing when no guarantee stands behind it. */
export const descriptionSuffix = (claims: Pick<Claims, "guarantee">): string =>
  claims.guarantee ? guaranteeWords.suffix : "";

/**
 * The words the hand-written pages build their quote and call-out sentences
 * from, each empty or plainer while its switch is off, so a sentence reads
 * whole either way: "Get a free quote" or "Get a quote".
 */
export function sellingWords(claims: Pick<Claims, ClaimSwitch>) {
  const free = claims.freeQuotes ? "free " : "";
  const noCallOut = claims.noCallOutCharge ? "no call-out charge" : "";
  const quoteClauses = [
    claims.freeQuotes ? "quotes are free" : "",
    noCallOut ? `there is ${noCallOut}` : "",
  ].filter(Boolean);
  const quoteTerms = joinClauses(
    [claims.freeQuotes ? "free quotes" : "", noCallOut].filter(Boolean),
  );
  return {
    /** "a free quote", or "a quote". */
    aQuote: `a ${free}quote`,
    /** "Get a free quote", or "Get a quote". */
    getQuote: `Get a ${free}quote`,
    /** The buttons' title case: "Get Free Quote", or "Get a Quote". */
    getQuoteButton: claims.freeQuotes ? "Get Free Quote" : "Get a Quote",
    /** A heading's: "a Free Quote", or "a Quote". */
    aQuoteTitle: claims.freeQuotes ? "a Free Quote" : "a Quote",
    /** TV aerial work's price: "fixed quote after a free survey", or "fixed quote after a survey". */
    surveyQuote: `fixed quote after a ${free}survey`,
    /** "free survey", or "survey". */
    freeQuotesSurvey: `${free}survey`,
    /** "free fixed quotes", or "fixed quotes". */
    fixedQuotes: `${free}fixed quotes`,
    /** "no call-out charge", or "". */
    noCallOut,
    /** "Quotes are free and there is no call-out charge.", either half alone, or "". */
    quotesAndCallOut: quoteClauses.length > 0 ? `${capitalise(joinClauses(quoteClauses))}.` : "",
    /** "free quotes and no call-out charge", either alone, or "". */
    quoteTerms,
    /** "usually the same day", or "". */
    sameDay: claims.sameDayService ? "usually the same day" : "",
  };
}

/** The aerial lead time as the site says it: the owner's words, then the same-day promise while it is on. */
export const leadTimeWords = (
  claims: Pick<Claims, "sameDayService"> & { aerialLeadTime: string },
): string =>
  `${claims.aerialLeadTime}${claims.sameDayService ? "; the same day for emergencies" : ""}`;

/** What happens outside the opening hours: the owner's words, then the same-day promise while it is on. */
export const afterHoursWords = (
  claims: Pick<Claims, "sameDayService"> & { afterHours: string },
): string =>
  `${claims.afterHours}${claims.sameDayService ? " Same-day emergency visits are made within our opening hours." : ""}`;

/**
 * The title suffixes (model/seo.ts), said only while the business makes the
 * no-call-out claim; null: titles stay as composed.
 */
export function titleSuffixes(claims: Pick<Claims, "noCallOutCharge">): TitleSuffixes | null {
  return claims.noCallOutCharge ? { long: " | No Call Out Charge", short: " | No Call Out" } : null;
}

export interface TitleSuffixes {
  long: string;
  /** For a title the long suffix would take past 60 characters. */
  short: string;
}

interface ClaimKind {
  claim: string;
  pattern: RegExp;
  /** What to write instead. */
  use: string;
  /** Its switch in data/business.yaml: text inside `{{#if <switch>}}` may say it. */
  switch?: ClaimSwitch;
}

/**
 * Claims typed into text, each with the placeholder or field that says it
 * instead. "VAT" and the scheme names are matched in capitals only, so
 * "private" or "nsid" never trip them.
 */
const CLAIM_KINDS: ClaimKind[] = [
  { claim: "VAT", pattern: /\bVAT\b/, use: "{{vat}} or {{terms}} (vat in data/business.yaml)" },
  {
    claim: "a guarantee",
    pattern: /\bguarantee[ds]?\b/i,
    use: "{{guarantee}} or {{terms}} (guarantee in data/business.yaml)",
  },
  {
    claim: "insurance cover",
    pattern: /\b(fully )?insured\b|\bpublic liability\b/i,
    use: "{{terms}} (insurance in data/business.yaml)",
  },
  {
    claim: "an accreditation",
    pattern:
      /\b(NSI|SSAIB|CAI)\b|Confederation of Aerial Industries|National Security Inspectorate/,
    use: "{{terms}} (accreditations in data/business.yaml)",
  },
  {
    claim: "a rating",
    // "Rated 4.9", "top-rated", not "IP-rated" or "rated for outdoor use".
    pattern:
      /\b\d(\.\d)? ?(out of|\/) ?5\b|\b\d+ (customer )?reviews\b|\b(highly|top|best)[- ]rated\b|\brated (us|\d)|\bfive[- ]star/i,
    use: "the rating and reviewsProfile fields of data/business.yaml",
  },
  {
    claim: "free quotes",
    pattern: /\bfree (fixed )?(quote|survey)s?\b|\bquotes? (are|is) free\b/i,
    use: "{{#if freeQuotes}}...{{/if}} (freeQuotes in data/business.yaml)",
    switch: "freeQuotes",
  },
  {
    claim: "no call-out charge",
    // "call out" as a noun; "call us" or "call-back" are not it.
    pattern: /\bcall[- ]?outs?\b/i,
    use: "{{#if noCallOutCharge}}...{{/if}} (noCallOutCharge in data/business.yaml)",
    switch: "noCallOutCharge",
  },
  {
    claim: "same-day service",
    pattern: /\bsame[- ]day\b/i,
    use: "{{#if sameDayService}}...{{/if}} (sameDayService in data/business.yaml)",
    switch: "sameDayService",
  },
];

const BLOCK_TOKEN = /\{\{(#if|#unless) [^}]*\}\}|\{\{\/(if|unless)\}\}|\{\{else\}\}/g;

/**
 * `text` without what each `{{#if <name>}}` says while the switch is on: from
 * the tag to its own `{{else}}` or `{{/if}}`, blocks nested inside included.
 */
function withoutSwitchedText(text: string, name: ClaimSwitch): string {
  const open = `{{#if ${name}}}`;
  let result = "";
  let from = 0;
  for (let at = text.indexOf(open); at >= 0; at = text.indexOf(open, from)) {
    result += text.slice(from, at);
    let depth = 0;
    let end = text.length;
    BLOCK_TOKEN.lastIndex = at + open.length;
    for (let token = BLOCK_TOKEN.exec(text); token; token = BLOCK_TOKEN.exec(text)) {
      if (token[0].startsWith("{{#")) depth += 1;
      else if (depth > 0 && token[0] !== "{{else}}") depth -= 1;
      else if (depth === 0) {
        end = token.index;
        break;
      }
    }
    result += " ";
    from = end;
  }
  return result + text.slice(from);
}

/** Handlebars expressions are where claims come from, and link targets (/guarantee) are not text. */
const NOT_TEXT = /\{\{[^}]*\}\}|\]\([^)]*\)/g;

/**
 * The first claim typed into `text`, with what it matched; undefined when there
 * is none. `allowed`: switches whose claim this text may state (business.yaml's
 * own text while the switch is on).
 */
export function typedClaim(
  text: string,
  allowed: readonly ClaimSwitch[] = [],
): { claim: string; matched: string; use: string } | undefined {
  for (const { claim, pattern, use, switch: name } of CLAIM_KINDS) {
    if (name && allowed.includes(name)) continue;
    const unswitched = name ? withoutSwitchedText(text, name) : text;
    const match = pattern.exec(unswitched.replace(NOT_TEXT, " "));
    if (match) return { claim, matched: match[0], use };
  }
  return undefined;
}
