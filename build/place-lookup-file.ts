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

export async function writePlaceLookup(clientDir: string, manifest: Manifest): Promise<void> {
  // The generated pages and the home page: every place's pages are among them; a fixed page's
  // name is reserved, never a place's, and the moved pages' old addresses are in _redirects.
  const known = new Set(["/", ...manifest.pages.map((page) => page.path)]);
  const file = path.join(clientDir, PLACE_LOOKUP_PATH.slice(1));
  await writeFile(file, JSON.stringify(placeLookupOf(manifest, known)));
}
