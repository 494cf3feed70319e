/**
 * The business's claims: VAT, the guarantee, insurance, accreditations and the
 * rating. Each is said only from data/business.yaml, and every sentence that
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

interface ClaimKind {
  claim: string;
  pattern: RegExp;
  /** What to write instead. */
  use: string;
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
];

/** Handlebars expressions are where claims come from, and link targets (/guarantee) are not text. */
const NOT_TEXT = /\{\{[^}]*\}\}|\]\([^)]*\)/g;

/** The first claim typed into `text`, with what it matched; undefined when there is none. */
export function typedClaim(
  text: string,
): { claim: string; matched: string; use: string } | undefined {
  const plain = text.replace(NOT_TEXT, " ");
  for (const { claim, pattern, use } of CLAIM_KINDS) {
    const match = pattern.exec(plain);
    if (match) return { claim, matched: match[0], use };
  }
  return undefined;
}
