/** The content people write: content families, blog articles, postcode pages, reviews. */
import { z } from "zod";
import { type ContentFamily } from "../../model/families";
import {
  faqItem,
  kebabId,
  metaDescription,
  outcode,
  prose,
  shortText,
  sitePath,
  text,
} from "./fields";

// Content families, blog articles and postcode pages: data written
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
