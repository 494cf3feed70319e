/**
 * The server checks its data folder and database at start, and stops with a
 * message naming the path and the fix (exit 1, no stack trace) rather than
 * crashing or starting to fail every quote request. Runs the real entry point.
 */
import { spawn } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DATABASE_FILE, openDatabase } from "../../site/server/store/database";
import { makeFixtureSite } from "./fixture-site";

let site: ReturnType<typeof makeFixtureSite>;
let scratch: string;

beforeAll(() => {
  site = makeFixtureSite();
  scratch = mkdtempSync(path.join(tmpdir(), "server-start-"));
  // Readable by the unprivileged user the read-only test may run the server as.
  chmodSync(site.clientDir, 0o755);
  chmodSync(scratch, 0o755);
});
afterAll(() => {
  site.remove();
  rmSync(scratch, { recursive: true, force: true });
});

/** Starts site/server/main.ts; resolves with its exit code and output, or "running" after 15 s. */
function start(
  dataDir: string,
  user: { uid?: number; gid?: number } = {},
): Promise<{ code: number | "running"; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "site/server/main.ts"], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        CLIENT_DIR: site.clientDir,
        PORT: "0",
        LOG: "0",
      },
      stdio: ["ignore", "ignore", "pipe"],
      ...user,
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve({ code: "running", stderr });
    }, 15_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stderr });
    });
  });
}

describe("start-up checks", () => {
  test("a database file that is not a database: its path and what to do, exit 1", async () => {
    const dataDir = path.join(scratch, "corrupt");
    mkdirSync(dataDir);
    const file = path.join(dataDir, DATABASE_FILE);
    writeFileSync(file, "this is not a database\n".repeat(512));
    const { code, stderr } = await start(dataDir);
    expect(code).toBe(1);
    expect(stderr).toBe(
      `server: ${file} is not a usable SQLite database (file is not a database).\n` +
        "  Move it aside (keep it: it may hold quote requests) and start again: the server\n" +
        "  creates a new, empty database. sqlite3's .recover may get the rows back.\n",
    );
  }, 30_000);

  test("a data folder the server cannot write in: its path and what to do, exit 1", async () => {
    // As it was found: a database with its rows, in a folder that has become read-only.
    const dataDir = path.join(scratch, "read-only");
    openDatabase(dataDir).close();
    chmodSync(dataDir, 0o555);
    // As root every folder is writable: run the server as an ordinary user then.
    const user = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const { code, stderr } = await start(dataDir, user);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      new RegExp(
        `^server: cannot write in the data folder ${dataDir} \\((EACCES|EROFS|EPERM)[^)]*\\)\\.\\n` +
          "  Quote requests are kept there: make it writable by the user running the server,\\n" +
          "  or set DATA_DIR to a folder that is\\.\\n$",
      ),
    );
  }, 30_000);

  test("a database file the server cannot write: its path and what to do, exit 1", async () => {
    const dataDir = path.join(scratch, "read-only-file");
    openDatabase(dataDir).close();
    const file = path.join(dataDir, DATABASE_FILE);
    chmodSync(file, 0o444);
    // As root: the folder given to the ordinary user, the file still root's and read-only.
    const root = process.getuid?.() === 0;
    if (root) chownSync(dataDir, 65534, 65534);
    const { code, stderr } = await start(dataDir, root ? { uid: 65534, gid: 65534 } : {});
    expect(code).toBe(1);
    expect(stderr).toBe(
      `server: cannot write to the database ${file} (attempt to write a readonly database).\n` +
        "  Make the file and its folder writable by the user running the server.\n",
    );
  }, 30_000);
});
