import { formatMoney } from "../../model/text";
import { business } from "../generated/business";

/** 1499 → "£1,499". */
export function formatPrice(amount: number): string {
  return formatMoney(amount, business.currency);
}

/** 1499 → "from £1,499". */
export function formatFrom(amount: number): string {
  return `from ${formatPrice(amount)}`;
}

const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-05-14" → "14 May 2026". */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "Chipping Norton" → "chipping-norton", for ids and anchors. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
