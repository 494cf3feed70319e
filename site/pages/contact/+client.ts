import "../../islands/boot";
import { onFirstUse } from "../../islands/on-first-use";

onFirstUse("quote-form-island", () =>
  import("../../islands/quote/mount").then(({ mountQuoteForm }) => mountQuoteForm()),
);
