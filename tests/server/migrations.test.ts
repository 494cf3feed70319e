/**
 * One set of SQL files makes both databases: the server's SQLite applies each
 * file once, counting them in user_version, so a database made before a file
 * was added gets only the files it lacks and keeps every row.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "libsql";
import { afterEach, expect, test } from "vitest";
import { DATABASE_FILE, openDatabase, scalar } from "../../site/server/store/database";
import { readMigrations } from "../../site/server/store/migrations";

let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const tablesOf = (db: InstanceType<typeof Database>) =>
  (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((row) => row.name);

test("a new database has every file applied, and user_version counts them", () => {
  const files = readMigrations().map((migration) => migration.file);
  expect(files[0]).toBe("0001_initial.sql");
  const db = openDatabase(undefined);
  expect(scalar(db, "PRAGMA user_version")).toBe(files.length);
  expect(tablesOf(db)).toEqual(["leads", "not_found", "outbox", "request_counts"]);
  db.close();
});

test("a database at user_version 1 gets the later files and keeps its rows", () => {
  scratch = mkdtempSync(path.join(tmpdir(), "migrations-"));
  const old = new Database(path.join(scratch, DATABASE_FILE));
  old.exec(readMigrations()[0]!.sql);
  old.exec("PRAGMA user_version = 1");
  old
    .prepare(
      `INSERT INTO leads (created_at, name, phone, email, postcode, service, message, preferred_time, source_page)
       VALUES ('2026-01-01T00:00:00.000Z', 'Ann', '01632 960001', '', 'OX18 1AA', 'tv-aerial', '', 'any', '/contact')`,
    )
    .run();
  old.close();

  const db = openDatabase(scratch);
  expect(scalar(db, "PRAGMA user_version")).toBe(readMigrations().length);
  expect(tablesOf(db)).toContain("request_counts");
  expect(scalar(db, "SELECT count(*) FROM leads WHERE name = 'Ann'")).toBe(1);
  db.close();
  // Opened again, nothing is applied twice.
  openDatabase(scratch).close();
});
