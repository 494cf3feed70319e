/**
 * The server's settings, read once from the environment and checked with zod,
 * so a typo in a variable stops the start with a message naming it.
 */
import path from "node:path";
import { z } from "zod";
import {
  COVERAGE_LIMIT_PER_MINUTE,
  NOT_FOUND_LIMIT_PER_MINUTE,
  NOT_FOUND_LOG_MAX_ROWS,
  QUOTE_LIMIT_PER_HOUR,
} from "../forms/limits";

/**
 * Defaults shared with createServer. Slow clients: a real visitor sends its headers in well
 * under a second, and a browser opens about six connections to a site; a household or office
 * behind one address, a few browsers. The global ceiling is there for the process (each
 * connection is a file descriptor), far above a burst of visitors, which it must not refuse; the
 * listen backlog holds a burst of connects until they are accepted (the kernel caps it at
 * net.core.somaxconn, 4096 on Linux since 5.4). Writes: long enough for a quote to outlast a
 * lock held by a backup or a shell.
 */
export const SERVER_DEFAULTS = {
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 30_000,
  maxConnections: 4_096,
  maxConnectionsPerAddress: 64,
  listenBacklog: 4_096,
  writeTimeoutMs: 15_000,
  coverageLimitPerMinute: COVERAGE_LIMIT_PER_MINUTE,
  notFoundLimitPerMinute: NOT_FOUND_LIMIT_PER_MINUTE,
  notFoundLogMaxRows: NOT_FOUND_LOG_MAX_ROWS,
  quoteLimitPerHour: QUOTE_LIMIT_PER_HOUR,
} as const;

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();

/** Every setting the server reads; .env.example lists the same names (a test compares them). */
export const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("var"),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  CLIENT_DIR: z.string().min(1).default("dist/client"),
  LOG: z.enum(["0", "1"]).default("1"),
  /** Quote requests one address may send per hour (spam guard). */
  QUOTE_LIMIT_PER_HOUR: positiveInt.default(SERVER_DEFAULTS.quoteLimitPerHour),
  /** Not-found visits one address may have recorded per minute (the 404s it is sent, its reports). */
  NOT_FOUND_LIMIT_PER_MINUTE: positiveInt.default(SERVER_DEFAULTS.notFoundLimitPerMinute),
  /** Postcode checks one address may ask the server per minute (without JavaScript). */
  COVERAGE_LIMIT_PER_MINUTE: positiveInt.default(SERVER_DEFAULTS.coverageLimitPerMinute),
  /** Rows kept in the not-found log; older ones are pruned. */
  NOT_FOUND_LOG_MAX_ROWS: positiveInt.default(SERVER_DEFAULTS.notFoundLogMaxRows),
  /**
   * Slow clients: time from connecting to the end of the headers (kept per connection), then
   * to the end of the whole request.
   *   HEADERS_TIMEOUT_MS=5000
   *   REQUEST_TIMEOUT_MS=30000
   */
  HEADERS_TIMEOUT_MS: positiveInt.default(SERVER_DEFAULTS.headersTimeoutMs),
  REQUEST_TIMEOUT_MS: positiveInt.default(SERVER_DEFAULTS.requestTimeoutMs),
  /**
   * Open connections one client address may hold; more are answered 503 with Retry-After.
   * Behind a proxy (TRUST_PROXY=1) every connection comes from the proxy, so the cap is off
   * and setting it is an error: limit connections per client in the proxy (nginx limit_conn).
   *   MAX_CONNECTIONS_PER_ADDRESS=64
   */
  MAX_CONNECTIONS_PER_ADDRESS: positiveInt.optional(),
  /**
   * The global ceiling of open connections, for the process's sake (keep it below
   * `ulimit -n`); more are reset by Node. And the listen backlog: connects waiting to be
   * accepted (capped by the kernel's net.core.somaxconn).
   *   MAX_CONNECTIONS=4096
   *   LISTEN_BACKLOG=4096
   */
  MAX_CONNECTIONS: positiveInt.default(SERVER_DEFAULTS.maxConnections),
  LISTEN_BACKLOG: positiveInt.default(SERVER_DEFAULTS.listenBacklog),
  /** How long a quote or report waits for another process's database lock before a 503. */
  WRITE_TIMEOUT_MS: positiveInt.default(SERVER_DEFAULTS.writeTimeoutMs),
  /** Trust X-Forwarded-* from a reverse proxy (HTTPS detection, client address). */
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: port.default(587),
  SMTP_SECURE: z.enum(["0", "1"]).default("0"),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_TO: z.string().min(3).optional(),
});

