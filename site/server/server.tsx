/**
 * The production server: the pre-rendered site from dist/client with
 * compression, cache and security headers; redirects for mistyped towns;
 * the quote form and the not-found log, stored in SQLite (also posted from
 * the site's own origin when its pages are on a static host); the postcode
 * check's answer page.
 */
import compress from "@fastify/compress";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { business } from "../generated/business";
import { COVERAGE_PATH } from "../../model/routes";
import { QUOTE_FORM_PAGES } from "../../model/quote";
import { builtPageSource } from "./built-pages";
import { originOf, registerSiteCors } from "./cors";
import { GZIP_LEVEL, WORTH_COMPRESSING } from "./compression";
import { SERVER_DEFAULTS } from "./config";
import { guardConnections } from "./connection-guard";
import { clientErrorAnswer, frameworkErrorAnswer, routeErrorAnswer } from "./error-answers";
import { outboxWorker, type SendMail } from "./mail/outbox";
import { BlogPlaceholder, blogPlaceholderHead } from "./render/blog-placeholder";
import type { PageSource } from "./page-source";
import { renderDocument } from "./render/document";
import { coveragePageRenderer } from "./render/coverage-page";
import { formPageRenderer } from "./render/form-pages";
import { registerCoverageRoute } from "./routes/coverage";
import { registerFormPages } from "./routes/form-pages";
import { notFoundVisits } from "./not-found-visits";
import { registerNotFoundReport } from "./routes/not-found-report";
import { registerPageRoutes } from "./routes/pages";
import { registerQuoteRoute } from "./routes/quote";
import { registerSecurityHeaders } from "./security-headers";
import { openServerDatabase } from "./startup-checks";
import type { Db } from "./store/database";
import { leadStore } from "./store/leads";
import { notFoundLog } from "./store/not-found-log";
import { createWriter } from "./store/writer";

export interface ServerOptions {
  /** The folder with the pre-rendered pages (dist/client), served as they are... */
  clientDir?: string;
  /** ...or where pages come from otherwise (`npm run dev`: rendered live); one of the two. */
  pages?: PageSource;
  /** Where the SQLite file lives; without it, a database in memory. */
  dataDir?: string;
  logger?: boolean;
  /**
   * The site's canonical address (SITE_URL); else siteUrl in data/business.yaml. Its pages
   * may post here from a static host, and a not-found report from a page there is its own.
   */
  siteUrl?: string;
  /** Trust X-Forwarded-* from a reverse proxy in front. */
  trustProxy?: boolean;
  quoteLimitPerHour?: number;
  notFoundLimitPerMinute?: number;
  notFoundLogMaxRows?: number;
  /** Postcode checks one address may ask the server per minute (the island answers the rest). */
  coverageLimitPerMinute?: number;
  /** E-mail notification of new leads; off when absent. */
  sendMail?: SendMail;
  /** A client must have sent its headers within this time of connecting, and its whole request within the next. */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** Open connections at most, for the process; far above a burst of visitors (Node resets more). */
  maxConnections?: number;
  /** Open connections one client address may hold (more are answered 503); off behind a proxy. */
  maxConnectionsPerAddress?: number;
  /** How long a write waits for another process's lock before the request is answered 503. */
  writeTimeoutMs?: number;
}

