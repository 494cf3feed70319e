/**
 * The quote core's store on D1: one INSERT, which D1 commits before it
 * answers, so a request is on disk before the visitor hears it was taken.
 * No e-mail job is queued: `wrangler pages deploy` refuses the mail binding
 * (send_email) in a Pages project (docs/operations.md), so the owner reads
 * new leads with `npm run leads -- --d1`.
 */
import type { D1Database } from "./env";
import type { QuoteStore } from "../../site/forms/quote";
import { INSERT_LEAD, leadValues } from "../../site/forms/statements";

export function d1LeadStore(db: D1Database, now: () => Date = () => new Date()): QuoteStore {
  const insert = db.prepare(`${INSERT_LEAD} RETURNING id`);
  return {
    add: async (request, sourcePage) => {
      const row = await insert
        .bind(...leadValues(request, sourcePage, now().toISOString()))
        .first<{ id: number }>();
      if (!row) throw new Error("D1 stored the lead but returned no id");
      return row.id;
    },
  };
}
