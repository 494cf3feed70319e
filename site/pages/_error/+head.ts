import type { PageHead } from "../../../model/page-props";
import { NOT_FOUND_PATH } from "../../../model/routes";
import { business } from "../../generated/business";
import { selling } from "../../components/claims";

// The exact document title ("404 - Page Not Found | " and the name); never indexed.
export default {
  title: `404 - Page Not Found | ${business.name}`,
  description: `The page you asked for is not here. Find your town, or call us for ${selling.aQuote}.`,
  keywords: [],
  canonical: NOT_FOUND_PATH,
  robots: "noindex,nofollow",
  image: { path: "/images/social/town.png", width: 1200, height: 630 },
  faqData: [],
  breadcrumbs: [],
  areaServed: [],
} satisfies PageHead;
