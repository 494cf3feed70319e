/**
 * The e-mail notice of a quote request on the server's own path: a POST to the
 * app, the lead and its job committed together, the outbox, nodemailer's SMTP
 * transport built from the SMTP_* settings (site/server/mail/smtp.ts), to a
 * real SMTP server on loopback (smtp-server), read as it arrived (mailparser).
 * What arrived is kept in tests/.tmp/smtp-notice/ as .eml files. A mail server
 * that is down delays the notice and loses nothing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { freePort } from "../../scripts/server-process";
import { loadConfig } from "../../site/server/config";
import { smtpSender } from "../../site/server/mail/smtp";
import { createServer } from "../../site/server/server";
import { openDatabase, scalar } from "../../site/server/store/database";
import { makeFixtureSite } from "./fixture-site";

const MAIL_FROM = "Website <website@example.co.uk>";
const MAIL_TO = "owner@example.co.uk";
const KEPT = path.resolve("tests/.tmp/smtp-notice");

interface Arrival {
  raw: string;
  envelope: { from: string; to: string[] };
}

/** A real SMTP server on loopback that keeps every message it accepts, as received. */
async function mailServer(port: number) {
  const arrivals: Arrival[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback, as a relay on the same machine takes it.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const { mailFrom, rcptTo } = session.envelope;
        arrivals.push({
          raw: Buffer.concat(chunks).toString("utf8"),
          envelope: {
            from: mailFrom ? mailFrom.address : "",
            to: rcptTo.map((recipient) => recipient.address),
          },
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The server as main.ts builds it, its SMTP_* settings pointing at `port`; the caller closes it. */
async function serverMailingTo(port: number, dataDir: string): Promise<FastifyInstance> {
  const { mail } = loadConfig({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(port),
    MAIL_FROM,
    MAIL_TO,
    DATA_DIR: dataDir,
  });
  if (!mail) throw new Error("the SMTP settings did not turn the e-mail on");
  const app = await createServer({
    clientDir: site.clientDir,
    dataDir,
    sendMail: smtpSender(mail),
  });
  return app;
}

const postQuote = (app: FastifyInstance, fields: Record<string, string>) =>
  app.inject({
    method: "POST",
    url: "/api/quote",
    headers: { "content-type": "application/json" },
    payload: {
      phone: "01632 960123",
      email: "",
      postcode: "OX18 3AB",
      service: "tv-aerial",
      message: "",
      preferredTime: "any",
      sourcePage: "/contact",
      ...fields,
    },
  });

const until = async (check: () => boolean, what: string, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map(({ name, address }) => ({ name, address })),
  );

/** The header section as sent, one entry per header (continuation lines joined). */
const rawHeaders = (raw: string) =>
  raw
    .slice(0, raw.indexOf("\r\n\r\n"))
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n");

function keep(name: string, arrival: Arrival): void {
  mkdirSync(KEPT, { recursive: true });
  writeFileSync(path.join(KEPT, `${name}.eml`), arrival.raw);
}

let site: ReturnType<typeof makeFixtureSite>;
let dataRoot: string;
beforeAll(() => {
  site = makeFixtureSite();
  dataRoot = mkdtempSync(path.join(tmpdir(), "smtp-notice-"));
  rmSync(KEPT, { recursive: true, force: true });
});
afterAll(() => {
  site.remove();
  rmSync(dataRoot, { recursive: true, force: true });
});

describe("a quote request's notice, as the mail server receives it", () => {
  /** Accepted by the form: markup, quotes and non-ASCII in the name, forged headers in the message. */
  const HOSTILE = {
    name: `Zoë "<script>alert(1)</script>" Ångström`,
    email: "zoe.angstrom+quotes@example.co.uk",
    postcode: "ox18 3ab",
    service: "starlink",
    message:
      "Dish on the barn, please.\r\nBcc: victim@example.com\r\nSubject: forged\r\n\r\n<script>alert('x')</script> Café in Zürich, 日本",
    preferredTime: "evening",
  };
  /** Written by an older version of the server, before names were checked: CR LF and ESC in it. */
  const OLDER_NAME = "Ann\r\nBcc: victim@example.com\u001b]0;owned\u0007";

  let arrived: ParsedMail[] = [];
  let raws: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    const smtp = await mailServer(port);
    const dataDir = path.join(dataRoot, "up");
    try {
      // The older version's row and its due job, committed as that version did.
      const db = openDatabase(dataDir);
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO leads (created_at, name, phone, email, postcode, service, message, preferred_time, source_page)
           VALUES ('2026-01-02T10:00:00.000Z', ?, '01632 960124', '', 'OX18 3AB', 'tv-aerial', '', 'any', '/contact')`,
        )
        .run(OLDER_NAME);
      db.prepare("INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)").run(
        lastInsertRowid,
        "2026-01-02T10:00:00.000Z",
      );
      db.close();

      const mailing = await serverMailingTo(port, dataDir);
      const answer = await postQuote(mailing, HOSTILE);
      expect(answer.statusCode).toBe(201);
      await until(() => smtp.arrivals.length === 2, "two notices");
      smtp.arrivals.forEach((arrival, i) => keep(`notice-${i + 1}`, arrival));
      raws = smtp.arrivals.map((arrival) => arrival.raw);
      expect(smtp.arrivals.map((arrival) => arrival.envelope)).toEqual([
        { from: "website@example.co.uk", to: [MAIL_TO] },
        { from: "website@example.co.uk", to: [MAIL_TO] },
      ]);
      arrived = await Promise.all(raws.map((raw) => simpleParser(raw)));
      await mailing.close();
    } finally {
      await smtp.close();
    }
  });

  test("from, to, reply-to and subject are the settings' and the lead's", () => {
    const notice = arrived[1]!;
    expect(addresses(notice.from)).toEqual([{ name: "Website", address: "website@example.co.uk" }]);
    expect(addresses(notice.to)).toEqual([{ name: "", address: MAIL_TO }]);
    expect(addresses(notice.replyTo)).toEqual([{ name: "", address: HOSTILE.email }]);
    expect(notice.subject).toBe(`Quote request: starlink, OX18 3AB, ${HOSTILE.name}`);
  });

  test("the body holds each of the lead's fields, as plain text only", () => {
    const notice = arrived[1]!;
    expect(notice.html).toBe(false);
    expect(notice.attachments).toEqual([]);
    expect(notice.text?.trimEnd().split("\n")).toEqual([
      expect.stringMatching(/^Quote request 2 from \/contact, \d{4}-\d\d-\d\dT[\d:.]+Z$/),
      "",
      `Name: ${HOSTILE.name}`,
      "Phone: 01632 960123",
      `E-mail: ${HOSTILE.email}`,
      "Postcode: OX18 3AB",
      "Service: starlink",
      "Best time: evening",
      "",
      "Dish on the barn, please.",
      "Bcc: victim@example.com",
      "Subject: forged",
      "",
      "<script>alert('x')</script> Café in Zürich, 日本",
    ]);
  });

  test("nothing in the lead adds a header: the forged lines stay in the body", () => {
    for (const raw of raws) {
      const names = rawHeaders(raw).map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
      expect(names.filter((name) => ["bcc", "cc"].includes(name))).toEqual([]);
      expect(names.filter((name) => name === "subject")).toHaveLength(1);
      // Non-ASCII is encoded, as a header must be; no raw byte above ASCII in the header section.
      expect(raw.slice(0, raw.indexOf("\r\n\r\n"))).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    }
    for (const notice of arrived) {
      expect(notice.headers.has("bcc")).toBe(false);
      expect(notice.cc).toBeUndefined();
    }
  });

  test("a name an older version stored with CR LF and ESC arrives escaped, on its one line", () => {
    const notice = arrived[0]!;
    const shown = "Ann\\u000d\\u000aBcc: victim@example.com\\u001b]0;owned\\u0007";
    expect(notice.subject).toBe(`Quote request: tv-aerial, OX18 3AB, ${shown}`);
    expect(notice.text).toContain(`\nName: ${shown}\n`);
    expect(notice.replyTo).toBeUndefined();
  });
});

test("a header injection in the e-mail field is refused: nothing stored, nothing sent", async () => {
  const port = await freePort();
  const smtp = await mailServer(port);
  onTestFinished(() => smtp.close());
  const dataDir = path.join(dataRoot, "refused");
  const app = await serverMailingTo(port, dataDir);
  onTestFinished(() => app.close());
  const answer = await postQuote(app, {
    name: "Eve Example",
    email: "eve@example.co.uk\r\nBcc: victim@example.com",
  });
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toMatchObject({ errors: { email: expect.any(String) } });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(smtp.arrivals).toEqual([]);
  const db = openDatabase(dataDir);
  expect(scalar(db, "SELECT count(*) FROM leads")).toBe(0);
  db.close();
});

test("with the mail server down the quote is answered and stored; back up, the notice arrives once", async () => {
  const port = await freePort();
  const dataDir = path.join(dataRoot, "down");
  const app = await serverMailingTo(port, dataDir);
  onTestFinished(() => app.close());
  const db = openDatabase(dataDir);
  onTestFinished(() => void db.close());
  const job = () =>
    db.prepare("SELECT attempts, sent_at, last_error FROM outbox WHERE lead_id = 1").get();
  const attempts = () => scalar(db, "SELECT attempts FROM outbox WHERE lead_id = 1");

  // Nothing listens on the port: the answer and the row do not wait for the mail.
  const answer = await postQuote(app, { name: "Dora Down" });
  expect(answer.statusCode).toBe(201);
  expect(db.prepare("SELECT id, name FROM leads").all()).toEqual([{ id: 1, name: "Dora Down" }]);
  await until(() => attempts() === 1, "the failed attempt to be recorded");
  expect(job()).toMatchObject({
    attempts: 1,
    sent_at: null,
    last_error: expect.stringContaining("ECONNREFUSED"),
  });

  const smtp = await mailServer(port);
  onTestFinished(() => smtp.close());
  // The back-off's minute (outbox.test.ts times it) passes; the next lead wakes the outbox.
  db.prepare("UPDATE outbox SET next_attempt_at = ? WHERE lead_id = 1").run(
    new Date().toISOString(),
  );
  expect((await postQuote(app, { name: "Ed Later" })).statusCode).toBe(201);
  await until(() => smtp.arrivals.length === 2, "both notices");
  expect(await postQuote(app, { name: "Flo Third" })).toMatchObject({ statusCode: 201 });
  await until(() => smtp.arrivals.length === 3, "the third notice");
  await new Promise((resolve) => setTimeout(resolve, 300));

  const subjects = await Promise.all(
    smtp.arrivals.map(async (arrival) => (await simpleParser(arrival.raw)).subject),
  );
  expect(subjects.sort()).toEqual([
    "Quote request: tv-aerial, OX18 3AB, Dora Down",
    "Quote request: tv-aerial, OX18 3AB, Ed Later",
    "Quote request: tv-aerial, OX18 3AB, Flo Third",
  ]);
  expect(job()).toMatchObject({ attempts: 2, sent_at: expect.any(String) });
  expect(scalar(db, "SELECT count(*) FROM outbox WHERE sent_at IS NULL")).toBe(0);
});
