import { hydrateRoot } from "react-dom/client";
import { QUOTE_FORM_ID } from "../quote/quote-form";
import { Calculator } from "./calculator";

/** The page is pre-rendered with the calculator in it; this attaches its handlers. */
export function mountCalculator(): void {
  const container = document.getElementById("instant-quote-calculator");
  // As the page was rendered: with the button only where there is a form to fill in.
  const withForm = document.getElementById(QUOTE_FORM_ID) !== null;
  if (container) hydrateRoot(container, <Calculator withForm={withForm} />);
}
