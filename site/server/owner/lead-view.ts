/**
 * How the owner reads a stored lead: the time it came in by the business's own
 * clock (stored in UTC, shown in `timeZone` from data/business.yaml, summer
 * time included) and the service by the name the visitor chose, not its id.
 */
import { SERVICES } from "../../../model/quote";

export interface LeadView {
  /** The zone the times are shown in, for a heading ("received (Europe/London)"). */
  timeZone: string;
  /** "2026-07-02 11:00": sorts as text and a spreadsheet reads it as a date. */
  time(iso: string): string;
  /** The zone's short name at that moment ("BST", "GMT"), for text read by people. */
  zoneName(iso: string): string;
  /** The form's name for a service; a value the form no longer offers is shown as stored. */
  service(value: string): string;
}

const SERVICE_NAMES: ReadonlyMap<string, string> = new Map(
  SERVICES.map((service) => [service.value, service.label]),
);

export function leadView(timeZone: string): LeadView {
  const clock = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const zone = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" });
  const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? "";
  return {
    timeZone,
    time(iso) {
      const date = new Date(iso);
      // A row an older version stored in another shape is shown as it is.
      if (Number.isNaN(date.getTime())) return iso;
      const parts = clock.formatToParts(date);
      return `${part(parts, "year")}-${part(parts, "month")}-${part(parts, "day")} ${part(parts, "hour")}:${part(parts, "minute")}`;
    },
    zoneName(iso) {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? "" : part(zone.formatToParts(date), "timeZoneName");
    },
    service: (value) => SERVICE_NAMES.get(value) ?? value,
  };
}
