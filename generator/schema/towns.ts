/**
 * data/towns/<slug>.md: a dedicated town's own sections, added to its town page
 * after the typical job. Front matter, then `## Title {#id}` sections in Markdown.
 */
import { z } from "zod";
import { text } from "./fields";

/** Which of the page's own nearby places a list names, so "such as ..." stays true. */
const nearbySelection = z.union([
  z.strictObject({ first: z.number().int().positive().describe("The first n, nearest first.") }),
  z.strictObject({ last: z.number().int().positive().describe("The last n of the list.") }),
  z.strictObject({ all: z.literal(true) }),
  z.strictObject({
    only: z
      .array(text)
      .min(1)
      .describe("Those of these places that are on the list, in its order."),
  }),
]);

export const townSectionsFrontMatterSchema = z.strictObject({
  line: text
    .optional()
    .describe(
      "The label of one of data/business.yaml's regional lines: {{line}}, {{lineNumber}} and {{lineHref}}.",
    ),
  places: z
    .record(
      z.string().regex(/^[a-z][a-zA-Z]*$/, { error: "expected a camelCase name, e.g. villages" }),
      nearbySelection,
    )
    .default({})
    .describe("Named lists of nearby places, as {{places.<name>}} (empty when none is nearby)."),
});
export type NearbySelection = z.infer<typeof nearbySelection>;
