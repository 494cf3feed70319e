/**
 * What a content template may refer to. The validator rejects any other name
 * before anything is rendered, so a typo is reported with its file and key.
 */
import { CLAIM_SWITCHES, type ClaimSwitch } from "../../model/claims";
import { CONTENT_FAMILIES, type ContentFamily } from "../../model/families";

export const TEXT_FIELDS = [
  "location",
  "county",
  "area",
  "nearby",
  "nearest",
  "towns",
  "settlement",
  "transmitter",
  "station",
  "transmitterFacing",
  "transmitterDistance",
  "elements",
  "alternatives",
  "alternativeNames",
  "competing",
  "parentFacing",
  "parent",
  "region",
  "regions",
  "dishAzimuth",
  "dishElevation",
  "housingTypes",
  "propertyType",
  "challenges",
  "postcode",
  "postcodes",
  "fromBase",
  "base",
  "council",
  "starlinkSpeed",
  "starlinkLatency",
  "ajaxHubDevices",
] as const;

/**
 * True or false for each place. The text fields that may be empty can stand
 * in an #if too: alternatives (and alternativeNames, the same stations by name
 * only), housingTypes, challenges, competing (empty unless
 * stations compete), parentFacing, and transmitterFacing, transmitterDistance and
 * elements, empty where a relay's site or signal is not published. `decided` is
 * false where stations compete and a meter on site decides.
 */
export const FLAG_FIELDS = [
  "rural",
  "commercial",
  "relay",
  "located",
  "decided",
  "publicServiceOnly",
  "town",
] as const;

export const BLOCK_HELPERS = ["if", "unless"] as const;

/**
 * The selling-point switches of data/business.yaml, true or false on every
 * template: a sentence says one only inside `{{#if freeQuotes}}` and the like.
 */
export type ClaimFlags = Record<ClaimSwitch, boolean>;

export type TemplateContext = Record<(typeof TEXT_FIELDS)[number], string> &
  Record<(typeof FLAG_FIELDS)[number], boolean> &
  ClaimFlags;

export const ALLOWED_FIELDS: readonly string[] = [
  ...TEXT_FIELDS,
  ...FLAG_FIELDS,
  ...CLAIM_SWITCHES,
];

/**
 * Business facts that editorial content (content families, blog, postcode
 * templates) may use, so prices and numbers live only in data/business.yaml.
 */
export const BUSINESS_FIELDS = [
  "business",
  "phone",
  "base",
  "years",
  "terms",
  "vat",
  "guarantee",
  "guaranteeCapitalised",
  "accreditations",
  "openingHours",
  "aerialLeadTime",
  "services",
  "price.skyDish",
  "price.starlinkDish",
  "price.starlinkComplex",
  "price.wifiAccessPoint",
  "price.ajaxStarter",
  "price.ajaxStandard",
  "price.ajaxComplete",
  "starlink.speed",
  "starlink.latency",
  "ajax.hubDevices",
  ...CLAIM_SWITCHES,
  "aQuote",
  "quoteTerms",
  "quoteTermsCapitalised",
  "quoteTermsSentence",
] as const;

export interface BusinessContext extends ClaimFlags {
  business: string;
  /** "a free quote", or "a quote": "Call {{phone}} for {{aQuote}}." */
  aQuote: string;
  /**
   * Where a sentence offered both: "free quotes and no call-out charge", either
   * alone while the other is off, or "" (then `{{#if quoteTerms}}` leaves the clause out).
   */
  quoteTerms: string;
  /** "Free quotes and no call-out charge", for the start of a sentence. */
  quoteTermsCapitalised: string;
  /** "Quotes are free and there is no call-out charge.", either half alone, or "". */
  quoteTermsSentence: string;
  phone: string;
  base: string;
  years: number;
  /** The claims switched on in data/business.yaml, as words (model/claims.ts); empty when off. */
  terms: string;
  vat: string;
  guarantee: string;
  /** The guarantee phrase at the start of a sentence or list item: "A 5-year guarantee". */
  guaranteeCapitalised: string;
  accreditations: string;
  /** The opening hours in words: "Monday to Sunday, 07:00 to 20:00". */
  openingHours: string;
  /** "Usually within 24-48 hours", then "; the same day for emergencies" while sameDayService is on. */
  aerialLeadTime: string;
  /** The services as a Markdown list of links to their sections on /services. */
  services: string;
  price: Record<
    | "skyDish"
    | "starlinkDish"
    | "starlinkComplex"
    | "wifiAccessPoint"
    | "ajaxStarter"
    | "ajaxStandard"
    | "ajaxComplete",
    string
  >;
  starlink: { speed: string; latency: string };
  ajax: { hubDevices: number };
}

