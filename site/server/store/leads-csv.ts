/** Quote requests as CSV (RFC 4180) for a spreadsheet. */
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

export function csvCell(value: string | number): string {
  const text = String(value);
  // Quote when needed; a leading = + - @ is defused so a spreadsheet shows text, not a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function leadsCsv(leads: Lead[]): string {
  const rows = [
    COLUMNS.join(","),
    ...leads.map((lead) => COLUMNS.map((c) => csvCell(lead[c])).join(",")),
  ];
  return `${rows.join("\r\n")}\r\n`;
}
