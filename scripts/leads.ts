/**
 * `npm run leads`: the stored quote requests, newest last.
 * `npm run leads -- --csv --out leads.csv`: the same as CSV (RFC 4180) in a file.
 * `npm run leads -- --csv > leads.csv` gives the same file: npm's banner, which
 * npm writes into it first, is taken out (site/server/owner/npm-banner.ts).
 * `--d1`: the live Cloudflare site's, `--d1 --local` the preview's (lib/d1.ts).
 * Times are shown by the business's clock (`timeZone` in data/business.yaml),
 * services by their names. Settings (DATA_DIR) from the environment and .env,
 * as the server reads them. Bundled into dist/server-app/leads.js by the
 * build, so it runs where only the production packages are installed.
 */
// First: .env is in process.env before any module below reads it.
import "../site/server/load-env";
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { business } from "../site/generated/business";
import { loadConfig } from "../site/server/config";
import { leadView } from "../site/server/owner/lead-view";
import { leadCount, leadsText } from "../site/server/owner/leads-text";
import { npmBanner, writeWithoutBanner } from "../site/server/owner/npm-banner";
import { runOwnerCommand } from "../site/server/owner/owner-command";
import { serverRecords } from "../site/server/owner/owner-records";
import { leadsCsv } from "../site/server/store/leads-csv";
import { d1Records } from "./lib/d1";

const args = process.argv.slice(2);

await runOwnerCommand(
  "leads",
  "npm run leads [-- --csv] [--out FILE] [--d1 [--local]]",
  async () => {
    const { values: options } = parseArgs({
      args,
      options: {
        csv: { type: "boolean", default: false },
        out: { type: "string" },
        d1: { type: "boolean", default: false },
        local: { type: "boolean", default: false },
      },
    });
    const records = options.d1
      ? d1Records({ local: options.local })
      : serverRecords(loadConfig(process.env));
    const leads = await records.leads();
    const view = leadView(business.timeZone);
    const output = options.csv ? leadsCsv(leads, view) : leadsText(leads, view);

    if (options.out !== undefined) {
      writeFileSync(options.out, output);
      // Standard output is free of the data, so npm's banner there harms nothing.
      console.log(`${leadCount(leads.length)} written to ${options.out}.`);
    } else if (writeWithoutBanner(1, output, npmBanner(process.env, args)) === "banner-before") {
      process.stderr.write(
        "leads: npm printed its banner before this output; for a clean file use --out FILE or npm run -s.\n",
      );
    }
  },
);
