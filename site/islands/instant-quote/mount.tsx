import { createRoot } from "react-dom/client";
import { Calculator } from "./Calculator";

export function mountCalculator(): void {
  const container = document.getElementById("instant-quote-calculator");
  if (container) createRoot(container).render(<Calculator />);
}