/** templates/content.yaml adds the entry's short name. */
export const FAMILY_TEMPLATE_FIELDS: readonly string[] = [...BUSINESS_FIELDS, "name"];

/**
 * data/pages: the business facts, and the working details the fixed pages
 * state. sellingPoints, regionalPhones and countyPlaceCounts are Markdown lists, one "- " line an
 * item, for a line of their own (so is reviewLinks, empty while there are none); phoneLink is the main number as a Markdown link. The flags:
 * reviewsPage while /reviews-testimonials has something to show, openSunday while we open on Sundays.
 */
export const PAGE_TEXT_FIELDS = [
  "aerialLeadTimeMidSentence",
  "afterHours",
  "ajaxBatteryYears",
  "email",
  "messaging",
  "sellingPoints",
  "baseCounty",
  "basePostcode",
  "siteUrl",
  "areas",
  "payment",
  "paymentOr",
  "paymentAnd",
  "currencyName",
  "phoneLabel",
  "profileDescription",
  "profileDescriptionLength",
  "emailDomain",
  "countyPlaceCounts",
  "regionalPhones",
  "phoneLink",
  "messagingLink",
  "reviewLinks",
] as const;
export const PAGE_FLAG_FIELDS = ["reviewsPage", "openSunday"] as const;
/** familyEntries.<family>: the family's entries as the catalogue lists them, a Markdown list for {.summary-list}. */
export const PAGE_FAMILY_FIELDS = CONTENT_FAMILIES.map((family) => `familyEntries.${family}`);
export const PAGE_TEMPLATE_FIELDS: readonly string[] = [
  ...BUSINESS_FIELDS,
  ...PAGE_TEXT_FIELDS,
  ...PAGE_FLAG_FIELDS,
  ...PAGE_FAMILY_FIELDS,
];
export type PageContext = BusinessContext &
  Record<(typeof PAGE_TEXT_FIELDS)[number], string> &
  Record<(typeof PAGE_FLAG_FIELDS)[number], boolean> & {
    familyEntries: Record<ContentFamily, string>;
  };

/** templates/postcode.yaml: the district and its places. */
export const POSTCODE_TEXT_FIELDS = [
  "outcode",
  "town",
  "county",
  "places",
  "placeCount",
  "transmitter",
  "fromBase",
  "service",
] as const;
export const POSTCODE_TEMPLATE_FIELDS: readonly string[] = [
  ...BUSINESS_FIELDS,
  ...POSTCODE_TEXT_FIELDS,
  "rural",
];
export type PostcodeContext = BusinessContext &
  Record<(typeof POSTCODE_TEXT_FIELDS)[number], string> & { rural: boolean };

/** templates/chat.yaml: place-neutral values for its placeholders, for any visitor; its allowed fields are these. */
export const ANY_PLACE = {
  location: "your area",
  county: "your county",
  area: "the villages around you",
  nearby: "the villages around you",
  transmitter: "local",
  challenges: "hills, trees and solid walls",
  housingTypes: "older stone houses and newer estates",
  propertyType: "home",
  postcode: "your postcode",
  rural: false,
  commercial: false,
};

export const CHAT_TEMPLATE_FIELDS: readonly string[] = [
  ...Object.keys(ANY_PLACE),
  ...CLAIM_SWITCHES,
];
