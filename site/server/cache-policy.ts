/**
 * Cache-Control by file: hashed build output forever; pages, the worker and
 * the files the islands fetch (the not-found lookup, the postcode table)
 * revalidated (a day-old lookup could send a visitor to a page since renamed).
 */
import path from "node:path";
import { COVERAGE_TABLE_PATH } from "../../model/coverage-check";
import { PLACE_LOOKUP_PATH } from "../../model/place-lookup-file";
import { PRECOMPRESSED } from "./compression";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";
export const ONE_DAY = "public, max-age=86400";

/** By the file it stands for: "sitemap.xml.br" is cached as "sitemap.xml" is. */
export function cacheControlFor(relativePath: string): string {
  const posix = relativePath.split(path.sep).join("/").replace(/^\//, "");
  const file = posix.endsWith(PRECOMPRESSED) ? posix.slice(0, -PRECOMPRESSED.length) : posix;
  if (file.startsWith("assets/")) return IMMUTABLE;
  if (
    file.endsWith(".html") ||
    file === "sw.js" ||
    `/${file}` === PLACE_LOOKUP_PATH ||
    `/${file}` === COVERAGE_TABLE_PATH
  )
    return REVALIDATE;
  return ONE_DAY;
}
