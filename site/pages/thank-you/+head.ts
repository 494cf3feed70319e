import type { PageHead } from "../../../model/page-props";
import { selling } from "../../components/claims";
import { fixedHead } from "../../renderer/fixed-head";

// A page reached only after sending the form: kept out of search results.
const head: PageHead = {
  ...fixedHead({
    title: "Thank You for Your Quote Request",
    description: `We have your quote request and will call you back${selling.sameDay ? `, ${selling.sameDay}` : ""}. For anything urgent, phone us.`,
    path: "/thank-you",
    crumb: "Thank you",
  }),
  robots: "noindex,nofollow",
};

export default head;
