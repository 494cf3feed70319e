import type { Business, Link } from "./page-props";

/** The one list of site links, shared by the header and the footer. */
export const navLinks: Link[] = [
  { name: "Home", path: "/" },
  { name: "Areas we cover", path: "/areas" },
  { name: "Contact", path: "/contact" },
];

/** "01632 960000" → "tel:+441632960000". */
export function telHref(number: string): string {
  const compact = number.replace(/[^\d+]/g, "");
  if (compact.startsWith("+")) return `tel:${compact}`;
  if (compact.startsWith("0")) return `tel:+44${compact.slice(1)}`;
  return `tel:+${compact}`;
}

/** Chat link for the messaging app, e.g. https://wa.me/441632960000. */
export function messagingHref(b: Business): string {
  return `https://wa.me/${b.messaging.number.replace(/\D/g, "")}`;
}
