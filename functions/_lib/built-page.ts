/**
 * A page the Function renders again (the form with its errors, the postcode
 * check's answer) is drawn like the server's (site/server/render/), with the
 * stylesheet and scripts of the same page as built, read through the static
 * assets. The host's _headers do not reach a Function's answer: its security
 * headers are taken from the built page's answer too.
 */
import { assetTagsIn } from "../../site/server/render/document";
import type { WorkerResponse } from "./env";

/** The headers of the built page that say what the browser may do with it. */
const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "strict-transport-security",
];

export interface BuiltPage {
  assetTags: string;
  security: [string, string][];
}

/** The static assets' binding (env.ASSETS). */
export interface Assets {
  fetch(input: string): Promise<WorkerResponse>;
}

/** The security headers an answer of the static assets carries. */
export const securityOf = (answer: WorkerResponse): [string, string][] =>
  SECURITY_HEADERS.flatMap((name): [string, string][] => {
    const value = answer.headers.get(name);
    return value === null ? [] : [[name, value]];
  });

export async function builtPage(
  assets: Assets,
  requestUrl: string,
  path: string,
): Promise<BuiltPage> {
  const answer = await assets.fetch(new URL(path, requestUrl).href);
  const html = await answer.text();
  return {
    assetTags: assetTagsIn(html),
    security: securityOf(answer),
  };
}

/** A page answer that is not kept by caches nor indexed: it depends on what was sent. */
export function pageAnswer(status: number, html: string, page: BuiltPage): Response {
  const headers = new Headers(page.security);
  headers.set("content-type", "text/html; charset=utf-8");
  headers.set("cache-control", "no-store");
  headers.set("x-robots-tag", "noindex, nofollow");
  return new Response(html, { status, headers });
}
