/**
 * The quote form with JavaScript: checks fields as the visitor leaves them,
 * sends JSON through the call layer, shows the server's errors by field and
 * confirms with a toast. Same markup as the plain form it replaces.
 */
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { apiRequest, parseApiError } from "../api/query-client";
import { toasts } from "../toast/toast-store";
import { QUOTE_FORM_ID, QuoteForm } from "./quote-form";
import {
  HONEYPOT_FIELD,
  QUOTE_FIELDS,
  quoteFormValues,
  validateQuote,
  type QuoteField,
  type QuoteFieldErrors,
  type QuoteFormPage,
  type QuoteFormValues,
} from "../../../model/quote";

function formInput(form: HTMLFormElement): Record<string, string> {
  const input: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === "string") input[key] = value;
  });
  return input;
}

export function QuoteFormIsland({
  endpoint,
  fromSite,
  sourcePage,
  initialValues,
  initialErrors,
  focusedId,
  confirmation,
}: {
  /** The plain form's own action: the island posts where the page's form would. */
  endpoint: string;
  fromSite: boolean;
  sourcePage: QuoteFormPage;
  initialValues: QuoteFormValues;
  initialErrors: QuoteFieldErrors;
  /** The field that had focus in the plain form this island replaced. */
  focusedId?: string;
  /** What the toast says once a request is sent: "We will call you back…", as the page words it. */
  confirmation: string;
}) {
  useEffect(() => {
    if (!focusedId) return;
    const field = document.getElementById(focusedId);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
    } else field?.focus();
  }, [focusedId]);
  const [errors, setErrors] = useState<QuoteFieldErrors>(initialErrors);
  const [formError, setFormError] = useState<string | undefined>();
  // A new key re-mounts the form, emptying it after a request is sent.
  const [formKey, setFormKey] = useState(0);
  const [values, setValues] = useState(initialValues);
  const touched = useRef(new Set<QuoteField>());

  const send = useMutation({
    mutationFn: (body: Record<string, string>) => apiRequest("POST", endpoint, body),
    onSuccess: () => {
      touched.current.clear();
      setErrors({});
      setFormError(undefined);
      setValues(quoteFormValues({}));
      setFormKey((key) => key + 1);
      toasts.toast({
        title: "Thank you: we have your request",
        description: confirmation,
      });
    },
    onError: (error) => {
      const failure = parseApiError(error);
      if (failure?.status === 400) {
        try {
          const body = JSON.parse(failure.body) as { errors?: QuoteFieldErrors };
          if (body.errors) return setErrors(body.errors);
        } catch {
          // Not the JSON we expected: fall through to the general message.
        }
      }
      const message =
        failure?.status === 429
          ? "You have sent several requests in a short time. Please phone us instead."
          : "Your request could not be sent. Please try again, or phone us.";
      setFormError(message);
      toasts.toast({ title: "Not sent", description: message, variant: "error" });
    },
  });

  /** A field's error from its current value; `show` false only keeps or clears one already shown. */
  const recheck = (field: QuoteField, show: boolean) => {
    const form = document.getElementById(QUOTE_FORM_ID) as HTMLFormElement | null;
    if (!form) return;
    const result = validateQuote(formInput(form));
    const fieldError = result.ok ? undefined : result.errors[field];
    setErrors((current) => {
      const next = { ...current };
      if (fieldError && (show || current[field])) next[field] = fieldError;
      else delete next[field];
      return next;
    });
  };
  const onFieldBlur = (field: QuoteField, _value: string) => {
    touched.current.add(field);
    recheck(field, true);
  };
  // A mistake clears while the visitor puts it right, not on leaving the field: otherwise the
  // message vanishes as they press Send, the button moves up under the pointer and the press is lost.
  const onFieldInput = (field: QuoteField) => {
    if (errors[field]) recheck(field, false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = formInput(form);
    setValues(quoteFormValues(input));
    const result = validateQuote(input);
    if (!result.ok) {
      setErrors(result.errors);
      setFormError(undefined);
      const first = QUOTE_FIELDS.find((field) => result.errors[field]);
      if (first) document.getElementById(`quote-${first}`)?.focus();
      return;
    }
    setErrors({});
    send.mutate({ ...input, sourcePage, [HONEYPOT_FIELD]: input[HONEYPOT_FIELD] ?? "" });
  };

  return (
    <QuoteForm
      key={formKey}
      endpoint={endpoint}
      fromSite={fromSite}
      values={values}
      errors={errors}
      formError={formError}
      sourcePage={sourcePage}
      pending={send.isPending}
      onSubmit={onSubmit}
      onFieldBlur={onFieldBlur}
      onFieldInput={onFieldInput}
    />
  );
}
