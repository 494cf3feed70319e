/**
 * `npm run leads`: the stored quote requests, newest last.
 * `npm run leads -- --csv`: the same as CSV (RFC 4180) on standard output.
 * Settings (DATA_DIR) from the environment and .env, as the server reads them.
 */
// First: .env is in process.env before any module below reads it.
import "../site/server/load-env";
import { escapeUnsafe } from "../model/escape";
import { loadConfig } from "../site/server/config";
import { openDatabase } from "../site/server/store/database";
import { leadsCsv } from "../site/server/store/leads-csv";
import { leadStore, type Lead } from "../site/server/store/leads";

function leadsText(leads: Lead[]): string {
  if (leads.length === 0) return "No quote requests yet.\n";
  // Stored text is shown escaped: nothing in it may act on the terminal or start a line.
  const show = escapeUnsafe;
  return leads
    .map(
      (lead) =>
        `#${lead.id} ${show(lead.createdAt)}  ${show(lead.name)}  ${show(lead.phone)}  ${show(lead.email) || "-"}  ${show(lead.postcode)}  ${show(lead.service)}  (${show(lead.preferredTime)}, from ${show(lead.sourcePage)})${lead.message ? `\n    ${show(lead.message.replace(/\s+/g, " "))}` : ""}`,
    )
    .join("\n")
    .concat(`\n${leads.length} quote request${leads.length === 1 ? "" : "s"}.\n`);
}

const config = loadConfig(process.env);
const db = openDatabase(config.dataDir);
const leads = leadStore(db).all();
process.stdout.write(process.argv.includes("--csv") ? leadsCsv(leads) : leadsText(leads));
db.close();
