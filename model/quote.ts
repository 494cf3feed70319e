/**
 * The quote request: one zod schema, used by the form in the browser (errors
 * as the visitor types) and by the server (the only check that counts).
 */
import { z } from "zod";
import { MULTI_LINE, ONE_LINE } from "./escape";

export const SERVICES = [
  { value: "tv-aerial", label: "TV aerial" },
  { value: "satellite-dish", label: "Satellite dish" },
  { value: "wifi-mesh", label: "Wi-Fi or mesh network" },
  { value: "starlink", label: "Starlink" },
  { value: "ajax-security", label: "Ajax alarm or CCTV" },
  { value: "other", label: "Something else" },
] as const;

export const PREFERRED_TIMES = [
  { value: "any", label: "Any time" },
  { value: "morning", label: "Morning (07:00-12:00)" },
  { value: "afternoon", label: "Afternoon (12:00-17:00)" },
  { value: "evening", label: "Evening (17:00-20:00)" },
  { value: "weekend", label: "Weekend" },
] as const;

type ServiceValue = (typeof SERVICES)[number]["value"];
type PreferredTimeValue = (typeof PREFERRED_TIMES)[number]["value"];

const values = <T extends string>(options: readonly { value: T }[]) =>
  options.map((option) => option.value) as [T, ...T[]];

/** UK postcode, full ("OX18 3AB") or district only ("OX18"). */
const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?(?: ?\d[A-Z]{2})?$/;

export const QuoteRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, { error: "Please tell us your name." })
    .max(100, { error: "Please keep your name under 100 characters." })
    // A line break forged a record in `npm run leads`; ESC and the like acted on the owner's terminal.
    .regex(ONE_LINE, { error: "Please write your name on one line, without special characters." }),
  phone: z
    .string()
    .trim()
    .refine((text) => /^[\d\s()+-]*$/.test(text), {
      error: "A phone number has only digits, spaces and + ( ) -.",
    })
    .refine(
      (text) => {
        const digits = text.replace(/\D/g, "");
        return digits.length >= 10 && digits.length <= 13;
      },
      { error: "Please give a phone number we can call, e.g. 01993 123456." },
    ),
  email: z
    .string()
    .trim()
    .max(200, { error: "Please keep the e-mail address under 200 characters." })
    .refine((text) => text === "" || z.email().safeParse(text).success, {
      error: "That e-mail address does not look right, e.g. name@example.co.uk.",
    }),
  postcode: z
    .string()
    .trim()
    .transform((text) => text.toUpperCase().replace(/\s+/g, " "))
    .refine((text) => POSTCODE.test(text), {
      error: "Please give your postcode, e.g. OX18 3AB (or just OX18).",
    }),
  service: z.enum(values<ServiceValue>(SERVICES), {
    error: "Please choose what you need.",
  }),
  message: z
    .string()
    // Browsers send a textarea's line breaks as CR LF: one kind of line break is stored.
    .overwrite((text) => text.replace(/\r\n?|[\u2028\u2029]/g, "\n").replace(/\t/g, " "))
    .trim()
    .max(2000, { error: "Please keep the message under 2,000 characters." })
    .regex(MULTI_LINE, { error: "Please remove the special characters from your message." }),
  preferredTime: z.enum(values<PreferredTimeValue>(PREFERRED_TIMES), {
    error: "Please choose a time, or 'Any time'.",
  }),
});

export type QuoteRequest = z.output<typeof QuoteRequestSchema>;
export type QuoteField = keyof QuoteRequest;
/** What the form holds: text as typed. */
export type QuoteFormValues = Record<QuoteField, string>;
export type QuoteFieldErrors = Partial<Record<QuoteField, string>>;

export const QUOTE_FIELDS: QuoteField[] = [
  "name",
  "phone",
  "email",
  "postcode",
  "service",
  "message",
  "preferredTime",
];

export const EMPTY_QUOTE: QuoteFormValues = {
  name: "",
  phone: "",
  email: "",
  postcode: "",
  service: "",
  message: "",
  preferredTime: "any",
};

/** Hidden field that people never fill in and form-filling robots do. */
export const HONEYPOT_FIELD = "website";

/**
 * Set in a form the form server rendered again for a post from the site, so the
 * corrected post is sent back to the site too. Never a URL: only the site's own.
 */
export const FROM_SITE_FIELD = "fromSite";

/** Pages that show the form, so a re-rendered form goes back to the right one. */
export const QUOTE_FORM_PAGES = ["/contact", "/instant-quote"] as const;
export type QuoteFormPage = (typeof QUOTE_FORM_PAGES)[number];

export type QuoteValidation =
  { ok: true; request: QuoteRequest } | { ok: false; errors: QuoteFieldErrors };

/** Checks raw form input; on failure, the first message for each field. */
export function validateQuote(input: Partial<Record<string, unknown>>): QuoteValidation {
  const candidate = Object.fromEntries(
    QUOTE_FIELDS.map((field) => [field, typeof input[field] === "string" ? input[field] : ""]),
  );
  const parsed = QuoteRequestSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: QuoteFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as QuoteField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Keeps only the known fields, as strings, for showing the form again. */
export function quoteFormValues(input: Partial<Record<string, unknown>>): QuoteFormValues {
  const result = { ...EMPTY_QUOTE };
  for (const field of QUOTE_FIELDS) {
    const value = input[field];
    if (typeof value === "string") result[field] = value.slice(0, 4000);
  }
  return result;
}

/** What a failed plain post left in the form, when the server renders it again. */
export interface QuoteFormState {
  values: QuoteFormValues;
  errors: QuoteFieldErrors;
  formError?: string;
}

/**
 * A page's working quote form: where it posts and, rendered by the server, what a
 * failed post left in it. A page given none has no server to take the form.
 */
export interface QuoteFormSetup {
  /** QUOTE_ENDPOINT on the page's own server, or absolute on the form server. */
  endpoint: string;
  /** Rendered by the form server for a post from the site: the next answer goes back there. */
  fromSite?: boolean;
  state?: QuoteFormState;
}
