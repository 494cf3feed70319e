/**
 * What the owner reads, `npm run leads` (text and CSV), `npm run report:404`
 * and the e-mail notice, shows every stored value inert: a control character
 * is printed as its \uXXXX escape, so stored text can neither act on the
 * terminal nor start a line of its own. The rows are written straight into
 * the database, as an older version of the server may have stored them.
 * The commands run from source here; as `npm run` runs them, bundled, in a
 * production install (npm's banner, redirects): tests/site/production-install.test.ts.
 * Where nothing is built, `npm run` says to build first.
 */
import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { leadMessage } from "../../site/server/mail/outbox";
import { openDatabase } from "../../site/server/store/database";

const HOSTILE_NAME = "Ann\u001b]0;owned\u0007\r\n#99 2026-01-01T00:00:00.000Z  Forged";
const HOSTILE_MESSAGE = "Call me\u001b[2J\u0007\nafter six\u009b";
const HOSTILE_PATH = "/x\u001b]0;owned\u0007\n    1  forged-line";
/** Anything a terminal acts on, or that starts a line, other than the output's own line ends. */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

let dataDir: string;

/** The environment without what an npm script above this test put in it. */
const ownerEnv = () => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("npm_"))),
  DATA_DIR: dataDir,
});

async function ownerCommand(script: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", script, ...args],
    { env: ownerEnv() },
  );
  return stdout;
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "owner-output-"));
  const db = openDatabase(dataDir);
  db.prepare(
    `INSERT INTO leads (created_at, name, phone, email, postcode, service, message, preferred_time, source_page)
     VALUES ('2026-01-02T10:00:00.000Z', ?, '01993 123456', '', 'OX18 3AB', 'tv-aerial', ?, 'any', '/contact')`,
  ).run(HOSTILE_NAME, HOSTILE_MESSAGE);
  db.prepare(
    "INSERT INTO not_found (path, referrer, created_at) VALUES (?, NULL, '2026-01-02T10:00:00.000Z')",
  ).run(HOSTILE_PATH);
  db.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("stored values are printed inert", () => {
  test("npm run leads: one record, its lines its own, nothing raw", async () => {
    const text = await ownerCommand("scripts/leads.ts");
    expect(text).not.toMatch(UNSAFE);
    expect(text.split("\n")).toEqual([
      "#1 2026-01-02 10:00 GMT  Ann\\u001b]0;owned\\u0007\\u000d\\u000a#99 2026-01-01T00:00:00.000Z  Forged  01993 123456  -  OX18 3AB  TV aerial  (any, from /contact)",
      "    Call me\\u001b[2J\\u0007 after six\\u009b",
      "1 quote request.",
      "",
    ]);
  });

  test("npm run leads -- --csv: two rows, line breaks only inside the quoted message", async () => {
    const csv = await ownerCommand("scripts/leads.ts", "--csv");
    expect(csv.replace(/\r\n/g, "").replace(/\n/g, "")).not.toMatch(UNSAFE);
    expect(csv.split("\r\n")).toEqual([
      "id,received (Europe/London),name,phone,email,postcode,service,preferredTime,message,sourcePage",
      '1,2026-01-02 10:00,Ann\\u001b]0;owned\\u0007\\u000d\\u000a#99 2026-01-01T00:00:00.000Z  Forged,01993 123456,,OX18 3AB,TV aerial,any,"Call me\\u001b[2J\\u0007\nafter six\\u009b",/contact',
      "",
    ]);
  });

  test("npm run report:404: the path escaped on its one line", async () => {
    const text = await ownerCommand("scripts/report-404.ts");
    expect(text).not.toMatch(UNSAFE);
    expect(text.split("\n")).toEqual([
      "count  last seen             path",
      "    1  2026-01-02 10:00 GMT  /x\\u001b]0;owned\\u0007\\u000a    1  forged-line",
      "1 visit kept (at most 10000).",
      "",
    ]);
  });

  test("the e-mail notice: no forged line, the message keeps its line break", () => {
    const mail = leadMessage({
      id: 1,
      createdAt: "2026-01-02T10:00:00.000Z",
      name: HOSTILE_NAME,
      phone: "01993 123456",
      email: "",
      postcode: "OX18 3AB",
      service: "tv-aerial",
      message: HOSTILE_MESSAGE,
      preferredTime: "any",
      sourcePage: "/contact",
    });
    expect(mail.subject).not.toMatch(UNSAFE);
    expect(mail.text.split("\n")).toEqual([
      "Quote request 1 from /contact, 2026-01-02T10:00:00.000Z",
      "",
      "Name: Ann\\u001b]0;owned\\u0007\\u000d\\u000a#99 2026-01-01T00:00:00.000Z  Forged",
      "Phone: 01993 123456",
      "E-mail: (none)",
      "Postcode: OX18 3AB",
      "Service: tv-aerial",
      "Best time: any",
      "",
      "Call me\\u001b[2J\\u0007",
      "after six\\u009b",
    ]);
  });
});

test("npm run leads -- --csv --out FILE: the CSV in the file, the count on the screen", async () => {
  const file = path.join(dataDir, "out.csv");
  expect(await ownerCommand("scripts/leads.ts", "--csv", "--out", file)).toBe(
    `1 quote request written to ${file}.\n`,
  );
  expect(readFileSync(file, "utf8")).toBe(await ownerCommand("scripts/leads.ts", "--csv"));
});

test.each(["leads", "report:404", "backup"])(
  "npm run %s where nothing is built says to build first",
  async (script) => {
    const folder = mkdtempSync(path.join(tmpdir(), "owner-unbuilt-"));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    copyFileSync("package.json", path.join(folder, "package.json"));
    const outcome = await promisify(execFile)("npm", ["run", "-s", script], {
      cwd: folder,
      env: ownerEnv(),
    }).then(
      () => "it succeeded",
      (error: unknown) => error,
    );
    expect(outcome).toMatchObject({
      code: 1,
      stdout: "",
      stderr: "No build here: npm run build first.\n",
    });
  },
);
