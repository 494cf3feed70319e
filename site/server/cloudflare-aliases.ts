/**
 * How a build for Cloudflare Pages answers every redirect within the host's
 * published limits. Its _redirects holds at most 2,000 static rules
 * (https://developers.cloudflare.com/pages/configuration/redirects/, "Per
 * file"); past that, groups of aliases that share their last word
 * ("/…-oxfordshire") are routed by one _routes.json pattern each to the
 * site's Function, which answers them from the alias table, and the rest stay
 * static. While every rule fits, nothing is routed: the Function is not
 * invoked for a page. Pure: pairs in, the split out.
 */
import type { AliasTable } from "../../model/alias-table";
import { compareText } from "../../model/text";

export interface CloudflareRedirects {
  /** [from, to] pairs kept as _redirects rules. */
  rules: [string, string][];
  /** _routes.json include patterns that send the other pairs' addresses to the Function. */
  patterns: string[];
  /** What the Function answers: every pair whose address a pattern routes. */
  table: AliasTable;
}

/** The pattern that routes an address with others of its last word; a one-word address alone. */
export function routingPatternOf(from: string): string {
  const segment = from.slice(from.lastIndexOf("/") + 1);
  const hyphen = segment.lastIndexOf("-");
  return hyphen < 0 ? from : `/*${segment.slice(hyphen)}`;
}

/**
 * The addresses Cloudflare routes by `pattern`: "*" matches anything, "/"
 * included, and a trailing slash is the same address (as wrangler's
 * isRoutingRuleMatch has it).
 */
export function routeRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}/?$`);
}

/**
 * The pairs split so that at most `staticLimit` stay rules: the largest
 * groups (by routing pattern) go to the Function first, so the fewest
 * patterns route the most aliases and the fewest pages pass through it.
 */
export function splitForCloudflare(
  pairs: readonly [string, string][],
  staticLimit: number,
): CloudflareRedirects {
  if (pairs.length <= staticLimit) return { rules: [...pairs], patterns: [], table: {} };
  const groups = new Map<string, number>();
  for (const [from] of pairs) {
    const pattern = routingPatternOf(from);
    groups.set(pattern, (groups.get(pattern) ?? 0) + 1);
  }
  const bySize = [...groups].sort(([a, m], [b, n]) => n - m || compareText(a, b));
  const patterns: string[] = [];
  let staying = pairs.length;
  for (const [pattern, size] of bySize) {
    if (staying <= staticLimit) break;
    patterns.push(pattern);
    staying -= size;
  }
  // A pair goes wherever its address is routed: a rule on a routed address would never be read.
  const matchers = patterns.map(routeRegExp);
  const routed = (from: string) => matchers.some((matcher) => matcher.test(from));
  const rules = pairs.filter(([from]) => !routed(from));
  const table = Object.fromEntries(pairs.filter(([from]) => routed(from)));
  return { rules, patterns: patterns.sort(compareText), table };
}
