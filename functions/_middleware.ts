/**
 * Every request Cloudflare Pages routes to the Functions (_routes.json): the
 * aliases past the _redirects limit are answered here (functions/_lib/aliases.ts);
 * the forms' paths and every other address go on to their Function or file.
 */
import { FUNCTION_PATHS } from "../model/form-origin";
import { aliasAnswer } from "./_lib/aliases";
import type { SiteFunction } from "./_lib/env";

const OWN_PATHS = new Set<string>(FUNCTION_PATHS);

export const onRequest: SiteFunction = async ({ request, env, next }) => {
  const { pathname } = new URL(request.url);
  if ((request.method === "GET" || request.method === "HEAD") && !OWN_PATHS.has(pathname)) {
    const answer = await aliasAnswer(env.ASSETS, request.url);
    if (answer) return answer;
  }
  return next();
};
