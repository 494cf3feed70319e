/**
 * Schemas for every file in data/ and templates/. The same schemas produce
 * the JSON Schemas in data/schema/, which give the owner's editor completion.
 */
import { z } from "zod";
import { COUNTIES } from "../model/counties";
import { MULTI_LINE, ONE_LINE } from "../model/escape";
import { CONTENT_FAMILIES, type ContentFamily } from "../model/families";

export const BUSINESS_TYPES = ["residential", "mixed", "commercial", "rural"] as const;
export const PLACE_TYPES = ["city", "town", "village", "hamlet"] as const;

const outcode = z
  .string()
  .regex(/^[A-Z]{1,2}\d[A-Z\d]?$/, { error: "expected a postcode district such as OX28" });

/** "OX28", "OX13-OX14", or runs joined by commas: "SN1-SN3, SN5, SN25". */
const postcodeRange = z
  .string()
  .regex(
    /^[A-Z]{1,2}\d[A-Z\d]?(-[A-Z]{1,2}\d[A-Z\d]?)?(, [A-Z]{1,2}\d[A-Z\d]?(-[A-Z]{1,2}\d[A-Z\d]?)?)*$/,
    {
      error: 'expected a district or range such as "OX28" or "OX13-OX14"',
    },
  );

/** Names, titles, labels, list items: one line, no control characters (see escape.ts). */
const text = z.string().trim().min(1, { error: "expected some text" }).regex(ONE_LINE, {
  error: "expected one line of text, without line breaks or control characters",
});
/** Paragraphs and Markdown: line breaks and tabs, but no other control characters. */
const prose = z.string().trim().min(1, { error: "expected some text" }).regex(MULTI_LINE, {
  error: "expected text without control characters (line breaks and tabs are fine)",
});
const kebabId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "expected a lowercase-hyphenated id" });

export const coordinatesSchema = z.strictObject({
  lat: z
    .number({ error: "expected a number" })
    .min(49, { error: "expected a latitude between 49 and 61 (Great Britain)" })
    .max(61, {
      error: "expected a latitude between 49 and 61 (Great Britain)",
    }),
  lng: z
    .number({ error: "expected a number" })
    .min(-8, { error: "expected a longitude between -8 and 2 (Great Britain)" })
    .max(2, {
      error: "expected a longitude between -8 and 2 (Great Britain)",
    }),
});

export const locationSchema = z.strictObject({
  name: text.describe("The name shown on the site; its slug is the page address."),
  officialName: text
    .optional()
    .describe("The Ordnance Survey form where it differs, e.g. Abingdon-on-Thames."),
  county: z.enum(COUNTIES),
  council: text.describe(
    "The local planning authority, e.g. West Oxfordshire District Council: the district the place lies in.",
  ),
  postcode: postcodeRange,
  mainPostcode: outcode,
  coordinates: coordinatesSchema,
  type: z
    .enum(PLACE_TYPES)
    .describe("Ordnance Survey classification: city, town, village or hamlet."),
  businessType: z.enum(BUSINESS_TYPES),
  population: z.number().int().positive().optional(),
  nearbyAreas: z.array(text).describe("Nearest places, nearest first; names of other entries."),
  keyFeatures: z.array(text),
  landmarks: z.array(text).optional(),
  housingStock: z.array(kebabId).optional(),
  signalChallenges: z.array(kebabId).optional(),
  serviceWindows: z.array(kebabId).optional(),
  transmitter: kebabId
    .optional()
    .describe(
      "Id in data/transmitters.yaml, where research shows a station other than the rule's choice.",
    ),
  alsoTransmitters: z
    .array(kebabId)
    .optional()
    .describe(
      "Ids of other stations research shows homes here also use; named beside the main one.",
    ),
  transmitterInfo: text.optional(),
});

export const locationsSchema = z.array(locationSchema);

const option = z.strictObject({ id: kebabId, label: text, note: text });
/** A signal challenge says what it troubles, so a TV paragraph never names a Wi-Fi cause. */
const challenge = option.extend({ affects: z.enum(["tv", "wifi", "broadband"]) });

