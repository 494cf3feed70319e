/** templates/: every string is Handlebars source; each list has the count its pages show. */
import { z } from "zod";
import { CONTENT_FAMILIES, type ContentFamily } from "../../model/families";
import { POSTCODE_SERVICES } from "./editorial";
import { prose, sitePath, text } from "./fields";

// Templates: every string is Handlebars source; each list has the count its pages show.
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
/** templates/chat.yaml: the chat widget's general questions, in FAQ groups as a page's. */
export const chatTemplatesSchema = z.strictObject({ faq: z.array(faqGroup).min(1) });

export type TownTemplates = z.infer<typeof townTemplatesSchema>;
export type StarlinkTemplates = z.infer<typeof starlinkTemplatesSchema>;
export type AjaxTemplates = z.infer<typeof ajaxTemplatesSchema>;
export type ChatTemplates = z.infer<typeof chatTemplatesSchema>;

/** The built-in kinds whose pages need computed facts have a schema (and a composer) of their own. */
export const OWN_PLACE_TEMPLATE_SCHEMAS = {
  town: townTemplatesSchema,
  starlink: starlinkTemplatesSchema,
  ajax: ajaxTemplatesSchema,
} as const;

/**
 * Any other kind: the shared seo and faq, a heading and lead, then sections
 * that are variants of prose (one chosen per place), cards or a list of points.
 */
const genericSection = z.union([
  z.strictObject({ heading: text, variants: variants(5, prose) }),
  z.strictObject({ heading: text, items: z.array(item).min(1) }),
  z.strictObject({ heading: text, points: z.array(text).min(1) }),
]);

export const genericPlaceTemplatesSchema = z.strictObject({
  ...pageTemplateBase,
  content: z.strictObject({
    heading: text,
    lead: variants(5, prose),
    sections: z.array(genericSection).min(1),
    nearbyHeading: text,
  }),
});
export type GenericPlaceTemplates = z.infer<typeof genericPlaceTemplatesSchema>;

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
