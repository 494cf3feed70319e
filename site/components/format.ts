import { formatMoney } from "../../model/text";
import { business } from "../generated/business";
import type { Business } from "../../model/page-props";

const count = new Intl.NumberFormat("en-GB");

/** 1499 → "£1,499". */
export function formatPrice(amount: number): string {
  return formatMoney(amount, business.currency);
}

/** 1499 → "from £1,499". */
export function formatFrom(amount: number): string {
  return `from ${formatPrice(amount)}`;
}

/** 12345 → "12,345". */
export function formatCount(n: number): string {
  return count.format(n);
}

const dayNames: Record<string, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};
const week = Object.keys(dayNames);

/** ["Mo".."Su"], "07:00", "20:00" → "Monday to Sunday, 07:00 to 20:00". */
export function formatOpeningHours(hours: Business["openingHours"]): string {
  const { days, opens, closes } = hours;
  const first = week.indexOf(days[0] ?? "");
  const consecutive = days.length > 2 && first >= 0 && days.every((d, i) => week[first + i] === d);
  const name = (d: string) => dayNames[d] ?? d;
  const dayText = consecutive
    ? `${name(days[0]!)} to ${name(days[days.length - 1]!)}`
    : days.map(name).join(", ");
  return `${dayText}, ${opens} to ${closes}`;
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