export const optionsSchema = z.strictObject({
  housingStock: z.array(option).length(8, { error: "expected exactly 8 housing stock options" }),
  signalChallenges: z
    .array(challenge)
    .length(7, { error: "expected exactly 7 signal challenge options" }),
  serviceWindows: z.array(option).length(7, { error: "expected exactly 7 service window options" }),
});

export const POLARISATIONS = ["horizontal", "vertical"] as const;
export const MULTIPLEX_SETS = ["all", "public-service"] as const;

const stationFields = {
  id: kebabId,
  name: text,
  site: text,
  gridReference: text
    .optional()
    .describe("The published Ordnance Survey grid reference of the mast."),
  region: text,
  note: text.optional(),
  sources: z.array(text).min(1, { error: "expected at least one source for the facts" }),
};

/** A main station: its position and signal are always published. */
const mainStation = z.strictObject({
  ...stationFields,
  kind: z.literal("main"),
  coordinates: coordinatesSchema,
  polarisation: z.enum(POLARISATIONS),
  multiplexes: z
    .enum(MULTIPLEX_SETS)
    .describe("all: the six national multiplexes; public-service: PSB1-PSB3 only."),
});

/** A relay: many small relays' sites and signals are not published, so those facts are optional. */
const relayStation = z.strictObject({
  ...stationFields,
  kind: z.literal("relay"),
  parent: kebabId.describe("The main station whose programmes it carries."),
  coordinates: coordinatesSchema.optional(),
  polarisation: z.enum(POLARISATIONS).optional(),
  multiplexes: z.enum(MULTIPLEX_SETS).optional(),
  serves: z
    .array(text)
    .default([])
    .describe("Places its sources name as served, by their names in locations.yaml."),
});

const transmitterSchema = z.discriminatedUnion("kind", [mainStation, relayStation]);

export const transmittersSchema = z.strictObject({
  transmitters: z.array(transmitterSchema),
});

const money = z.number().int().nonnegative();
const phoneLine = z.strictObject({
  label: text,
  number: z
    .string()
    .regex(/^0\d{3,4} ?\d{3} ?\d{3,4}$/, { error: 'expected a UK number such as "01632 960000"' }),
});
const range = z.strictObject({ min: z.number().nonnegative(), max: z.number().nonnegative() });

