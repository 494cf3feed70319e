/**
 * Imported first by the server's entry point and the owner's commands, for
 * its effect: `.env` is loaded before any other module is evaluated, since
 * some read the environment as they load (site/renderer/site-url.ts reads
 * SITE_URL for the canonical address of the pages the server renders).
 * An unreadable file stops the start with exit 2, as a bad setting does, and
 * so does a Node older than the project's (node-version.ts).
 */
import { ConfigError } from "./config";
import { loadEnvFileIfPresent } from "./env-file";
import { requireNode } from "./node-version";

requireNode("server");

try {
  loadEnvFileIfPresent();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
