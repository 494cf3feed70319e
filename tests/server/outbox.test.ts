import { expect, test } from "vitest";
import { outboxWorker, retryDelayMs, type MailMessage } from "../../site/server/mail/outbox";
import { openDatabase, scalar } from "../../site/server/store/database";
import { leadStore } from "../../site/server/store/leads";
import { StoreBusyError } from "../../site/server/store/writer";

const REQUEST = {
  name: "Ann Smith",
  phone: "01993 123456",
  email: "ann@example.co.uk",
  postcode: "OX18 3AB",
  service: "tv-aerial" as const,
  message: "",
  preferredTime: "any" as const,
};

test("retry delays grow from a minute and stop growing at six hours", () => {
  expect([1, 2, 3, 20].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 6 * 3_600_000]);
});

test("a mail failure loses nothing: the job waits, then is sent on a later run", async () => {
  let clock = new Date("2026-01-01T10:00:00Z");
  const now = () => clock;
  const db = openDatabase(undefined);
  const leads = leadStore(db, now);
  leads.add(REQUEST, "/contact", { queueMail: true });
  leads.add({ ...REQUEST, name: "No Mail" }, "/contact", { queueMail: false });

  const sent: MailMessage[] = [];
  let failing = true;
  const worker = outboxWorker(
    db,
    async (message) => {
      if (failing) throw new Error("SMTP down");
      sent.push(message);
    },
    { now },
  );
  expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
  // Not due again until the back-off has passed.
  failing = false;
  expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
  clock = new Date(clock.getTime() + 61_000);
  expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
  expect(sent[0]).toMatchObject({
    subject: "Quote request: tv-aerial, OX18 3AB, Ann Smith",
    replyTo: "ann@example.co.uk",
  });
  expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
  expect(scalar(db, "SELECT attempts FROM outbox")).toBe(2);
  worker.stop();
  db.close();
});

test("a database locked by another process: the run ends quietly and the job stays due", async () => {
  const db = openDatabase(undefined);
  leadStore(db).add(REQUEST, "/contact", { queueMail: true });
  const errors: unknown[] = [];
  let locked = true;
  const worker = outboxWorker(db, async () => {}, {
    onError: (error) => errors.push(error),
    write: async (statement) => {
      if (locked) throw new StoreBusyError(15_000);
      return statement();
    },
  });
  expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
  expect(errors).toHaveLength(1);
  expect(scalar(db, "SELECT count(*) FROM outbox WHERE sent_at IS NULL")).toBe(1);
  locked = false;
  expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
  worker.stop();
  db.close();
});
