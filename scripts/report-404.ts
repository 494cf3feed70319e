/**
 * `npm run report:404 [-- --limit N]`: the most visited missing pages. Each
 * visit counts once: recorded by the server as it answers 404, or reported by
 * the not-found page where a static host answered. Last seen by the business's
 * clock (`timeZone` in data/business.yaml). Bundled into
 * dist/server-app/report-404.js by the build, so it runs where only the
 * production packages are installed. `--d1 [--local]`: the Cloudflare site's
 * D1 database (lib/d1.ts).
 */
// First: .env is in process.env before any module below reads it.
import "../site/server/load-env";
import { parseArgs } from "node:util";
import { business } from "../site/generated/business";
import { loadConfig } from "../site/server/config";
import { leadView } from "../site/server/owner/lead-view";
import { missingPagesText } from "../site/server/owner/missing-pages-text";
import { runOwnerCommand } from "../site/server/owner/owner-command";
import { serverRecords } from "../site/server/owner/owner-records";
import { d1Records } from "./lib/d1";

const DEFAULT_LIMIT = 30;

await runOwnerCommand(
  "report:404",
  "npm run report:404 [-- --limit N] [--d1 [--local]]",
  async () => {
    const { values: options } = parseArgs({
      options: {
        limit: { type: "string" },
        d1: { type: "boolean", default: false },
        local: { type: "boolean", default: false },
      },
    });
    const limit = Number(options.limit) || DEFAULT_LIMIT;
    const records = options.d1
      ? d1Records({ local: options.local })
      : serverRecords(loadConfig(process.env));
    const pages = await records.missingPages(limit);
    process.stdout.write(missingPagesText(pages, leadView(business.timeZone)));
  },
);
