import { ContactPage } from "./contact-page";

export default function Page() {
  return <ContactPage />;
}
