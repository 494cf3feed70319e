/**
 * The server's answer for a missing path, worked out in the browser for
 * static hosts that can only serve 404.html: the same resolver and the same
 * location lookup, over the places and pages of the build's lookup file
 * (model/place-lookup.ts), fetched only now.
 */
import { canonicalPagePath } from "../../../model/missing-path";
import { parsePlaceLookup, resolverOfLookup } from "../../../model/place-lookup";

/** The page to go to instead, or undefined for the not-found page; `fetched` is the file's JSON. */
export function redirectTarget(fetched: unknown, pathname: string): string | undefined {
  const canonical = canonicalPagePath(pathname);
  if (!canonical) return undefined;
  const answer = resolverOfLookup(parsePlaceLookup(fetched)).resolve(canonical);
  return answer.kind === "redirect" && answer.location !== pathname ? answer.location : undefined;
}
