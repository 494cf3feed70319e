import { hydrateRoot } from "react-dom/client";
import { CALCULATOR_ID, Calculator } from "./calculator";
import type { EstimateTerms } from "./estimate";

/** The page is pre-rendered with the calculator in it; this attaches its handlers. */
export function mountCalculator(): void {
  const container = document.getElementById(CALCULATOR_ID);
  const terms = container?.dataset.terms;
  if (!container || terms === undefined) return;
  // As the page rendered it: with the page's prices, and the button only where there is a form to fill in.
  hydrateRoot(
    container,
    <Calculator
      withForm={container.dataset.withForm === "true"}
      terms={JSON.parse(terms) as EstimateTerms}
    />,
  );
}
