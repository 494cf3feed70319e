/**
 * E-mail notification of new leads, from the outbox table: a lead and its
 * e-mail job are committed together, so a mail server that is down loses
 * nothing; failed sends are retried with growing delays.
 */
import { escapeUnsafe } from "../../../model/escape";
import type { Db } from "../store/database";
import type { Writer } from "../store/writer";
import { toLead, type Lead, type LeadRow } from "../store/leads";

export interface MailMessage {
  subject: string;
  text: string;
  replyTo?: string;
}

/** Sends one message; throws on failure. */
export type SendMail = (message: MailMessage) => Promise<void>;

/** 1 min, 2 min, 4 min ... capped at 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

export function leadMessage(lead: Lead): MailMessage {
  // Stored text escaped, so no field can add a line of its own; the message keeps its line breaks.
  const show = (text: string) => escapeUnsafe(text);
  const lines = [
    `Quote request ${lead.id} from ${show(lead.sourcePage)}, ${show(lead.createdAt)}`,
    "",
    `Name: ${show(lead.name)}`,
    `Phone: ${show(lead.phone)}`,
    `E-mail: ${show(lead.email) || "(none)"}`,
    `Postcode: ${show(lead.postcode)}`,
    `Service: ${show(lead.service)}`,
    `Best time: ${show(lead.preferredTime)}`,
    "",
    escapeUnsafe(lead.message, { keepLineFeeds: true }) || "(no message)",
  ];
  return {
    subject: `Quote request: ${show(lead.service)}, ${show(lead.postcode)}, ${show(lead.name)}`,
    text: lines.join("\n"),
    ...(lead.email ? { replyTo: lead.email } : {}),
  };
}

interface DueJob extends LeadRow {
  job_id: number;
  attempts: number;
}

export interface OutboxWorker {
  /** Sends every job that is due; resolves when done. */
  runOnce(): Promise<{ sent: number; failed: number }>;
  /** Asks for a run soon (after a new lead). */
  kick(): void;
  stop(): void;
}

export interface OutboxOptions {
  intervalMs?: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
  /** How the job's outcome is written (the server's never blocks; see store/writer.ts). */
  write?: Writer;
}

export function outboxWorker(
  db: Db,
  send: SendMail,
  {
    intervalMs = 30_000,
    now = () => new Date(),
    onError = () => {},
    write = async (statement) => statement(),
  }: OutboxOptions = {},
): OutboxWorker {
  const due = db.prepare(
    `SELECT outbox.id AS job_id, outbox.attempts, leads.* FROM outbox
     JOIN leads ON leads.id = outbox.lead_id
     WHERE outbox.sent_at IS NULL AND outbox.next_attempt_at <= ?
     ORDER BY outbox.id LIMIT 20`,
  );
  const markSent = db.prepare(
    "UPDATE outbox SET sent_at = ?, attempts = attempts + 1 WHERE id = ?",
  );
  const markFailed = db.prepare(
    "UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?",
  );

  let running: Promise<{ sent: number; failed: number }> | undefined;
  async function run() {
    let sent = 0;
    let failed = 0;
    try {
      for (const job of due.all(now().toISOString()) as DueJob[]) {
        let sendError: unknown;
        try {
          await send(leadMessage(toLead(job)));
        } catch (error) {
          sendError = error ?? new Error("send failed");
        }
        if (sendError === undefined) {
          await write(() => markSent.run(now().toISOString(), job.job_id));
          sent++;
        } else {
          const attempts = job.attempts + 1;
          const next = new Date(now().getTime() + retryDelayMs(attempts)).toISOString();
          await write(() =>
            markFailed.run(attempts, next, String(sendError).slice(0, 500), job.job_id),
          );
          onError(sendError);
          failed++;
        }
      }
    } catch (error) {
      // The database is locked or failing: the jobs stay due and are tried on a later run.
      onError(error);
    }
    return { sent, failed };
  }
  const runOnce = () => {
    running ??= run().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    kick: () => void setImmediate(() => void runOnce()),
    stop: () => clearInterval(timer),
  };
}
