/**
 * The site's D1 database on Cloudflare, for the owner's commands (`--d1`):
 * read through `wrangler d1 execute --json` and exported through
 * `wrangler d1 export`, with the project's own wrangler. The live site's
 * database (--remote, signed in with `npx wrangler login`), or with `local`
 * the copy `npm run preview:cloudflare` keeps in .wrangler/state.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { createRequire } from "node:module";
import { z } from "zod";
import { backupFileName } from "../../site/server/store/backup";
import { toLead, type Lead } from "../../site/server/store/leads";
import type { NotFoundLog } from "../../site/server/store/not-found-log";
import { NOT_FOUND_LOG_MAX_ROWS } from "../../site/forms/limits";
import { ALL_LEADS, COUNT_NOT_FOUND, TOP_MISSING_PAGES } from "../../site/forms/statements";
import { RecordsError, type OwnerRecords } from "../../site/server/owner/owner-records";

/** database_name in wrangler.toml. */
export const D1_DATABASE = "aerial-site";

export interface D1Target {
  /** The emulator's copy rather than the live database. */
  local: boolean;
  /** The project folder (its wrangler.toml and .wrangler/state); the working directory when absent. */
  cwd?: string;
  /** Local only, for reading: another state folder than .wrangler/state, e.g. a restored copy. */
  persistTo?: string;
}

/** Why wrangler gave nothing, in words for whoever runs the command. */
export class D1Error extends RecordsError {
  override name = "D1Error";
}

/**
 * wrangler's own entry, found as Node finds the package (a devDependency, pinned): the owner
 * runs `--d1` from the project's folder, where they publish.
 */
function wranglerEntry(): string {
  let manifest: string;
  try {
    manifest = createRequire(import.meta.url).resolve("wrangler/package.json");
  } catch {
    throw new D1Error(
      "wrangler is not installed here: run the --d1 commands in the project's folder, after `npm ci`.",
    );
  }
  return path.join(path.dirname(manifest), "bin", "wrangler.js");
}

function wrangler(args: string[], { cwd, local }: D1Target): string {
  const entry = wranglerEntry();
  const run = spawnSync(process.execPath, [entry, ...args, local ? "--local" : "--remote"], {
    cwd,
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
  });
  if (run.error) throw new D1Error(`cannot run ${entry} (${run.error.message})`);
  if (run.status !== 0) {
    const said = `${run.stderr}\n${run.stdout}`.trim().split("\n").slice(-12).join("\n");
    const hint = local
      ? "  The local copy is made by `npm run preview:cloudflare`, in this folder."
      : "  Sign in with `npx wrangler login`, and check database_id in wrangler.toml.";
    throw new D1Error(`wrangler ${args.slice(0, 2).join(" ")} failed:\n${said}\n${hint}`);
  }
  return run.stdout;
}

const Answer = z.array(z.object({ results: z.array(z.unknown()) }));

/** The rows of one statement, each checked against `row`. */
export function d1Query<T>(sql: string, row: z.ZodType<T>, target: D1Target): T[] {
  const persist = target.local && target.persistTo ? ["--persist-to", target.persistTo] : [];
  const text = wrangler(
    ["d1", "execute", D1_DATABASE, "--json", ...persist, "--command", sql],
    target,
  );
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new D1Error(`wrangler d1 execute printed what is not JSON:\n${text.slice(0, 500)}`);
  }
  return z.array(row).parse(Answer.parse(json)[0]?.results ?? []);
}

const LeadRow = z.object({
  id: z.number(),
  created_at: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  postcode: z.string(),
  service: z.string(),
  message: z.string(),
  preferred_time: z.string(),
  source_page: z.string(),
});

/** Every lead, oldest first, as `npm run leads` shows the server's. */
export const d1Leads = (target: D1Target): Lead[] =>
  d1Query(ALL_LEADS, LeadRow, target).map(toLead);

const NotFoundRow = z.object({ path: z.string(), count: z.number(), lastSeen: z.string() });

/** The not-found log as `npm run report:404` reads the server's: the most reported paths, and the rows kept. */
export const d1NotFoundLog = (target: D1Target): Pick<NotFoundLog, "top" | "count"> => ({
  top: (limit) =>
    d1Query(
      // wrangler's --command takes no bound values: the limit is written in, as a whole number.
      `${TOP_MISSING_PAGES} LIMIT ${Math.max(1, Math.trunc(limit))}`,
      NotFoundRow,
      target,
    ),
  count: () => d1Query(COUNT_NOT_FOUND, z.object({ n: z.number() }), target)[0]?.n ?? 0,
});

/** What the owner's commands read, from D1: the same questions the server's database answers. */
export function d1Records(target: D1Target): OwnerRecords {
  const log = d1NotFoundLog(target);
  return {
    leads: async () => d1Leads(target),
    missingPages: async (limit) => ({
      top: log.top(limit),
      kept: log.count(),
      // The Functions keep the log to the forms core's default: D1 has no .env to change it.
      keptAtMost: NOT_FOUND_LOG_MAX_ROWS,
    }),
  };
}

export interface D1Backup {
  file: string;
  bytes: number;
  leads: number;
  notFound: number;
}

/** The rows of `table` a dump file holds, one INSERT each. */
const rowsIn = (sql: string, table: string) =>
  sql.match(new RegExp(`^INSERT INTO "?${table}"? `, "gm"))?.length ?? 0;

/**
 * The whole database as SQL (schema and rows) in a dated .d1.sql file under
 * `backupDir`, written under a temporary name and renamed when whole. Restore
 * into a new database with `wrangler d1 execute <name> --file <file>`.
 */
export async function d1Backup(
  backupDir: string,
  target: D1Target,
  at = new Date(),
): Promise<D1Backup> {
  const file = path.join(backupDir, backupFileName(at).replace(/\.sqlite$/, ".d1.sql"));
  if (existsSync(file)) throw new D1Error(`${file} exists already: try again in a second.`);
  await mkdir(backupDir, { recursive: true });
  const partial = `${file}.partial`;
  try {
    wrangler(["d1", "export", D1_DATABASE, "--output", path.resolve(partial)], target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const sql = await readFile(partial, "utf8");
  await rename(partial, file);
  return {
    file,
    bytes: (await stat(file)).size,
    leads: rowsIn(sql, "leads"),
    notFound: rowsIn(sql, "not_found"),
  };
}
