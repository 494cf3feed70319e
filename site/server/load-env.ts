/**
 * Imported first by the server's entry point and the owner's commands, for
 * its effect: `.env` is loaded before any other module is evaluated, since
 * some read the environment as they load (site/renderer/site-url.ts reads
 * SITE_URL for the canonical address of the pages the server renders).
 * An unreadable file stops the start with exit 2, as a bad setting does, and
 * so does a Node older than the project's (npm run backup needs node:sqlite's
 * backup, which Node 20 lacks; 20 gets no security fixes since April 2026).
 */
import { ConfigError, NODE_MAJOR } from "./config";
import { loadEnvFileIfPresent } from "./env-file";

const running = Number(process.versions.node.split(".")[0]);
if (running < NODE_MAJOR) {
  console.error(
    `server: Node ${NODE_MAJOR} or later is needed; this is v${process.versions.node}.\n` +
      `  Install Node ${NODE_MAJOR} LTS (in a checkout, \`. scripts/use-node.sh\` does it) and start again.`,
  );
  process.exit(2);
}

try {
  loadEnvFileIfPresent();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
