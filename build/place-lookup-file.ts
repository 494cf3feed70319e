/**
 * The not-found page's lookup file (model/place-lookup.ts) written beside the
 * pages, for a static host's not-found page to fetch when it looks a
 * mistyped address up.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { placeLookupOf } from "../model/place-lookup";
import { PLACE_LOOKUP_PATH } from "../model/place-lookup-file";
import type { Manifest } from "../model/routes";

/** The file's text, of the manifest alone. */
export function placeLookupText(manifest: Manifest): string {
  // The generated pages and the home page: every place's pages are among them; a fixed page's
  // name is reserved, never a place's, and the moved pages' old addresses are in _redirects.
  const known = new Set(["/", ...manifest.pages.map((page) => page.path)]);
  return JSON.stringify(placeLookupOf(manifest, known));
}

export async function writePlaceLookup(clientDir: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(clientDir, PLACE_LOOKUP_PATH.slice(1)), placeLookupText(manifest));
}
