/**
 * `npm run backup [-- --dir <folder>]`: a consistent copy of the server's
 * database, taken while it serves (store/backup.ts), as a dated file in
 * --dir, else BACKUP_DIR, else "backups" inside DATA_DIR (var/backups by
 * default). Settings come from the environment and .env, as the server's do.
 * Prints one line: the file, its size and its rows. Exit 2 a bad setting or
 * flag, 1 no backup made. `--d1 [--local]`: the Cloudflare site's D1
 * database instead, as SQL (lib/d1.ts), in --dir or var/backups. Bundled into dist/server-app/backup.js by the build,
 * so it runs where only the production packages are installed.
 */
// First: .env is in process.env before any module below reads it.
import "../site/server/load-env";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../site/server/config";
import { BackupEnvSchema, BackupError, backupDatabase } from "../site/server/store/backup";
import { d1Backup, D1Error, type D1Target } from "./lib/d1";
import { plural } from "../model/text";

function settings(): { dataDir: string; backupDir: string; d1?: D1Target } {
  let dir: string | undefined;
  let d1: D1Target | undefined;
  try {
    const { values } = parseArgs({
      options: { dir: { type: "string" }, d1: { type: "boolean" }, local: { type: "boolean" } },
    });
    dir = values.dir;
    if (values.d1) d1 = { local: values.local === true };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `${reason}\n  Usage: npm run backup [-- --dir <folder>] [--d1 [--local]]`,
    );
  }
  if (d1) return { dataDir: "", backupDir: path.resolve(dir ?? "var/backups"), d1 };
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

try {
  const { dataDir, backupDir, d1 } = settings();
  const result = d1 ? await d1Backup(backupDir, d1) : await backupDatabase(dataDir, backupDir);
  console.log(
    `backup: ${shown(result.file)}, ${kb(result.bytes)}, ` +
      `${plural(result.leads, "lead", "leads")}, ${plural(result.notFound, "not-found row", "not-found rows")}`,
  );
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`backup: ${error.message}`);
    process.exit(2);
  }
  if (error instanceof BackupError || error instanceof D1Error) {
    console.error(`backup: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
