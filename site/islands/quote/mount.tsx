/** Replaces the plain quote form with the island, keeping what the visitor or the server put in it. */
import { QueryClientProvider } from "@tanstack/react-query";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { QUOTE_ENDPOINT } from "../../../model/form-origin";
import { createQueryClient } from "../api/query-client";
import { Toaster } from "../toast/toaster";
import { QUOTE_FORM_ID } from "./quote-form";
import { QuoteFormIsland } from "./quote-form-island";
import {
  FROM_SITE_FIELD,
  QUOTE_FIELDS,
  QUOTE_FORM_PAGES,
  quoteFormValues,
  type QuoteFieldErrors,
} from "../../../model/quote";

export function mountQuoteForm(): void {
  const container = document.getElementById("quote-form-island");
  const form = document.getElementById(QUOTE_FORM_ID) as HTMLFormElement | null;
  if (!container || !form) return;
  const sourcePage =
    QUOTE_FORM_PAGES.find((page) => page === container.dataset.sourcePage) ?? "/contact";
  const input: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === "string") input[key] = value;
  });
  const initialErrors: QuoteFieldErrors = {};
  for (const field of QUOTE_FIELDS) {
    const message = document.getElementById(`quote-${field}-error`)?.textContent;
    if (message) initialErrors[field] = message;
  }
  // The island may arrive while the visitor is typing: keep their place.
  const focusedId = document.activeElement?.id;
  const toastRoot = document.createElement("div");
  document.body.append(toastRoot);
  const queryClient = createQueryClient();
  // Rendered at once, not on React's next tick: until the island has replaced
  // the plain form, a keystroke or an Enter would go to the form being replaced.
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <QuoteFormIsland
          // The attribute as written (form.action would be resolved against the page).
          endpoint={form.getAttribute("action") ?? QUOTE_ENDPOINT}
          fromSite={input[FROM_SITE_FIELD] === "1"}
          sourcePage={sourcePage}
          initialValues={quoteFormValues(input)}
          initialErrors={initialErrors}
          focusedId={focusedId && form.contains(document.activeElement) ? focusedId : undefined}
          confirmation={container.dataset.confirmation ?? ""}
        />
      </QueryClientProvider>,
    ),
  );
  createRoot(toastRoot).render(<Toaster />);
  container.dataset.island = "ready";
}
