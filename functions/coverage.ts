/**
 * GET /coverage?postcode=... on Cloudflare Pages: the postcode check without
 * JavaScript (site/forms/coverage-check.ts), drawn by the server's renderer;
 * limited per address in D1. Without ?postcode, the built page as it is.
 */
import { COVERAGE_PATH } from "../model/routes";
import { coverageCheck, postcodeOfUrl, tooManyChecks } from "../site/forms/coverage-check";
import { COVERAGE_LIMIT_PER_MINUTE } from "../site/forms/limits";
import { business } from "../site/generated/business";
import { coveragePageRenderer } from "../site/server/render/coverage-page";
import { builtPage, pageAnswer } from "./_lib/built-page";
import { clientAddress, d1RequestCounter } from "./_lib/d1-request-counts";
import type { SiteFunction } from "./_lib/env";

export const onRequestGet: SiteFunction = async ({ request, env, next }) => {
  const value = postcodeOfUrl(new URL(request.url));
  if (value === undefined) return next();
  const page = await builtPage(env.ASSETS, request.url, COVERAGE_PATH);
  const render = coveragePageRenderer(page.assetTags);
  const withinLimit = d1RequestCounter(env.DB, clientAddress(request.headers), {
    scope: "coverage",
    max: COVERAGE_LIMIT_PER_MINUTE,
    windowSeconds: 60,
  });
  // The answer needs no database: when D1 cannot count, the visitor is answered all the same.
  if (!(await withinLimit().catch(() => true))) {
    return pageAnswer(429, render(tooManyChecks(value, business.phone.main.number)), page);
  }
  const { status, state } = coverageCheck(value);
  return pageAnswer(status, render(state), page);
};
