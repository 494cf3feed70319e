/**
 * sitemaps.org's schemas applied by libxml2 (xmllint-wasm): sitemap.xsd for a
 * <urlset>, from the sitemap package, and siteindex.xsd for a <sitemapindex>,
 * from tests/schemas/ (no package ships it).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

const sitemapPackage = path.dirname(createRequire(import.meta.url).resolve("sitemap/package.json"));
const SCHEMA_FILES = {
  urlset: path.join(sitemapPackage, "schema/sitemap.xsd"),
  sitemapindex: path.join(import.meta.dirname, "schemas/siteindex.xsd"),
};

/** The schema's errors in `xml` (named `file` in them), which must be the schema's `root` element. */
export async function schemaErrors(
  file: string,
  xml: string,
  root: keyof typeof SCHEMA_FILES,
): Promise<string[]> {
  const schema = SCHEMA_FILES[root];
  const result = await validateXML({
    xml: [{ fileName: file, contents: xml }],
    schema: [{ fileName: path.basename(schema), contents: await readFile(schema, "utf8") }],
  });
  if (result.valid) return [];
  // A failure libxml2 gives no located error for (an unreadable schema) is still a failure.
  return result.errors.length > 0
    ? result.errors.map((error) => error.rawMessage)
    : [result.rawOutput];
}
