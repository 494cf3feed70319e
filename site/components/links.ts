import type { Link } from "../../model/page-props";
import { guaranteeWords } from "../../model/claims";
import { familyLink } from "../../model/routes";
import { business } from "../generated/business";

/** The one list of site links, shared by the header and the footer. */
export const navLinks: Link[] = [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
  { name: "Areas we cover", path: "/areas" },
  { name: "Prices", path: "/pricing" },
  { name: "Blog", path: "/blog" },
  { name: "Contact", path: "/contact" },
];

/** The footer's wider index: every section of the site within two clicks of any page. */
export const footerLinks: Link[] = [
  { name: "About us", path: "/about" },
  { name: "Why choose us", path: "/why-choose-us" },
  // Only while there is a guarantee: the page is built only then.
  ...(business.guarantee
    ? [{ name: guaranteeWords.title(business.guarantee), path: "/guarantee" }]
    : []),
  // Named as their pages name themselves (model/routes.ts).
  ...(
    [
      "problems",
      "guides",
      "comparisons",
      "equipment",
      "industries",
      "neighborhoods",
      "landmarks",
      "locations",
    ] as const
  ).map(familyLink),
  { name: "Service area map", path: "/service-area-map" },
  { name: "Transmitters", path: "/transmitter-dashboard" },
  { name: "FAQ", path: "/faq" },
  { name: "Reviews", path: "/reviews-testimonials" },
  { name: "Health and safety", path: "/health-and-safety" },
  { name: "Sitemap", path: "/sitemap" },
];
