/**
 * The server's settings, read once from the environment and checked with zod,
 * so a typo in a variable stops the start with a message naming it.
 */
import path from "node:path";
import { z } from "zod";

/**
 * Defaults shared with createServer. Slow clients: a real visitor sends a request in well under
 * a second. Writes: long enough for a quote to outlast a lock held by a backup or a shell.
 */
export const SERVER_DEFAULTS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxConnections: 256,
  writeTimeoutMs: 15_000,
  coverageLimitPerMinute: 60,
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
  QUOTE_LIMIT_PER_HOUR: positiveInt.default(20),
  /** Not-found reports one address may send per minute. */
  NOT_FOUND_LIMIT_PER_MINUTE: positiveInt.default(30),
  /** Postcode checks one address may ask the server per minute (without JavaScript). */
  COVERAGE_LIMIT_PER_MINUTE: positiveInt.default(SERVER_DEFAULTS.coverageLimitPerMinute),
  /** Rows kept in the not-found log; older ones are pruned. */
  NOT_FOUND_LOG_MAX_ROWS: positiveInt.default(10_000),
  /** Slow clients: time to send the headers, then the whole request; open connections at most. */
  HEADERS_TIMEOUT_MS: positiveInt.default(SERVER_DEFAULTS.headersTimeoutMs),
  REQUEST_TIMEOUT_MS: positiveInt.default(SERVER_DEFAULTS.requestTimeoutMs),
  MAX_CONNECTIONS: positiveInt.default(SERVER_DEFAULTS.maxConnections),
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
    trustProxy: e.TRUST_PROXY === "1",
    quoteLimitPerHour: e.QUOTE_LIMIT_PER_HOUR,
    notFoundLimitPerMinute: e.NOT_FOUND_LIMIT_PER_MINUTE,
    notFoundLogMaxRows: e.NOT_FOUND_LOG_MAX_ROWS,
    coverageLimitPerMinute: e.COVERAGE_LIMIT_PER_MINUTE,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
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
