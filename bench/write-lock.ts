/**
 * Holds SQLite's write lock on a database from another process, as a backup
 * tool or the owner's sqlite3 shell may: for the lock test (`npm run
 * bench:lock`) and the server's tests. The holder is a separate process on
 * purpose: a lock held in this one would not show how the server copes.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";

const HOLDER = `
import Database from "libsql";
const db = new Database(process.env.LOCK_DB_FILE);
db.exec("BEGIN IMMEDIATE");
process.stdout.write("locked\\n");
setTimeout(() => {
  db.exec("ROLLBACK");
  db.close();
}, Number(process.env.LOCK_HOLD_MS));
`;

/** Resolves once the lock is held; `released` resolves when the holder has let it go and exited. */
export async function holdWriteLock(
  databaseFile: string,
  holdMs: number,
): Promise<{ released: Promise<void> }> {
  const child = spawn(process.execPath, ["--input-type=module", "--eval", HOLDER], {
    env: { ...process.env, LOCK_DB_FILE: databaseFile, LOCK_HOLD_MS: String(holdMs) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = once(child, "exit");
  await new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return {
    released: exited.then(([code]) => {
      if (code !== 0) throw new Error(`lock holder exited with ${code}`);
    }),
  };
}
