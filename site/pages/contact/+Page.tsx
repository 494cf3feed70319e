import { prerenderedQuoteForm } from "../../renderer/form-origin";
import { ContactPage } from "./contact-page";

export default function Page() {
  return <ContactPage quote={prerenderedQuoteForm} />;
}
