/**
 * The schema's steps, read from the SQL files that also make the D1 database
 * on Cloudflare (`wrangler d1 migrations apply`): one set for both. They lie
 * in migrations/ at the project's root, and beside the server app's files in
 * dist/server-app/migrations (build/server-bundle.ts copies them there).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const MIGRATIONS_FOLDER = "migrations";

/** "0001_initial.sql": wrangler's own naming, applied in this order. */
const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

const here = path.dirname(fileURLToPath(import.meta.url));
/** Beside the bundled server app first, then the project's root seen from this source file. */
const PLACES = [path.join(here, MIGRATIONS_FOLDER), path.join(here, "../../..", MIGRATIONS_FOLDER)];

export interface Migration {
  file: string;
  sql: string;
}

/** Every migration in `folder`, in order. */
export function readMigrations(folder = PLACES.find((place) => existsSync(place))): Migration[] {
  if (folder === undefined) {
    throw new Error(`no ${MIGRATIONS_FOLDER}/ folder found at ${PLACES.join(" or ")}`);
  }
  return readdirSync(folder)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => ({ file, sql: readFileSync(path.join(folder, file), "utf8") }));
}
