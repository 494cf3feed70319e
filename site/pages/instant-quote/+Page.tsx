import { InstantQuotePage } from "./InstantQuotePage";

export default function Page() {
  return <InstantQuotePage />;
}
