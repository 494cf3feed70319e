/**
 * The production server (site/server/server.tsx createServer) with pages
 * rendered live (dev-page-source.ts): redirects, the quote form, the postcode
 * check, the not-found report and the security headers answer as in
 * production, into a database of its own.
 */
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { LogLevel, ViteDevServer } from "vite";
import { ConfigError, loadConfig } from "../../site/server/config";
import { createServer } from "../../site/server/server";
import { devPageSource } from "./dev-page-source";

/** Where the dev server keeps its database unless DATA_DIR says otherwise. */
export const DEV_DATA_DIR = "var/dev";

/**
 * The dev database's folder: DATA_DIR if set, else var/dev; never the
 * production server's default folder, whose database holds real requests.
 */
export function devDataDir(env: NodeJS.ProcessEnv, root: string): string {
  const production = loadConfig({}, root).dataDir;
  const chosen = path.resolve(root, env.DATA_DIR || DEV_DATA_DIR);
  if (chosen === production) {
    throw new ConfigError(
      `DATA_DIR=${env.DATA_DIR} is the production server's data folder (${production}).\n` +
        `  Unset DATA_DIR (the dev server then uses ${DEV_DATA_DIR}) or set it to another folder.`,
    );
  }
  return chosen;
}

export interface DevServerOptions {
  root: string;
  dataDir: string;
  host: string;
  /** 0 for any free port. */
  port: number;
  logLevel?: LogLevel;
}

export interface DevServer {
  app: FastifyInstance;
  vite: ViteDevServer;
  /** http://host:port */
  origin: string;
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const pages = devPageSource({ root: options.root, logLevel: options.logLevel });
  // No mailer: a request made while developing never reaches the business's inbox.
  const app = await createServer({ pages, dataDir: options.dataDir });
  const origin = await app.listen({ port: options.port, host: options.host });
  return { app, vite: pages.vite(), origin };
}
