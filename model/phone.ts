/** Phone numbers as links and as text that stays on one line; shared by the site and the generator. */

/** Spaces that never break, so a phone number or a "Call …" label stays on one line. */
export function keepTogether(text: string): string {
  return text.replaceAll(" ", "\u00a0");
}

/** "01632 960000" → "tel:+441632960000". */
export function telHref(number: string): string {
  const compact = number.replace(/[^\d+]/g, "");
  if (compact.startsWith("+")) return `tel:${compact}`;
  if (compact.startsWith("0")) return `tel:+44${compact.slice(1)}`;
  return `tel:+${compact}`;
}

/** Chat link for the messaging app, e.g. https://wa.me/441632960000. */
export function messagingHref(b: { messaging: { number: string } }): string {
  return `https://wa.me/${b.messaging.number.replace(/\D/g, "")}`;
}
