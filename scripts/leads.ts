/**
 * `npm run leads`: the stored quote requests, newest last.
 * `npm run leads -- --csv`: the same as CSV (RFC 4180) on standard output.
 */
import { loadConfig } from "../site/server/config";
import { openDatabase } from "../site/server/store/database";
import { leadsCsv } from "../site/server/store/leads-csv";
import { leadStore, type Lead } from "../site/server/store/leads";

function leadsText(leads: Lead[]): string {
  if (leads.length === 0) return "No quote requests yet.\n";
  return leads
    .map(
      (lead) =>
        `#${lead.id} ${lead.createdAt}  ${lead.name}  ${lead.phone}  ${lead.email || "-"}  ${lead.postcode}  ${lead.service}  (${lead.preferredTime}, from ${lead.sourcePage})${lead.message ? `\n    ${lead.message.replace(/\s+/g, " ")}` : ""}`,
    )
    .join("\n")
    .concat(`\n${leads.length} quote request${leads.length === 1 ? "" : "s"}.\n`);
}

const config = loadConfig(process.env);
const db = openDatabase(config.dataDir);
const leads = leadStore(db).all();
process.stdout.write(process.argv.includes("--csv") ? leadsCsv(leads) : leadsText(leads));
db.close();
