/**
 * `npm run preview:cloudflare [-- --port N]`: the site built for Cloudflare
 * Pages, the migrations applied to a local D1 database (.wrangler/state), and
 * the site with its Functions served by `wrangler pages dev`: nothing leaves
 * the machine. `npm run publish:cloudflare`: the same build, the migrations
 * applied to the live D1 database, then `wrangler pages deploy`. The steps:
 * lib/cloudflare-steps.ts. Exit 1 when a step fails, 2 when wrangler.toml
 * still has the placeholder database.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { cloudflareSteps, databaseIdProblem, type CloudflareMode } from "./lib/cloudflare-steps";
import { WRANGLER_BIN } from "./lib/host-emulators";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: "string", default: "8788" } },
});
const mode: CloudflareMode = positionals[0] === "publish" ? "publish" : "preview";
const name = `${mode}:cloudflare`;

if (mode === "publish") {
  const problem = databaseIdProblem(readFileSync("wrangler.toml", "utf8"));
  if (problem) {
    console.error(`${name}: ${problem}`);
    process.exit(2);
  }
}

for (const { what, command } of cloudflareSteps(mode, Number(values.port))) {
  console.log(`${name}: ${what}`);
  const [bin, ...args] = command;
  const run = spawnSync(bin === "wrangler" ? WRANGLER_BIN : bin!, args, {
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  // Ctrl-C ends the preview: not a failure.
  if (run.signal === "SIGINT") process.exit(130);
  if (run.status !== 0) {
    console.error(`${name}: stopped: ${what} failed${run.error ? ` (${run.error.message})` : ""}`);
    process.exit(1);
  }
}
