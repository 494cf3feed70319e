/**
 * `npm run backup [-- --dir <folder>]`: a consistent copy of the server's
 * database, taken while it serves (store/backup.ts), as a dated file in
 * --dir, else BACKUP_DIR, else "backups" inside DATA_DIR (var/backups by
 * default). Settings come from the environment and .env, as the server's do.
 * Prints one line: the file, its size and its rows. Exit 2 a bad setting or
 * flag, 1 no backup made. Bundled into dist/server-app/backup.js by the build,
 * so it runs where only the production packages are installed.
 */
// First: .env is in process.env before any module below reads it.
import "../site/server/load-env";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../site/server/config";
import { BackupEnvSchema, BackupError, backupDatabase } from "../site/server/store/backup";

function settings(): { dataDir: string; backupDir: string } {
  let dir: string | undefined;
  try {
    ({ dir } = parseArgs({ options: { dir: { type: "string" } } }).values);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`${reason}\n  Usage: npm run backup [-- --dir <folder>]`);
  }
  const { dataDir } = loadConfig(process.env);
  // An empty variable means "unset", as for the server's settings.
  const env = BackupEnvSchema.safeParse({ BACKUP_DIR: process.env.BACKUP_DIR || undefined });
  if (!env.success) throw new ConfigError(`BACKUP_DIR: ${env.error.issues[0]?.message}`);
  const backupDir = dir ?? env.data.BACKUP_DIR;
  return {
    dataDir,
    backupDir: backupDir ? path.resolve(backupDir) : path.join(dataDir, "backups"),
  };
}

/** Relative to the working directory when inside it, else absolute. */
const shown = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative;
};
const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} kB`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

try {
  const { dataDir, backupDir } = settings();
  const result = await backupDatabase(dataDir, backupDir);
  console.log(
    `backup: ${shown(result.file)}, ${kb(result.bytes)}, ` +
      `${plural(result.leads, "lead", "leads")}, ${plural(result.notFound, "not-found row", "not-found rows")}`,
  );
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`backup: ${error.message}`);
    process.exit(2);
  }
  if (error instanceof BackupError) {
    console.error(`backup: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
