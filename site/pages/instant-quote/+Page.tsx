import { InstantQuotePage } from "./instant-quote-page";

export default function Page() {
  return <InstantQuotePage />;
}
