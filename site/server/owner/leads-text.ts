/**
 * `npm run leads` as text: one record a lead, its message indented on the
 * line below, then the count. Stored text is shown escaped: nothing in it may
 * act on the terminal or start a line of its own.
 */
import { escapeUnsafe } from "../../../model/escape";
import type { Lead } from "../store/leads";
import type { LeadView } from "./lead-view";
import { plural } from "../../../model/text";

/** "1 quote request", "3 quote requests". */
export const leadCount = (count: number) => plural(count, "quote request");

export function leadsText(leads: readonly Lead[], view: LeadView): string {
  if (leads.length === 0) return "No quote requests yet.\n";
  const show = escapeUnsafe;
  return leads
    .map((lead) => {
      const when = `${view.time(lead.createdAt)} ${view.zoneName(lead.createdAt)}`.trim();
      const message = lead.message ? `\n    ${show(lead.message.replace(/\s+/g, " "))}` : "";
      return `#${lead.id} ${show(when)}  ${show(lead.name)}  ${show(lead.phone)}  ${show(lead.email) || "-"}  ${show(lead.postcode)}  ${show(view.service(lead.service))}  (${show(lead.preferredTime)}, from ${show(lead.sourcePage)})${message}`;
    })
    .join("\n")
    .concat(`\n${leadCount(leads.length)}.\n`);
}
