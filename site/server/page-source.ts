/**
 * Where the server's pages come from: everything it needs of the site's pages
 * and nothing else. In production, the files the build wrote (built-pages.ts);
 * under `npm run dev`, pages rendered live by Vite and Vike
 * (scripts/lib/dev-page-source.ts, which only the dev script imports).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { MissingPathAnswer } from "../../model/missing-path";

export interface PageSource {
  /**
   * Serves what is not a page (scripts, styles, images): registered before the
   * page routes, whose hook then sees only what this left unanswered.
   */
  register(app: FastifyInstance): Promise<void>;
  /** Whether there is a page at exactly this address ("/witney", not "/Witney/"). */
  has(pathname: string): boolean;
  /** What a canonical address without a page means among the pages there are (missing-path.ts). */
  resolve(canonicalPath: string): MissingPathAnswer;
  /** Sends the page at an address `has` knows. */
  send(request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<FastifyReply>;
  /** The not-found page, sent with a 404 for any address without a page. */
  notFoundHtml(): Promise<string>;
  /**
   * The stylesheet and module-script tags of the page at this address: a page
   * the server renders itself (a form with its errors) links them to look and
   * work the same.
   */
  assetTags(pathname: string): Promise<string>;
}
