/**
 * `npm run leads`: the stored quote requests, newest last.
 * `npm run leads -- --csv --out leads.csv`: the same as CSV (RFC 4180) in a file.
 * `npm run leads -- --csv > leads.csv` gives the same file: npm's banner, which
 * npm writes into it first, is taken out (scripts/lib/npm-banner.ts).
 * `--d1`: the live Cloudflare site's, `--d1 --local` the preview's (lib/d1.ts).
 * Times are shown by the business's clock (`timeZone` in data/business.yaml),
 * services by their names. Settings (DATA_DIR) from the environment and .env,
 * as the server reads them.
 */
// First: .env is in process.env before any module below reads it.
import "../site/server/load-env";
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { escapeUnsafe } from "../model/escape";
import { loadConfig } from "../site/server/config";
import { business } from "../site/generated/business";
import { openDatabase } from "../site/server/store/database";
import { leadsCsv } from "../site/server/store/leads-csv";
import { leadStore, type Lead } from "../site/server/store/leads";
import { d1Leads, orExit } from "./lib/d1";
import { leadView, type LeadView } from "./lib/lead-view";
import { npmBanner, writeWithoutBanner } from "./lib/npm-banner";

function leadsText(leads: Lead[], view: LeadView): string {
  if (leads.length === 0) return "No quote requests yet.\n";
  // Stored text is shown escaped: nothing in it may act on the terminal or start a line.
  const show = escapeUnsafe;
  return leads
    .map((lead) => {
      const when = `${view.time(lead.createdAt)} ${view.zoneName(lead.createdAt)}`.trim();
      const message = lead.message ? `\n    ${show(lead.message.replace(/\s+/g, " "))}` : "";
      return `#${lead.id} ${show(when)}  ${show(lead.name)}  ${show(lead.phone)}  ${show(lead.email) || "-"}  ${show(lead.postcode)}  ${show(view.service(lead.service))}  (${show(lead.preferredTime)}, from ${show(lead.sourcePage)})${message}`;
    })
    .join("\n")
    .concat(`\n${leads.length} quote request${leads.length === 1 ? "" : "s"}.\n`);
}

const args = process.argv.slice(2);
const { values: options } = parseArgs({
  args,
  options: {
    csv: { type: "boolean", default: false },
    out: { type: "string" },
    d1: { type: "boolean", default: false },
    local: { type: "boolean", default: false },
  },
});
function serverLeads(): Lead[] {
  const db = openDatabase(loadConfig(process.env).dataDir);
  const leads = leadStore(db).all();
  db.close();
  return leads;
}
const leads = options.d1 ? orExit("leads", () => d1Leads({ local: options.local })) : serverLeads();
const view = leadView(business.timeZone);
const output = options.csv ? leadsCsv(leads, view) : leadsText(leads, view);

if (options.out !== undefined) {
  writeFileSync(options.out, output);
  // Standard output is free of the data, so npm's banner there harms nothing.
  console.log(
    `${leads.length} quote request${leads.length === 1 ? "" : "s"} written to ${options.out}.`,
  );
} else if (writeWithoutBanner(1, output, npmBanner(process.env, args)) === "banner-before") {
  process.stderr.write(
    "leads: npm printed its banner before this output; for a clean file use --out FILE or npm run -s.\n",
  );
}
