/** Quote requests as CSV (RFC 4180) for a spreadsheet. */
import { escapeUnsafe } from "../../../model/escape";
import type { Lead } from "./leads";

const COLUMNS: (keyof Lead)[] = [
  "id",
  "createdAt",
  "name",
  "phone",
  "email",
  "postcode",
  "service",
  "preferredTime",
  "message",
  "sourcePage",
];

/** Columns whose text may run over several lines. */
const MULTI_LINE_COLUMNS: ReadonlySet<keyof Lead> = new Set(["message"]);

export function csvCell(value: string | number, { multiLine = false } = {}): string {
  // Control characters escaped (the CSV goes to standard output, often a terminal); a
  // multi-line cell keeps its line feeds, quoted.
  const text = escapeUnsafe(String(value), { keepLineFeeds: multiLine });
  // Quote when needed; a leading = + - @ is defused so a spreadsheet shows text, not a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function leadsCsv(leads: Lead[]): string {
  const rows = [
    COLUMNS.join(","),
    ...leads.map((lead) =>
      COLUMNS.map((c) => csvCell(lead[c], { multiLine: MULTI_LINE_COLUMNS.has(c) })).join(","),
    ),
  ];
  return `${rows.join("\r\n")}\r\n`;
}
