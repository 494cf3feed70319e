/** Quote requests: written before the visitor is answered, listed by `npm run leads`. */
import type { QuoteRequest } from "../../../model/quote";
import { ALL_LEADS, INSERT_LEAD, leadValues } from "../../forms/statements";
import { scalar, type Db } from "./database";

export interface Lead extends QuoteRequest {
  id: number;
  createdAt: string;
  sourcePage: string;
}

interface LeadRow {
  id: number;
  created_at: string;
  name: string;
  phone: string;
  email: string;
  postcode: string;
  service: string;
  message: string;
  preferred_time: string;
  source_page: string;
}

export interface LeadStore {
  /**
   * Commits the lead (and its e-mail job when mail is on) and returns its id.
   * Synchronous; throws SQLITE_BUSY when another process holds the lock (see writer.ts).
   */
  add(request: QuoteRequest, sourcePage: string, options: { queueMail: boolean }): number;
  all(): Lead[];
  count(): number;
}

export function leadStore(db: Db, now: () => Date = () => new Date()): LeadStore {
  const insertLead = db.prepare(INSERT_LEAD);
  const insertMail = db.prepare(`INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)`);
  // One transaction: a lead is never stored without its e-mail job, nor the other way round.
  const add = db.transaction(
    (request: QuoteRequest, sourcePage: string, queueMail: boolean): number => {
      const createdAt = now().toISOString();
      const { lastInsertRowid } = insertLead.run(...leadValues(request, sourcePage, createdAt));
      if (queueMail) insertMail.run(lastInsertRowid, createdAt);
      return Number(lastInsertRowid);
    },
  );
  const selectAll = db.prepare(ALL_LEADS);

  return {
    // IMMEDIATE: a locked database fails at BEGIN, before anything is written.
    add: (request, sourcePage, { queueMail }) => add.immediate(request, sourcePage, queueMail),
    all: () => (selectAll.all() as LeadRow[]).map(toLead),
    count: () => scalar(db, "SELECT count(*) FROM leads"),
  };
}

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    phone: row.phone,
    email: row.email,
    postcode: row.postcode,
    service: row.service as Lead["service"],
    message: row.message,
    preferredTime: row.preferred_time as Lead["preferredTime"],
    sourcePage: row.source_page,
  };
}

export type { LeadRow };