export const businessSchema = z.strictObject({
  name: text,
  siteUrl: z
    .url({ protocol: /^https?$/, error: "expected an absolute http(s) address" })
    .refine((url) => !url.endsWith("/"), {
      error: "expected no trailing slash",
    }),
  email: z.email(),
  base: z.strictObject({
    town: text,
    county: z.enum(COUNTIES),
    postcode: outcode,
    coordinates: coordinatesSchema,
  }),
  phone: z.strictObject({ main: phoneLine, regional: z.array(phoneLine) }),
  messaging: z.strictObject({
    label: text,
    number: z.string().regex(/^\d{10,15}$/, { error: "expected digits only, international form" }),
  }),
  openingHours: z.strictObject({
    days: z.array(z.enum(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"])).min(1),
    opens: z.string().regex(/^\d\d:\d\d$/),
    closes: z.string().regex(/^\d\d:\d\d$/),
  }),
  priceRange: text,
  paymentAccepted: z.array(text).min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
  afterHours: prose.describe("What happens outside the opening hours, shown beside them."),
  rating: z.strictObject({
    value: z.number(),
    count: z.number().int(),
    best: z.number(),
    worst: z.number(),
  }),
  reviewsProfile: z
    .strictObject({ label: text, url: z.url({ protocol: /^https$/ }) })
    .nullable()
    .describe("Where the reviews behind the rating can be read; the rating shows only beside it."),
  /** Where customers leave reviews (Google, Facebook...): empty until the owner adds the real links. */
  reviewLinks: z.array(z.strictObject({ label: text, url: z.url({ protocol: /^https$/ }) })),
  yearsExperience: z.number().int().positive(),
  sellingPoints: z.array(text).min(1),
  vat: z
    .enum(["not-registered", "included", "added"])
    .nullable()
    .describe("not-registered: no VAT to add; included or added; null says nothing about VAT."),
  guarantee: z
    .strictObject({
      years: z.number().int().positive(),
      covers: z.array(text).min(1),
      excludes: z.array(text),
      howToClaim: prose,
    })
    .nullable(),
  insurance: z
    .strictObject({ cover: money.positive(), insurer: text.optional() })
    .nullable()
    .describe("Public liability insurance, only with a current policy."),
  accreditations: z
    .array(
      z.strictObject({
        name: text,
        short: text.optional(),
        url: z.url({ protocol: /^https$/ }).optional(),
      }),
    )
    .describe("Trade bodies and approval schemes, only with a current membership."),
  aerialLeadTime: text,
  prices: z.strictObject({
    skyDishFrom: money,
    starlink: z.strictObject({
      dishFrom: money,
      complexMountingFrom: money,
      wifiAccessPointFrom: money,
    }),
    ajax: z.strictObject({
      starterKitFrom: money,
      standardSecurityFrom: money,
      completeProtectionFrom: money,
    }),
  }),
  starlink: z.strictObject({ speedMbps: range, latencyMs: range }),
  ajax: z.strictObject({ hubDevices: z.number().int().positive(), batteryYears: z.array(text) }),
});

// Templates: every string is Handlebars source; counts are those of SPEC §3 and §5.
const variants = (count: number, element: z.ZodString = text) =>
  z.array(element).length(count, { error: `expected exactly ${count} variants` });
const item = z.strictObject({ title: text, body: prose });
const faqGroup = z
  .array(z.strictObject({ question: text, answer: prose }))
  .length(2, { error: "expected exactly 2 questions in each FAQ group" });

const pageTemplateBase = {
  seo: z.strictObject({
    titles: variants(8),
    descriptions: variants(8),
    keywords: z.strictObject({
      base: z.array(text).length(11, { error: "expected exactly 11 base keyword phrases" }),
      extras: z.strictObject({
        residential: z.array(text).min(1),
        mixed: z.array(text).min(1),
        commercial: z.array(text).min(1),
        rural: z.array(text).min(1),
      }),
    }),
  }),
  faq: z.array(faqGroup).length(9, { error: "expected exactly 9 FAQ groups" }),
};

export const townTemplatesSchema = z.strictObject({
  ...pageTemplateBase,
  content: z.strictObject({
    intro: variants(5, prose),
    receptionProfile: variants(5, prose),
    servicesContext: variants(5, prose),
    caseStudies: z.array(item).length(5, { error: "expected exactly 5 case studies" }),
  }),
});

export const starlinkTemplatesSchema = z.strictObject({
  ...pageTemplateBase,
  content: z.strictObject({
    whyChoose: variants(5, prose),
    services: z.array(item).length(4, { error: "expected exactly 4 services" }),
    benefits: z.array(text).min(3),
    coverage: variants(5, prose),
    closing: variants(5, prose),
  }),
});

export const ajaxTemplatesSchema = z.strictObject({
  ...pageTemplateBase,
  content: z.strictObject({
    whyChoose: variants(5, prose),
    services: z.array(item).length(5, { error: "expected exactly 5 services" }),
    benefits: z.array(text).min(3),
    equipment: z.array(item).length(4, { error: "expected exactly 4 equipment cards" }),
    nearbyIntro: variants(5, prose),
    closing: variants(5, prose),
  }),
});

export type Location = z.infer<typeof locationSchema>;
export type Options = z.infer<typeof optionsSchema>;
export type Transmitters = z.infer<typeof transmittersSchema>;
export type Transmitter = Transmitters["transmitters"][number];
export type BusinessData = z.infer<typeof businessSchema>;
export type TownTemplates = z.infer<typeof townTemplatesSchema>;
export type StarlinkTemplates = z.infer<typeof starlinkTemplatesSchema>;
export type AjaxTemplates = z.infer<typeof ajaxTemplatesSchema>;

// Content families, blog articles and postcode pages (SPEC §2): data written
// by people, Markdown bodies, Handlebars placeholders for business facts.

export const PLACE_KINDS = ["rural", "standard", "commercial"] as const;

export const BLOG_CATEGORIES = [
  "local-guides",
  "pricing-guides",
  "installation-tips",
  "wi-fi-solutions",
  "emergency-services",
  "product-reviews",
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const BLOG_CATEGORY_NAMES: Record<BlogCategory, string> = {
  "local-guides": "Local guides",
  "pricing-guides": "Pricing guides",
  "installation-tips": "Installation tips",
  "wi-fi-solutions": "Wi-Fi solutions",
  "emergency-services": "Emergency repairs",
  "product-reviews": "Product reviews",
};

const sitePath = z.string().regex(/^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/, {
  error: 'expected a site path such as "/problems/no-tv-signal"',
});
const shortText = (max: number) => text.max(max, { error: `expected at most ${max} characters` });
const metaDescription = text
  .min(100, { error: "expected at least 100 characters (search results show about 155)" })
  .max(160, { error: "expected at most 160 characters" });
const faqItem = z.strictObject({ question: text, answer: prose });

const entryBase = {
  name: shortText(40).describe("Short name: link text, breadcrumb and list entry."),
  title: shortText(70).describe("The page's h1."),
  description: metaDescription,
  summary: shortText(200).describe("One sentence for lists and related links."),
  body: prose.describe('Markdown; sections start with "## ".'),
  faq: z.array(faqItem).max(6).default([]),
  towns: z.array(text).default([]).describe("Places from data/locations.yaml this entry suits."),
  suits: z.array(z.enum(PLACE_KINDS)).default([]),
  related: z.array(sitePath).max(6).default([]),
};
const slugged = { slug: kebabId, ...entryBase };

const familyIndex = z.strictObject({
  title: shortText(70),
  description: metaDescription,
  intro: prose,
});

function familyFile<T extends z.ZodType>(entry: T) {
  return z.strictObject({ index: familyIndex, entries: z.array(entry).min(1) });
}

export const contentFileSchemas = {
  problems: familyFile(z.strictObject(slugged)),
  comparisons: familyFile(z.strictObject(slugged)),
  equipment: familyFile(z.strictObject(slugged)),
  services: familyFile(z.strictObject(slugged)),
  industries: familyFile(z.strictObject(slugged)),
  guides: familyFile(z.strictObject(slugged)),
  neighborhoods: familyFile(z.strictObject({ ...slugged, town: text, postcode: outcode })),
  landmarks: familyFile(z.strictObject({ ...slugged, town: text })),
  locations: familyFile(z.strictObject({ ...slugged, town: text, problem: kebabId })),
  "local-services": familyFile(z.strictObject({ path: sitePath, ...entryBase, town: text })),
} satisfies Record<ContentFamily, z.ZodType>;

/** Every family's entry, as the later stages see it: the extras optional. */
export interface ContentEntry {
  slug?: string;
  path?: string;
  name: string;
  title: string;
  description: string;
  summary: string;
  body: string;
  faq: { question: string; answer: string }[];
  towns: string[];
  suits: (typeof PLACE_KINDS)[number][];
  related: string[];
  town?: string;
  postcode?: string;
  problem?: string;
}
export interface ContentFile {
  index: z.infer<typeof familyIndex>;
  entries: ContentEntry[];
}

export const blogFrontMatterSchema = z.strictObject({
  title: shortText(70),
  description: metaDescription,
  date: z.iso
    .date({ error: "expected a date as YYYY-MM-DD" })
    .describe("The day the article was first published; never changed by an edit."),
  updated: z.iso
    .date({ error: "expected a date as YYYY-MM-DD" })
    .optional()
    .describe("The day of the last edit worth telling readers about."),
  category: z.enum(BLOG_CATEGORIES),
  towns: z.array(text).default([]),
  summary: shortText(200),
});
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

export const POSTCODE_SERVICES = [
  "tv-aerial-installation",
  "tv-aerial-repair",
  "satellite-dish-installation",
  "wifi-installation",
  "starlink-installation",
  "ajax-alarm-installation",
] as const;

export const postcodesSchema = z.strictObject({
  districts: z
    .array(
      z.strictObject({
        path: sitePath.describe("/postcode/ox28, or a short page such as /ox7 or /gl7-lechlade."),
        outcode,
        town: text.describe("The district's main place, from data/locations.yaml."),
      }),
    )
    .min(1),
  services: z.array(z.strictObject({ service: z.enum(POSTCODE_SERVICES), outcode, town: text })),
});
export type Postcodes = z.infer<typeof postcodesSchema>;

/**
 * data/outcodes.yaml: the centre of each postcode district around the base
 * (ONS), so the postcode check can say how far a district we list no place in lies.
 */
export const outcodeCentreSchema = z.strictObject({
  outcode: outcode.describe("The postcode district, e.g. OX18."),
  lat: coordinatesSchema.shape.lat,
  lng: coordinatesSchema.shape.lng,
});
export const outcodesSchema = z.array(outcodeCentreSchema);
export type OutcodeCentre = z.infer<typeof outcodeCentreSchema>;

export const reviewsSchema = z.strictObject({
  reviews: z
    .array(
      z.strictObject({
        author: text.describe("As the customer agreed to be named, e.g. 'Sam, Witney'."),
        date: z.iso.date(),
        rating: z.number().int().min(1).max(5),
        text: prose,
        source: text.describe("Where it was left: Google, Facebook, by e-mail with consent."),
      }),
    )
    .default([]),
});
export type Reviews = z.infer<typeof reviewsSchema>;

const familyTemplate = z.strictObject({
  titles: variants(8),
  closing: variants(5, prose),
});

export const contentTemplatesSchema = z.strictObject(
  Object.fromEntries(CONTENT_FAMILIES.map((family) => [family, familyTemplate])) as Record<
    ContentFamily,
    typeof familyTemplate
  >,
);
export type ContentTemplates = z.infer<typeof contentTemplatesSchema>;

const serviceTemplate = z.strictObject({
  name: text,
  intro: variants(5, prose),
  points: z.array(text).min(3),
  links: z.array(sitePath).min(1),
});

export const postcodeTemplatesSchema = z.strictObject({
  district: z.strictObject({
    titles: variants(8),
    descriptions: variants(8),
    intro: variants(5, prose),
    closing: variants(5, prose),
  }),
  service: z.strictObject({
    titles: variants(8),
    descriptions: variants(8),
    services: z.strictObject(
      Object.fromEntries(POSTCODE_SERVICES.map((service) => [service, serviceTemplate])) as Record<
        (typeof POSTCODE_SERVICES)[number],
        typeof serviceTemplate
      >,
    ),
  }),
});
export type PostcodeTemplates = z.infer<typeof postcodeTemplatesSchema>;

// The owner's photos (data/photos/photos.yaml): each names an image file in
// data/photos/ and says what it shows. Alt text is required: a photo without
// it is no use to anyone who cannot see it.

/** Screen readers read alt text in one go: past this it should be a caption. */
export const ALT_MAX = 150;

export const photoSchema = z.strictObject({
  file: z
    .string()
    .regex(/^[\w][\w .-]*(\/[\w][\w .-]*)*$/, {
      error: 'expected a file name inside data/photos/, e.g. "2026-05-aerial-witney.jpg"',
    })
    .describe("The image file, relative to data/photos/."),
  alt: text
    .max(ALT_MAX, {
      error: `expected at most ${ALT_MAX} characters: put the rest in caption`,
    })
    .describe(
      "What the photo shows, for people who cannot see it, e.g. 'New aerial on a stone chimney'. Required.",
    ),
  caption: shortText(200)
    .optional()
    .describe("Shown under the photo on /gallery and the pages it is tagged with."),
  place: text
    .optional()
    .describe(
      "A place from data/locations.yaml, written as its `name`: the photo shows on its pages.",
    ),
  service: kebabId
    .optional()
    .describe("The slug of an entry of data/content/services.yaml: the photo shows on its page."),
  date: z.iso
    .date({ error: "expected a date as YYYY-MM-DD" })
    .describe("The day the photo was taken (not in the future)."),
});
export const photosSchema = z.array(photoSchema);
export type PhotoEntry = z.infer<typeof photoSchema>;
