/**
 * What `npm run preview:cloudflare` and `npm run publish:cloudflare` run, in
 * order: the same build for Cloudflare and the same D1 migrations, on this
 * machine's copy or on the live database; then the local emulator, or the
 * deploy. Pure: scripts/cloudflare.ts runs the steps.
 */
import { D1_DATABASE } from "./d1";

export type CloudflareMode = "preview" | "publish";

export interface Step {
  /** What the owner is told is happening. */
  what: string;
  /** "wrangler" stands for the project's own. */
  command: string[];
}

export function cloudflareSteps(mode: CloudflareMode, port: number): Step[] {
  const where = mode === "preview" ? "--local" : "--remote";
  return [
    {
      what: "build for Cloudflare Pages",
      command: ["npm", "run", "-s", "build", "--", "--host", "cloudflare"],
    },
    {
      what: `D1 migrations (${mode === "preview" ? "this machine's copy" : "the live database"})`,
      command: ["wrangler", "d1", "migrations", "apply", D1_DATABASE, where],
    },
    mode === "preview"
      ? {
          what: `the site with its Functions and D1 on http://127.0.0.1:${port} (Ctrl-C stops it)`,
          command: ["wrangler", "pages", "dev", "--ip", "127.0.0.1", "--port", String(port)],
        }
      : { what: "deploy to Cloudflare Pages", command: ["wrangler", "pages", "deploy"] },
  ];
}

/** The database_id wrangler.toml ships with, which stands for the owner's own. */
export const PLACEHOLDER_DATABASE_ID = "00000000-0000-0000-0000-000000000000";

/** Why wrangler.toml cannot publish yet, or undefined when it names a database. */
export function databaseIdProblem(wranglerToml: string): string | undefined {
  const id = /^\s*database_id\s*=\s*"([^"]*)"/m.exec(wranglerToml)?.[1];
  if (id !== undefined && id !== PLACEHOLDER_DATABASE_ID && id.trim() !== "") return undefined;
  return (
    "wrangler.toml has no D1 database of yours yet (database_id is the placeholder).\n" +
    `  Run \`npx wrangler d1 create ${D1_DATABASE}\` once, paste the database_id it prints into\n` +
    "  wrangler.toml in place of the zeros, and publish again."
  );
}
