import { hydrateRoot } from "react-dom/client";
import { Calculator } from "./calculator";

/** The page is pre-rendered with the calculator in it; this attaches its handlers. */
export function mountCalculator(): void {
  const container = document.getElementById("instant-quote-calculator");
  // As the page rendered it: with the button only where there is a form to fill in.
  if (container)
    hydrateRoot(container, <Calculator withForm={container.dataset.withForm === "true"} />);
}