export interface MailSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  to: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  clientDir: string;
  /** Canonical origin without a trailing slash. */
  siteUrl: string | undefined;
  logger: boolean;
  trustProxy: boolean;
  quoteLimitPerHour: number;
  notFoundLimitPerMinute: number;
  notFoundLogMaxRows: number;
  coverageLimitPerMinute: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  maxConnections: number;
  /** Undefined behind a proxy (TRUST_PROXY=1): the proxy limits per client. */
  maxConnectionsPerAddress: number | undefined;
  listenBacklog: number;
  writeTimeoutMs: number;
  /** Undefined when SMTP_HOST is unset: e-mail notification is off. */
  mail: MailSettings | undefined;
}

export class ConfigError extends Error {}

/** Reads the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  // An empty variable means "unset", as in most shells' `FOO= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])])})`,
    );
    throw new ConfigError(`invalid server settings in the environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      "invalid server settings in the environment:\n  HEADERS_TIMEOUT_MS must not be more than REQUEST_TIMEOUT_MS",
    );
  }
  const trustProxy = e.TRUST_PROXY === "1";
  if (trustProxy && e.MAX_CONNECTIONS_PER_ADDRESS !== undefined) {
    throw new ConfigError(
      "invalid server settings in the environment:\n  MAX_CONNECTIONS_PER_ADDRESS cannot be used with TRUST_PROXY=1: every connection comes from the proxy; limit connections per client there",
    );
  }
  const maxConnectionsPerAddress = trustProxy
    ? undefined
    : (e.MAX_CONNECTIONS_PER_ADDRESS ?? SERVER_DEFAULTS.maxConnectionsPerAddress);
  if (maxConnectionsPerAddress !== undefined && maxConnectionsPerAddress > e.MAX_CONNECTIONS) {
    throw new ConfigError(
      "invalid server settings in the environment:\n  MAX_CONNECTIONS_PER_ADDRESS must not be more than MAX_CONNECTIONS",
    );
  }
  if (e.SMTP_HOST && (!e.MAIL_FROM || !e.MAIL_TO)) {
    throw new ConfigError(
      "invalid server settings in the environment:\n  MAIL_FROM and MAIL_TO are required when SMTP_HOST is set",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    clientDir: path.resolve(cwd, e.CLIENT_DIR),
    siteUrl: e.SITE_URL?.replace(/\/$/, ""),
    logger: e.LOG === "1",
    trustProxy,
    quoteLimitPerHour: e.QUOTE_LIMIT_PER_HOUR,
    notFoundLimitPerMinute: e.NOT_FOUND_LIMIT_PER_MINUTE,
    notFoundLogMaxRows: e.NOT_FOUND_LOG_MAX_ROWS,
    coverageLimitPerMinute: e.COVERAGE_LIMIT_PER_MINUTE,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    maxConnectionsPerAddress,
    listenBacklog: e.LISTEN_BACKLOG,
    writeTimeoutMs: e.WRITE_TIMEOUT_MS,
    mail:
      e.SMTP_HOST && e.MAIL_FROM && e.MAIL_TO
        ? {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT,
            secure: e.SMTP_SECURE === "1",
            user: e.SMTP_USER,
            pass: e.SMTP_PASS,
            from: e.MAIL_FROM,
            to: e.MAIL_TO,
          }
        : undefined,
  };
}
