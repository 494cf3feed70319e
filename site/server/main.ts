/**
 * Starts the server with the settings of the environment and of a `.env`
 * file in the working directory, the environment winning (see config.ts,
 * env-file.ts). Exit codes: 2 a bad setting, 1 the data folder, database or
 * address cannot be used (each with a message naming it and the fix).
 * `npm run build` bundles it into dist/server-app/main.js for plain Node.
 */
// First: .env is in process.env before any module below reads it.
import "./load-env";
import type { FastifyInstance } from "fastify";
import { ConfigError, loadConfig, type ServerConfig } from "./config";
import { smtpSender } from "./mail/smtp";
import { createServer } from "./server";
import { StartupError } from "./startup-checks";

let config: ServerConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`server: ${error.message}`);
  process.exit(2);
}

let app: FastifyInstance;
try {
  // The canonical origin is written into pages at build time; the build reads SITE_URL too.
  app = await createServer({
    clientDir: config.clientDir,
    dataDir: config.dataDir,
    logger: config.logger,
    // The site whose pages may post here from a static host (CORS, the thank-you redirect)
    // and whose pages' not-found reports are its own.
    ...(config.siteUrl ? { siteUrl: config.siteUrl } : {}),
    trustProxy: config.trustProxy,
    quoteLimitPerHour: config.quoteLimitPerHour,
    notFoundLimitPerMinute: config.notFoundLimitPerMinute,
    notFoundLogMaxRows: config.notFoundLogMaxRows,
    coverageLimitPerMinute: config.coverageLimitPerMinute,
    headersTimeoutMs: config.headersTimeoutMs,
    requestTimeoutMs: config.requestTimeoutMs,
    maxConnections: config.maxConnections,
    maxConnectionsPerAddress: config.maxConnectionsPerAddress,
    writeTimeoutMs: config.writeTimeoutMs,
    ...(config.mail ? { sendMail: smtpSender(config.mail) } : {}),
  });
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(`server: ${error.message}`);
  process.exit(1);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
try {
  await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== "EADDRINUSE" && code !== "EACCES" && code !== "EADDRNOTAVAIL") throw error;
  console.error(
    `server: cannot listen on ${config.host}:${config.port} (${code}).\n` +
      "  Another program may be using the port: stop it, or set PORT (and HOST) to another.",
  );
  process.exit(1);
}
