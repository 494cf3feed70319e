/** One formatter per currency: making one costs far more than using it, and every page shows prices. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Whole amounts of money as the site writes them: formatMoney(1499, "GBP") → "£1,499". */
export function formatMoney(amount: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

/** Byte-order comparison: the same on every machine, whatever its locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Rendered template text to paragraphs: blank lines separate, single line breaks fold. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
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
export function formatOpeningHours(hours: {
  days: readonly string[];
  opens: string;
  closes: string;
}): string {
  const { days, opens, closes } = hours;
  const first = week.indexOf(days[0] ?? "");
  const consecutive = days.length > 2 && first >= 0 && days.every((d, i) => week[first + i] === d);
  const name = (d: string) => dayNames[d] ?? d;
  const dayText = consecutive
    ? `${name(days[0]!)} to ${name(days[days.length - 1]!)}`
    : days.map(name).join(", ");
  return `${dayText}, ${opens} to ${closes}`;
}

/** "a 5-year guarantee" → "A 5-year guarantee". */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** ["4", "7", "10+"] → "4, 7 or 10+": the alternatives as a sentence names them. */
export function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

/** A count and its noun, "1 file" or "3 files": `many` for a noun whose plural is not `one` + "s". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
