/**
 * An edit of every kind of input the data has, each on a copy of the fixture's
 * texts: the run that keeps files by their keys writes exactly what a run that
 * makes everything writes. The business fields come from the schema, so a
 * field added there is edited here too; and so does every template file.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { parse, stringify } from "yaml";
import type { InputTexts } from "../../generator/load/load";
import type { GeneratedFiles } from "../../generator/pipeline";
import { businessSchema } from "../../generator/schema/business";
import {
  bothWays,
  FIXTURE_ROOT,
  fixtureTexts,
  generateFixture,
  replaceIn,
  type Edit,
} from "./fixture";

/** Every leaf of a parsed YAML value, with the path to it. */
function leaves(value: unknown, at: (string | number)[] = []): [(string | number)[], unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...at, i]));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...at, key]));
  return [[at, value]];
}

/** A different value of the same shape: a digit or letter changed, a number moved by one, a flag flipped. */
function nudged(value: unknown): unknown {
  if (typeof value === "number") return value + 1;
  if (typeof value === "boolean") return !value;
  if (typeof value !== "string") return undefined;
  const digit = /\d(?=\D*$)/.exec(value);
  if (digit)
    return (
      value.slice(0, digit.index) +
      String((Number(digit[0]) + 1) % 10) +
      value.slice(digit.index + 1)
    );
  const letter = /[a-z](?=[^a-z]*$)/i.exec(value);
  if (!letter) return undefined;
  const lower = letter[0].toLowerCase() === "e" ? "a" : "e";
  const other = letter[0] === letter[0].toUpperCase() ? lower.toUpperCase() : lower;
  return value.slice(0, letter.index) + other + value.slice(letter.index + 1);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `value` with the leaf at `at` replaced. */
function withLeaf(value: unknown, at: (string | number)[], leaf: unknown): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return leaf;
  if (Array.isArray(value))
    return value.map((item: unknown, i) => (i === head ? withLeaf(item, rest, leaf) : item));
  if (isRecord(value)) return { ...value, [head]: withLeaf(value[head], rest, leaf) };
  return value;
}

/**
 * Values for the fields the fixture leaves empty, which no nudge can change.
 * A field added to the schema that is neither nudged nor here fails its test.
 */
const FILLED: Record<string, unknown> = {
  formOrigin: "https://forms.example.org",
  priceRange: "£££",
  timeZone: "Europe/Dublin",
  socialCardPoints: ["Free quotes"],
  reviewsProfile: { label: "Reviews", url: "https://reviews.example.org/us" },
  reviewLinks: [{ label: "Google", url: "https://reviews.example.org/review" }],
  insurance: { cover: 5000000 },
  accreditations: [{ name: "Example Aerial Association" }],
};

/**
 * One edit of `field` of data/business.yaml that the schema still accepts:
 * its first leaf that takes a nudge, else null, else the value FILLED gives.
 */
function businessEdit(texts: InputTexts, field: string): Edit {
  const business: unknown = parse(texts["data/business.yaml"]!);
  if (!isRecord(business)) throw new Error("data/business.yaml is not a mapping");
  const candidates = [
    ...leaves(business[field], [field]).flatMap(([at, leaf]) => {
      const next = nudged(leaf);
      return next === undefined ? [] : [withLeaf(business, at, next)];
    }),
    ...(business[field] === null ? [] : [{ ...business, [field]: null }]),
    ...(field in FILLED ? [{ ...business, [field]: FILLED[field] }] : []),
  ];
  const edited = candidates.find((candidate) => businessSchema.safeParse(candidate).success);
  if (edited === undefined) throw new Error(`no edit of business.${field} the schema accepts`);
  return (edit) => {
    edit["data/business.yaml"] = stringify(edited);
  };
}

/** A template file with its first sentence (a text ending "." or "?") given one more word. */
const templateEdit =
  (file: string): Edit =>
  (edit) => {
    const template: unknown = parse(edit[file]!);
    const sentence = leaves(template).find(
      ([, leaf]) => typeof leaf === "string" && /[.?]$/.test(leaf),
    );
    if (sentence === undefined) throw new Error(`${file} has no sentence to edit`);
    const [at, text] = sentence;
    edit[file] = stringify(
      withLeaf(template, at, `${String(text).slice(0, -1)} again${String(text).slice(-1)}`),
    );
  };

let base: GeneratedFiles;
let texts: InputTexts;
beforeAll(async () => {
  base = await generateFixture(undefined, [], [], { version: "v1" });
  texts = await fixtureTexts();
});

const BUSINESS_FIELDS = Object.keys(businessSchema.shape);
const TEMPLATE_FILES = readdirSync(path.join(FIXTURE_ROOT, "templates")).filter((file) =>
  file.endsWith(".yaml"),
);

describe("an edit of any input: the incremental run equals a full one, byte for byte", () => {
  test.each(BUSINESS_FIELDS)("business.%s", async (field) => {
    const { incremental, full } = await bothWays(base, businessEdit(texts, field));
    expect(incremental.files).toEqual(full.files);
    expect(incremental.record).toEqual(full.record);
  });

  test.each(TEMPLATE_FILES)("templates/%s", async (template) => {
    const { incremental, full } = await bothWays(base, templateEdit(`templates/${template}`));
    expect(incremental.files).toEqual(full.files);
    expect(incremental.record).toEqual(full.record);
  });

  const edits: [string, Edit][] = [
    [
      "a transmitter's site",
      replaceIn(
        "data/transmitters.yaml",
        "{ lat: 51.308, lng: -1.245 }",
        "{ lat: 51.318, lng: -1.235 }",
      ),
    ],
    [
      "a housing option's label",
      replaceIn(
        "data/options.yaml",
        "label: Cotswold stone cottages",
        "label: Cotswold stone houses",
      ),
    ],
    [
      "a signal option's label",
      replaceIn("data/options.yaml", "label: hilly ground between", "label: steep ground between"),
    ],
    [
      "a service window's label",
      replaceIn(
        "data/options.yaml",
        "label: same-day emergency repairs",
        "label: same-day repairs",
      ),
    ],
    [
      "a place's coordinates",
      replaceIn(
        "data/locations.yaml",
        "{ lat: 51.7393, lng: -1.5883 }",
        "{ lat: 51.7493, lng: -1.5783 }",
      ),
    ],
    [
      "a place's name",
      (edit) => {
        edit["data/locations.yaml"] = edit["data/locations.yaml"]!.replaceAll(
          "Alvescot",
          "Alvescott",
        );
      },
    ],
    [
      "a content entry",
      replaceIn(
        "data/content/guides.yaml",
        "One line about retuning freeview.",
        "Another line about retuning.",
      ),
    ],
    [
      "an outcode's centre",
      replaceIn(
        "data/outcodes.yaml",
        "{ outcode: GL7, lat: 51.71092",
        "{ outcode: GL7, lat: 51.72092",
      ),
    ],
  ];

  test.each(edits)("%s", async (_name, edit) => {
    const { incremental, full } = await bothWays(base, edit);
    expect(incremental.files).toEqual(full.files);
    expect(incremental.record).toEqual(full.record);
  });
});
