/**
 * The quote form, rendered into the page at build time, again by the server
 * with errors when a plain (no-JavaScript) post fails, and by the island in
 * the browser. A plain POST form first: every part works without scripts.
 */
import type { FormEventHandler } from "react";
import {
  EMPTY_QUOTE,
  FROM_SITE_FIELD,
  HONEYPOT_FIELD,
  PREFERRED_TIMES,
  SERVICES,
  type QuoteField,
  type QuoteFieldErrors,
  type QuoteFormPage,
  type QuoteFormSetup,
  type QuoteFormValues,
} from "../../../model/quote";

export interface QuoteFormProps {
  endpoint: string;
  fromSite?: boolean;
  values: QuoteFormValues;
  errors: QuoteFieldErrors;
  /** A message about the whole form, e.g. too many requests. */
  formError?: string;
  sourcePage: QuoteFormPage;
  pending?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onFieldBlur?: (field: QuoteField, value: string) => void;
  /** Each change to a field, so a mistake shown can clear as soon as it is put right. */
  onFieldInput?: (field: QuoteField) => void;
}

export const QUOTE_FORM_ID = "quote-form";

const LABELS: Record<QuoteField, string> = {
  name: "Your name",
  phone: "Phone number",
  email: "E-mail (optional)",
  postcode: "Postcode",
  service: "What do you need?",
  message: "Anything we should know? (optional)",
  preferredTime: "Best time to call",
};

const inputId = (field: QuoteField) => `quote-${field}`;
const errorId = (field: QuoteField) => `quote-${field}-error`;

export function QuoteForm({
  endpoint,
  fromSite = false,
  values,
  errors,
  formError,
  sourcePage,
  pending = false,
  onSubmit,
  onFieldBlur,
  onFieldInput,
}: QuoteFormProps) {
  const errorCount = Object.keys(errors).length;
  const fieldProps = (field: QuoteField) => ({
    id: inputId(field),
    name: field,
    defaultValue: values[field],
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorId(field) : undefined,
    onBlur: onFieldBlur
      ? (event: { currentTarget: { value: string } }) =>
          onFieldBlur(field, event.currentTarget.value)
      : undefined,
    onChange: onFieldInput ? () => onFieldInput(field) : undefined,
  });
  const label = (field: QuoteField) => <label htmlFor={inputId(field)}>{LABELS[field]}</label>;
  const error = (field: QuoteField) =>
    errors[field] ? (
      <p id={errorId(field)} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      id={QUOTE_FORM_ID}
      className="quote-form"
      method="post"
      action={endpoint}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={formError || errorCount > 0 ? "quote-form-summary" : undefined}
    >
      {(formError || errorCount > 0) && (
        <p id="quote-form-summary" className="form-summary" role="alert">
          {formError ??
            `Please correct ${errorCount === 1 ? "the field" : `the ${errorCount} fields`} marked below.`}
        </p>
      )}
      <input type="hidden" name="sourcePage" value={sourcePage} />
      {fromSite && <input type="hidden" name={FROM_SITE_FIELD} value="1" />}
      <div className="field">
        {label("name")}
        <input {...fieldProps("name")} type="text" autoComplete="name" required />
        {error("name")}
      </div>
      <div className="field">
        {label("phone")}
        <input {...fieldProps("phone")} type="tel" autoComplete="tel" inputMode="tel" required />
        {error("phone")}
      </div>
      <div className="field">
        {label("email")}
        <input {...fieldProps("email")} type="email" autoComplete="email" />
        {error("email")}
      </div>
      <div className="field">
        {label("postcode")}
        <input
          {...fieldProps("postcode")}
          type="text"
          autoComplete="postal-code"
          autoCapitalize="characters"
          required
        />
        {error("postcode")}
      </div>
      <div className="field">
        {label("service")}
        <select {...fieldProps("service")} required>
          <option value="">Choose a service</option>
          {SERVICES.map((service) => (
            <option key={service.value} value={service.value}>
              {service.label}
            </option>
          ))}
        </select>
        {error("service")}
      </div>
      <div className="field">
        {label("preferredTime")}
        <select {...fieldProps("preferredTime")}>
          {PREFERRED_TIMES.map((time) => (
            <option key={time.value} value={time.value}>
              {time.label}
            </option>
          ))}
        </select>
        {error("preferredTime")}
      </div>
      <div className="field">
        {label("message")}
        <textarea {...fieldProps("message")} rows={4} />
        {error("message")}
      </div>
      {/* Robots fill in every field; people never see this one. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="quote-website">Leave this empty</label>
        <input
          id="quote-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <p>
        <button className="button button-primary" type="submit" disabled={pending}>
          {pending ? "Sending..." : "Send my quote request"}
        </button>
      </p>
      <p className="form-note">We use these details only to reply to you about this request.</p>
    </form>
  );
}

/**
 * The form as a page carries it, inside the container its island replaces
 * (mount.tsx). `confirmation`: what the island says once a request is sent,
 * given by the page from the business data, which the island does not import.
 */
export function PageQuoteForm({
  quote,
  sourcePage,
  confirmation,
}: {
  quote: QuoteFormSetup;
  sourcePage: QuoteFormPage;
  confirmation: string;
}) {
  return (
    <div id="quote-form-island" data-source-page={sourcePage} data-confirmation={confirmation}>
      <QuoteForm
        endpoint={quote.endpoint}
        fromSite={quote.fromSite}
        values={quote.state?.values ?? EMPTY_QUOTE}
        errors={quote.state?.errors ?? {}}
        formError={quote.state?.formError}
        sourcePage={sourcePage}
      />
    </div>
  );
}
