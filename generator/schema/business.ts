/** data/business.yaml: the business's facts and every claim it makes. */
import { z } from "zod";
import { SWITCHED_POINTS } from "../../model/claims";
import { COUNTIES } from "../../model/counties";
import { FORM_ORIGIN_RULE, isFormOrigin } from "../../model/form-origin";
import { LOCAL_SERVICE_PAGES } from "../../model/services";
import { coordinatesSchema, kebabId, outcode, prose, shortText, text } from "./fields";

/**
 * An IANA zone name ("Europe/London"), as Intl knows it. Intl also takes offsets ("+01:00"),
 * which know no summer time: those are refused by their shape.
 */
function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  // A canonical name is in Intl's list, which is quick; only the rest (aliases such as "GB", any
  // case) pay for the formatter, which sets up its zone data on every run.
  if (Intl.supportedValuesOf("timeZone").includes(name)) return true;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const money = z.number().int().nonnegative();
const phoneLine = z.strictObject({
  label: text,
  number: z
    .string()
    .regex(/^0\d{3,4} ?\d{3} ?\d{3,4}$/, { error: 'expected a UK number such as "01632 960000"' }),
});
const range = z.strictObject({
  min: z.number().nonnegative(),
  max: z.number().nonnegative(),
});

/** A selling point the owner switches: true says it wherever the site does, false nowhere. */
const claimSwitch = (says: string) =>
  z
    .boolean({ error: "expected true (the site says it) or false (no page does)" })
    .describe(`true: the site says "${says}"; false: no page does.`);

const businessFields = z.strictObject({
  name: text,
  siteUrl: z
    .url({ protocol: /^https?$/, error: "expected an absolute http(s) address" })
    .refine((url) => !url.endsWith("/"), {
      error: "expected no trailing slash",
    }),
  formOrigin: z
    .string()
    .refine(isFormOrigin, { error: FORM_ORIGIN_RULE })
    .nullable()
    .default(null)
    .describe(
      "The server that takes the quote form and the not-found report when the site is on a static host; null: none.",
    ),
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
  timeZone: z
    .string()
    .refine(isTimeZone, { error: 'expected an IANA time zone such as "Europe/London"' })
    .default("Europe/London")
    .describe("The business's own clock (an IANA time zone): `npm run leads` shows times by it."),
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
  sellingPoints: z
    .array(text)
    .min(1)
    .describe("The owner's own selling points; the switched claims below add theirs."),
  socialCardPoints: z
    .array(text)
    .describe(
      "The selling points the social preview cards show, each one of sellingPoints or a switched claim's point; [] for none.",
    ),
  freeQuotes: claimSwitch(SWITCHED_POINTS.freeQuotes),
  noCallOutCharge: claimSwitch(
    `${SWITCHED_POINTS.noCallOutCharge}, and the " | No Call Out Charge" title suffix`,
  ),
  sameDayService: claimSwitch(SWITCHED_POINTS.sameDayService),
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
  services: z
    .array(
      z.strictObject({
        id: kebabId.describe("Its section's anchor on /services."),
        name: shortText(40).describe("Short name, for lists and links."),
        title: shortText(60).optional().describe("Heading of its card; the name if not given."),
        summary: shortText(200).describe("For its card; may use the business placeholders."),
        price: shortText(40)
          .optional()
          .describe('How a town\'s link gives the starting price: "from {{price.starlinkDish}}".'),
        local: z
          .enum(LOCAL_SERVICE_PAGES)
          .optional()
          .describe("Towns link the service to their own page of this kind."),
      }),
    )
    .min(1)
    .describe("The services, in the order every page lists them."),
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

/**
 * A card says only what the site's own list says. A switched claim's point is
 * accepted whether on or off, and the card leaves it out while it is off
 * (model/social-images.ts), so one switch turns it off everywhere.
 */
export const businessSchema = businessFields.superRefine((business, context) => {
  const known = [...Object.values(SWITCHED_POINTS), ...business.sellingPoints];
  business.socialCardPoints.forEach((point, index) => {
    if (!known.includes(point))
      context.addIssue({
        code: "custom",
        path: ["socialCardPoints", index],
        input: point,
        message: `expected one of sellingPoints or a switched claim's point (${known.map((p) => JSON.stringify(p)).join(", ")})`,
      });
  });
  // The switched points are said by their switches: listed here too, they would be two lists to keep in step.
  business.sellingPoints.forEach((point, index) => {
    const switched = Object.entries(SWITCHED_POINTS).find(
      ([, words]) => words.toLowerCase() === point.toLowerCase(),
    );
    if (switched)
      context.addIssue({
        code: "custom",
        path: ["sellingPoints", index],
        input: point,
        message: `${JSON.stringify(point)} is said by the ${switched[0]} switch; remove it from this list and set ${switched[0]}: true`,
      });
  });
});
export type BusinessData = z.infer<typeof businessSchema>;
