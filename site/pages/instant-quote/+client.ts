import "../../islands/boot";
import { mountCalculator } from "../../islands/instant-quote/mount";
import { onFirstUse } from "../../islands/on-first-use";

// The calculator is what this page is for: it starts at once; the form waits to be used.
mountCalculator();
onFirstUse("quote-form-island", () =>
  import("../../islands/quote/mount").then(({ mountQuoteForm }) => mountQuoteForm()),
);
