/**
 * The place aliases a build for Cloudflare routes to the Function past its
 * _redirects limit (site/server/cloudflare-aliases.ts): a 301 straight to the
 * canonical page, as a _redirects rule answers, with the page's own security
 * and cache headers (the host's _headers do not reach a Function's answer).
 */
import { ALIAS_TABLE_PATH, aliasTarget, type AliasTable } from "../../model/alias-table";
import { securityOf, type Assets } from "./built-page";

/** The table, read once per isolate; a failed read is tried again on the next request. */
let table: Promise<AliasTable> | undefined;

async function readTable(assets: Assets, requestUrl: string): Promise<AliasTable> {
  const answer = await assets.fetch(new URL(ALIAS_TABLE_PATH, requestUrl).href);
  if (!answer.ok) throw new Error(`${ALIAS_TABLE_PATH} answered ${answer.status}`);
  return answer.json<AliasTable>();
}

/** The 301 for an alias's address, or undefined for any other. */
export async function aliasAnswer(
  assets: Assets,
  requestUrl: string,
): Promise<Response | undefined> {
  table ??= readTable(assets, requestUrl).catch((error: unknown) => {
    table = undefined;
    throw error;
  });
  const url = new URL(requestUrl);
  const target = aliasTarget(await table, url.pathname);
  if (target === undefined) return undefined;
  const page = await assets.fetch(new URL(target, requestUrl).href);
  await page.body?.cancel();
  const headers = new Headers(securityOf(page));
  headers.set("location", target + url.search);
  headers.set("cache-control", page.headers.get("cache-control") ?? "no-cache");
  return new Response(null, { status: 301, headers });
}
