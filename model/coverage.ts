/**
 * "Do you cover me?": a postcode or district in, an answer out, from the
 * district table the generator writes (site/generated/coverage.ts, made by
 * coverage-table.ts). Pure and small: the server's /coverage page and the
 * island in the browser run this one function over the same table.
 */
import { isValid, toNormalised, toOutcode, validOutcode } from "postcode";
import type { Link } from "./page-props";
import { formatMiles } from "./geo";

export interface CoveredDistrict {
  /** From the base to the district's centre. */
  miles: number;
  /** Every place of the district (a place belongs to each district its `postcode` covers). */
  places: Link[];
  /** The district's postcode pages, where data/postcodes.yaml has them. */
  pages: Link[];
}

export interface CoverageTable {
  /** The base town the distances are measured from: "Carterton". */
  base: string;
  /** A district we list no place in, up to this far away (centre to base), is a near miss. */
  nearMissMiles: number;
  /** Districts with places we list, by outcode. */
  covered: Record<string, CoveredDistrict>;
  /** Every other district with a known centre: miles from the base, by outcode. */
  others: Record<string, number>;
}

export type CoverageAnswer =
  | { kind: "invalid"; reason: "empty" | "not-a-postcode" }
  | ({ kind: "covered"; postcode: string; district: string } & CoveredDistrict)
  | { kind: "near"; postcode: string; district: string; miles: number }
  /** `miles` is absent for a district whose centre we do not have (London, Scotland...). */
  | { kind: "outside"; postcode: string; district: string; miles?: number };

/** The longest postcode, AA9A 9AA, is 7 characters without its space: longer input is not one. */
const MAX_POSTCODE_CHARACTERS = 7;

/**
 * A full postcode ("OX18 3AB", "ox183ab") or a district ("OX18", "ox18"),
 * whatever its case and spacing, normalised; or why it is not one.
 */
export function parsePostcode(
  input: string,
): { postcode: string; district: string } | "empty" | "not-a-postcode" {
  const compact = input.replace(/\s+/g, "").toUpperCase();
  if (compact === "") return "empty";
  if (compact.length > MAX_POSTCODE_CHARACTERS) return "not-a-postcode";
  if (validOutcode(compact)) return { postcode: compact, district: compact };
  const postcode = isValid(compact) ? toNormalised(compact) : null;
  const district = postcode && toOutcode(postcode);
  return postcode && district ? { postcode, district } : "not-a-postcode";
}

export function checkPostcode(table: CoverageTable, input: string): CoverageAnswer {
  const parsed = parsePostcode(input);
  if (typeof parsed === "string") return { kind: "invalid", reason: parsed };
  const { postcode, district } = parsed;
  const covered = Object.hasOwn(table.covered, district) ? table.covered[district] : undefined;
  if (covered) return { kind: "covered", postcode, district, ...covered };
  const miles = Object.hasOwn(table.others, district) ? table.others[district] : undefined;
  if (miles !== undefined && miles <= table.nearMissMiles)
    return { kind: "near", postcode, district, miles };
  return miles === undefined
    ? { kind: "outside", postcode, district }
    : { kind: "outside", postcode, district, miles };
}

/** What the visitor reads: the same words on the server's page and from the island. */
export interface CoverageMessage {
  tone: "yes" | "near" | "no" | "error";
  heading: string;
  lines: string[];
  /** The places of a covered district. */
  places: Link[];
  /** Its postcode pages. */
  pages: Link[];
  /** Said before the phone number, which the page shows as a link. */
  call: string;
}

const EXAMPLE = "For example OX18 3AB, or just the first part, OX18.";

/** `aQuote`: "a free quote" or "a quote", from the freeQuotes switch (model/claims.ts sellingWords). */
export function describeAnswer(
  answer: CoverageAnswer,
  base: string,
  aQuote: string,
): CoverageMessage {
  const none = { places: [], pages: [] };
  switch (answer.kind) {
    case "invalid":
      return {
        tone: "error",
        heading:
          answer.reason === "empty"
            ? "Please enter your postcode"
            : "That does not look like a UK postcode",
        lines: [EXAMPLE],
        ...none,
        call: "Or simply call us on",
      };
    case "covered":
      return {
        tone: "yes",
        heading: `Yes, we cover ${answer.postcode}`,
        lines: [
          `${answer.district} is ${formatMiles(answer.miles)} from our base in ${base}. The places we cover in ${answer.district}:`,
        ],
        places: answer.places,
        pages: answer.pages,
        call: `For ${aQuote}, call us on`,
      };
    case "near":
      return {
        tone: "near",
        heading: "Just outside our usual area: call us",
        lines: [
          `The centre of ${answer.district} is ${formatMiles(answer.miles)} from our base in ${base}, a little beyond the towns and villages we list. We can often still help: ask us.`,
        ],
        ...none,
        call: "Call us on",
      };
    case "outside":
      return {
        tone: "no",
        heading: `${answer.postcode} is outside our area`,
        lines: [
          answer.miles === undefined
            ? `${answer.district} is not one of the postcode districts around our base in ${base}, so we are unlikely to be able to come.`
            : `The centre of ${answer.district} is ${formatMiles(answer.miles)} from our base in ${base}, too far for our usual visits.`,
        ],
        ...none,
        call: "If you are not sure, call us on",
      };
  }
}