async function pageSourceOf({ clientDir, pages }: ServerOptions): Promise<PageSource> {
  if (pages && clientDir === undefined) return pages;
  if (clientDir !== undefined && !pages) return builtPageSource(clientDir);
  throw new Error("createServer: give clientDir (the built pages) or pages, one of the two");
}

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const siteOrigin = originOf(options.siteUrl ?? business.siteUrl);
  const {
    headersTimeoutMs = SERVER_DEFAULTS.headersTimeoutMs,
    requestTimeoutMs = SERVER_DEFAULTS.requestTimeoutMs,
    maxConnections = SERVER_DEFAULTS.maxConnections,
    maxConnectionsPerAddress = SERVER_DEFAULTS.maxConnectionsPerAddress,
    trustProxy = false,
    writeTimeoutMs = SERVER_DEFAULTS.writeTimeoutMs,
  } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy,
    // Slow clients: the first request's headers are timed per connection (connection-guard.ts);
    // later ones on a kept-alive connection by Node, which checks every
    // connectionsCheckingInterval. An idle keep-alive connection goes after 5 s.
    http: {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: 1_000,
    },
    requestTimeout: requestTimeoutMs,
    connectionTimeout: requestTimeoutMs,
    keepAliveTimeout: 5_000,
    // Answers made before any route runs: with the security headers, without the input.
    frameworkErrors: frameworkErrorAnswer,
    clientErrorHandler: clientErrorAnswer,
  });
  app.setErrorHandler(routeErrorAnswer);
  app.server.maxConnections = maxConnections;
  // Behind a proxy every connection comes from the proxy's address: the proxy caps per client.
  guardConnections(app.server, {
    perAddress: trustProxy ? undefined : maxConnectionsPerAddress,
    headersTimeoutMs,
  });
  // No busy wait inside SQLite: it would stop the event loop. Writes wait in `write` instead.
  // Checked first: a folder it cannot write in or a damaged file stops the start (StartupError).
  const db: Db = openServerDatabase(options.dataDir, { busyTimeoutMs: 0 });
  const write = createWriter({ timeoutMs: writeTimeoutMs });
  const mailer = options.sendMail
    ? outboxWorker(db, options.sendMail, {
        write,
        onError: (error) => app.log.warn({ error }, "mail failed; will retry"),
      })
    : undefined;
  app.addHook("onClose", async () => {
    mailer?.stop();
    db.close();
  });

  const pages = await pageSourceOf(options);

  registerSecurityHeaders(app);
  await app.register(compress, {
    global: true,
    threshold: WORTH_COMPRESSING.minBytes,
    zlibOptions: { level: GZIP_LEVEL },
  });
  await registerSiteCors(app, siteOrigin);
  await app.register(rateLimit, { global: false });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await pages.register(app);
  // The pages the server renders itself link the assets of their built (or live) counterparts.
  const assetTags = new Map(
    await Promise.all(
      ["/", COVERAGE_PATH, ...QUOTE_FORM_PAGES].map(
        async (page) => [page, await pages.assetTags(page)] as const,
      ),
    ),
  );
  const assetTagsOf = (page: string): string => {
    const tags = assetTags.get(page);
    if (tags === undefined)
      throw new Error(`createServer: the asset tags of ${page} were not read`);
    return tags;
  };

  const missingPages = notFoundLog(
    db,
    options.notFoundLogMaxRows ?? SERVER_DEFAULTS.notFoundLogMaxRows,
  );
  const notFoundLimitPerMinute =
    options.notFoundLimitPerMinute ?? SERVER_DEFAULTS.notFoundLimitPerMinute;
  registerPageRoutes(app, {
    pages,
    recordNotFound: notFoundVisits(app, {
      log: missingPages,
      write,
      limitPerMinute: notFoundLimitPerMinute,
    }),
    renderBlogPlaceholder: (slug) =>
      renderDocument({
        head: blogPlaceholderHead(slug),
        body: <BlogPlaceholder slug={slug} />,
        assetTags: assetTagsOf("/"),
      }),
  });

  registerNotFoundReport(app, {
    log: missingPages,
    write,
    limitPerMinute: notFoundLimitPerMinute,
    siteUrl: options.siteUrl ?? business.siteUrl,
  });
  await registerCoverageRoute(app, {
    pages,
    renderPage: coveragePageRenderer(assetTagsOf(COVERAGE_PATH)),
    limitPerMinute: options.coverageLimitPerMinute ?? SERVER_DEFAULTS.coverageLimitPerMinute,
    phone: business.phone.main.number,
  });
  const renderFormPage = formPageRenderer(assetTagsOf);
  registerFormPages(app, renderFormPage);
  await registerQuoteRoute(app, {
    leads: leadStore(db),
    write,
    limitPerHour: options.quoteLimitPerHour ?? SERVER_DEFAULTS.quoteLimitPerHour,
    mailOn: mailer !== undefined,
    onLeadStored: () => mailer?.kick(),
    renderFormPage,
    siteOrigin,
    phone: business.phone.main.number,
  });
  return app;
}
