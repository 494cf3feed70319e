/** Starts the server with the settings of the environment (see config.ts). */
import { ConfigError, loadConfig, type ServerConfig } from "./config";
import { smtpSender } from "./mail/smtp";
import { createServer } from "./server";

let config: ServerConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`server: ${error.message}`);
  process.exit(2);
}
// The canonical origin is written into pages at build time; the build reads SITE_URL too.
const app = await createServer({
  clientDir: config.clientDir,
  dataDir: config.dataDir,
  logger: config.logger,
  trustProxy: config.trustProxy,
  quoteLimitPerHour: config.quoteLimitPerHour,
  notFoundLimitPerMinute: config.notFoundLimitPerMinute,
  notFoundLogMaxRows: config.notFoundLogMaxRows,
  headersTimeoutMs: config.headersTimeoutMs,
  requestTimeoutMs: config.requestTimeoutMs,
  maxConnections: config.maxConnections,
  writeTimeoutMs: config.writeTimeoutMs,
  ...(config.mail ? { sendMail: smtpSender(config.mail) } : {}),
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ port: config.port, host: config.host });
