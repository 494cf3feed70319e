/**
 * `npm run backup` (store/backup.ts): a copy of the database taken while
 * another process writes to it opens, passes its check and holds every row
 * committed before it started, with no row missing in between.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "libsql";
import { afterAll, expect, test } from "vitest";
import { openDatabase, scalar } from "../../site/server/store/database";
import { BackupError, backupDatabase, backupFileName } from "../../site/server/store/backup";

const scratch = mkdtempSync(path.join(tmpdir(), "site-backup-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const INSERT_LEAD = `INSERT INTO leads (created_at, name, phone, email, postcode, service, message, preferred_time, source_page)
  VALUES (datetime('now'), 'Backup Test', '01993 123456', '', 'OX18 3AB', 'tv-aerial', ?, 'any', '/contact')`;

/** Another process committing leads one by one, as the server does, until it is killed. */
function startWriter(file: string) {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "--eval",
      `import Database from "libsql";
const db = new Database(process.argv[1]);
db.exec("PRAGMA busy_timeout = 5000");
const insert = db.prepare(process.argv[2]);
insert.run("written during the backup");
process.stdout.write("writing\\n");
for (;;) insert.run("written during the backup");`,
      file,
      INSERT_LEAD,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return child;
}

test("a backup taken while another process writes holds every row committed before it began", async () => {
  const dataDir = path.join(scratch, "live");
  const db = openDatabase(dataDir);
  // About 20 MB, so that the copy takes a while and the writer commits meanwhile.
  const insert = db.prepare(INSERT_LEAD);
  db.transaction(() => {
    for (let i = 0; i < 20_000; i++) insert.run(`committed before the backup ${i} `.repeat(30));
  })();
  const writer = startWriter(path.join(dataDir, "site.sqlite"));
  try {
    await once(writer.stdout, "data");
    const committedBefore = scalar(db, "SELECT count(*) FROM leads");
    const result = await backupDatabase(dataDir, path.join(scratch, "backups"));
    const committedAfter = scalar(db, "SELECT count(*) FROM leads");
    // The database was being written to throughout.
    expect(committedAfter).toBeGreaterThan(committedBefore);

    const copy = new Database(result.file, { readonly: true });
    const rows = scalar(copy, "SELECT count(*) FROM leads");
    expect(rows).toBeGreaterThanOrEqual(committedBefore);
    expect(rows).toBeLessThanOrEqual(committedAfter);
    // One moment's database: ids 1..n, none missing.
    expect(scalar(copy, "SELECT max(id) FROM leads")).toBe(rows);
    expect(copy.prepare("PRAGMA quick_check").get()).toMatchObject({ quick_check: "ok" });
    expect(result.leads).toBe(rows);
    // A file on its own, with no journal beside it to copy too.
    expect(copy.prepare("PRAGMA journal_mode").get()).toMatchObject({ journal_mode: "delete" });
    copy.close();
    expect(existsSync(`${result.file}-wal`)).toBe(false);
    expect(path.basename(result.file)).toMatch(/^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sqlite$/);
  } finally {
    writer.kill("SIGKILL");
    db.close();
  }
});

test("no database in DATA_DIR: a BackupError naming the file and the setting", async () => {
  const dataDir = path.join(scratch, "empty");
  const outcome = await backupDatabase(dataDir, path.join(scratch, "none")).catch(
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(BackupError);
  expect(String(outcome)).toContain(`no database at ${path.join(dataDir, "site.sqlite")}`);
  expect(String(outcome)).toContain("DATA_DIR");
  expect(existsSync(path.join(scratch, "none"))).toBe(false);
});

test("backup files are named by their UTC time, to the second", () => {
  expect(backupFileName(new Date("2026-11-25T17:30:12.345Z"))).toBe(
    "site-2026-11-25T17-30-12Z.sqlite",
  );
});
