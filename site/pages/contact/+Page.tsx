import { ContactPage } from "./ContactPage";

export default function Page() {
  return <ContactPage />;
}
