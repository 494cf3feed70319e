/** The field types the data files share: one-line text, prose, ids, site paths, coordinates, postcode districts. */
import { z } from "zod";
import { MULTI_LINE, ONE_LINE } from "../../model/escape";

export const outcode = z
  .string()
  .regex(/^[A-Z]{1,2}\d[A-Z\d]?$/, { error: "expected a postcode district such as OX28" });

/** "OX28", "OX13-OX14", or runs joined by commas: "SN1-SN3, SN5, SN25". */
export const postcodeRange = z
  .string()
  .regex(
    /^[A-Z]{1,2}\d[A-Z\d]?(-[A-Z]{1,2}\d[A-Z\d]?)?(, [A-Z]{1,2}\d[A-Z\d]?(-[A-Z]{1,2}\d[A-Z\d]?)?)*$/,
    {
      error: 'expected a district or range such as "OX28" or "OX13-OX14"',
    },
  );

/** Names, titles, labels, list items: one line, no control characters (see escape.ts). */
export const text = z.string().trim().min(1, { error: "expected some text" }).regex(ONE_LINE, {
  error: "expected one line of text, without line breaks or control characters",
});
/** Paragraphs and Markdown: line breaks and tabs, but no other control characters. */
export const prose = z.string().trim().min(1, { error: "expected some text" }).regex(MULTI_LINE, {
  error: "expected text without control characters (line breaks and tabs are fine)",
});
export const kebabId = z
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

export const sitePath = z.string().regex(/^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/, {
  error: 'expected a site path such as "/problems/no-tv-signal"',
});
export const shortText = (max: number) =>
  text.max(max, { error: `expected at most ${max} characters` });
/**
 * A description's length as it reads with the claim switches on: a
 * `{{#if freeQuotes}}...{{/if}}` around a selling point is not text.
 */
function saidLength(value: string): number {
  const opens =
    value.match(/\{\{#if (freeQuotes|noCallOutCharge|sameDayService|quoteTerms)\}\}/g) ?? [];
  return value.length - opens.join("").length - opens.length * "{{/if}}".length;
}
export const metaDescription = text
  .refine((value) => saidLength(value) >= 100, {
    error: "expected at least 100 characters (search results show about 155)",
  })
  .refine((value) => saidLength(value) <= 160, { error: "expected at most 160 characters" });
export const faqItem = z.strictObject({ question: text, answer: prose });
