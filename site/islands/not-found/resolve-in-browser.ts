/**
 * The server's answer for a missing path, worked out in the browser for
 * static hosts that can only serve 404.html: the same resolver and the same
 * location lookup, over the places in the generated manifest.
 */
import { manifest } from "../../generated/manifest";
import { canonicalPagePath, createMissingPathResolver } from "../../../model/missing-path";

const resolver = createMissingPathResolver(
  manifest,
  new Set(["/", ...manifest.pages.map((page) => page.path)]),
);

/** The page to go to instead, or undefined for the not-found page. */
export function redirectTarget(pathname: string): string | undefined {
  const canonical = canonicalPagePath(pathname);
  if (!canonical) return undefined;
  const answer = resolver.resolve(canonical);
  return answer.kind === "redirect" && answer.location !== pathname ? answer.location : undefined;
}
