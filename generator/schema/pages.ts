/** data/pages/<path>.md: the site's fixed prose pages, front matter then a Markdown body. */
import { z } from "zod";
import { kebabId, prose, sitePath, text } from "./fields";

const question = z.union([
  z.strictObject({
    question: text,
    answer: prose,
    link: z
      .strictObject({ name: text, path: sitePath })
      .optional()
      .describe('The FAQ layout\'s one "More:" link after the answer.'),
    links: z
      .array(z.strictObject({ name: text, path: sitePath }))
      .default([])
      .describe("The answers layout's links after the answer, joined by a dot."),
  }),
  z
    .strictObject({ guaranteeQuestion: z.literal(true) })
    .describe("The guarantee's question and answer from data/business.yaml, while there is one."),
]);

export const pageFrontMatterSchema = z.strictObject({
  title: text.describe("The page's title in search results and the browser tab."),
  // Cut to length at a word by the description rule (over 160: 157 and "..."), as the hand-written pages' heads were.
  description: text
    .min(100, { error: "expected at least 100 characters (search results show about 155)" })
    .max(200, { error: "expected at most 200 characters" }),
  crumb: text.optional().describe("The page's name in the breadcrumb trail; the title if absent."),
  trail: z
    .array(z.strictObject({ name: text, path: sitePath }))
    .default([])
    .describe("Breadcrumbs between Home and this page, e.g. the section it belongs to."),
  robots: z
    .enum(["index,follow", "noindex,follow"])
    .default("index,follow")
    .describe("noindex,follow keeps the page out of search results (the owner's tools)."),
  eyebrow: text.optional().describe("A short line above the heading."),
  h1: text.describe("The page's heading."),
  lead: prose.describe("The paragraph under the heading."),
  topics: z
    .array(z.strictObject({ id: kebabId, title: text, questions: z.array(question).min(1) }))
    .default([])
    .describe("Questions and answers by topic, each topic a section after the hero."),
  topicsLayout: z
    .enum(["faq", "answers"])
    .default("faq")
    .describe("faq: a list of questions and answers; answers: each answer its own article."),
  topicsNav: text.optional().describe("Names the list of links to the topics under the lead."),
  outro: prose.optional().describe("Markdown after the sections, before the closing buttons."),
  closing: z
    .strictObject({ title: text, text: prose })
    .optional()
    .describe("A last section (id closing) with Markdown and the phone and quote buttons."),
  callToAction: z
    .boolean()
    .default(true)
    .describe("The phone and quote buttons at the foot of the page."),
  quoteLabel: text
    .optional()
    .describe(
      'The quote button\'s words there; if absent, "Get a free quote" ("Get a quote" while freeQuotes is false).',
    ),
});
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;
