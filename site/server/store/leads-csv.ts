/** Quote requests as CSV (RFC 4180) for a spreadsheet. */
import { escapeUnsafe } from "../../../model/escape";
import type { Lead } from "./leads";

/** How a lead's time and service are shown (owner/lead-view.ts): as stored, unless given. */
export interface LeadCsvView {
  timeZone: string;
  time(iso: string): string;
  service(value: string): string;
}

const AS_STORED: LeadCsvView = { timeZone: "UTC", time: (iso) => iso, service: (value) => value };

interface Column {
  heading: string;
  cell(lead: Lead): string | number;
  /** Text that may run over several lines. */
  multiLine?: boolean;
}

const columns = (view: LeadCsvView): Column[] => [
  { heading: "id", cell: (lead) => lead.id },
  { heading: `received (${view.timeZone})`, cell: (lead) => view.time(lead.createdAt) },
  { heading: "name", cell: (lead) => lead.name },
  { heading: "phone", cell: (lead) => lead.phone },
  { heading: "email", cell: (lead) => lead.email },
  { heading: "postcode", cell: (lead) => lead.postcode },
  { heading: "service", cell: (lead) => view.service(lead.service) },
  { heading: "preferredTime", cell: (lead) => lead.preferredTime },
  { heading: "message", cell: (lead) => lead.message, multiLine: true },
  { heading: "sourcePage", cell: (lead) => lead.sourcePage },
];

export function csvCell(value: string | number, { multiLine = false } = {}): string {
  // Control characters escaped (the CSV goes to standard output, often a terminal); a
  // multi-line cell keeps its line feeds, quoted.
  const text = escapeUnsafe(String(value), { keepLineFeeds: multiLine });
  // Quote when needed; a leading = + - @ is defused so a spreadsheet shows text, not a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function leadsCsv(leads: Lead[], view: LeadCsvView = AS_STORED): string {
  const shown = columns(view);
  const rows = [
    shown.map((column) => csvCell(column.heading)).join(","),
    ...leads.map((lead) =>
      shown.map((column) => csvCell(column.cell(lead), { multiLine: column.multiLine })).join(","),
    ),
  ];
  return `${rows.join("\r\n")}\r\n`;
}
