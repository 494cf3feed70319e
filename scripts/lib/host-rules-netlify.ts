/**
 * The headers Netlify's own rule code gives a path from our _headers: the
 * parser and matcher `netlify dev` itself uses (netlify-cli's
 * utils/headers.js, over @netlify/headers-parser), loaded from the installed
 * emulator. Needed because `netlify dev` sends its static server's
 * Cache-Control over the rules' one, so the wire cannot show it.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";

interface NetlifyHeadersModule {
  parseHeaders(options: {
    config: Record<string, never>;
    configPath: undefined;
    headersFiles: string[];
  }): Promise<unknown>;
  headersForPath(rules: unknown, path: string): unknown;
}

function isNetlifyHeadersModule(value: unknown): value is NetlifyHeadersModule {
  return (
    typeof value === "object" &&
    value !== null &&
    "parseHeaders" in value &&
    typeof value.parseHeaders === "function" &&
    "headersForPath" in value &&
    typeof value.headersForPath === "function"
  );
}

const headerValues = z.record(z.string(), z.string());

/** Netlify's header rules for a built folder: path → the headers (names as written) its rules give. */
export async function netlifyRuleHeaders(
  tools: string,
  siteDir: string,
): Promise<(sitePath: string) => Record<string, string>> {
  const file = path.join(tools, "node_modules/netlify-cli/dist/utils/headers.js");
  const loaded: unknown = await import(pathToFileURL(file).href);
  if (!isNetlifyHeadersModule(loaded)) {
    throw new Error(`${file} no longer exports parseHeaders and headersForPath`);
  }
  const rules = await loaded.parseHeaders({
    config: {},
    configPath: undefined,
    headersFiles: [path.resolve(siteDir, "_headers")],
  });
  return (sitePath) => headerValues.parse(loaded.headersForPath(rules, sitePath));
}

/** A header's value among names as written ("Cache-Control" or "cache-control"). */
export const headerOf = (headers: Record<string, string>, name: string): string | undefined =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
