import { prerenderedQuoteForm } from "../../renderer/form-origin";
import { InstantQuotePage } from "./instant-quote-page";

export default function Page() {
  return <InstantQuotePage quote={prerenderedQuoteForm} />;
}
