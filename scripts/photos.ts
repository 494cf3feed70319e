/**
 * `tsx scripts/photos.ts [--root DIR]`, run by `npm run build:site` after the
 * generator: writes the files of the owner's photos that site/generated/photos.ts
 * lists into site/public/photos/ (not committed; Vike copies it into the
 * build). Only new or changed photos are encoded. Prints one summary line;
 * exit 1 when a photo cannot be read or changed since `npm run generate`.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { SitePhoto } from "../model/page-props";
import { PHOTOS_DIR } from "../generator/load/photo-probe";
import { buildPhotos, PHOTOS_OUT_DIR, PhotoSourceError } from "./lib/photo-build";

const { values: flags } = parseArgs({ options: { root: { type: "string" } }, strict: true });
const root = path.resolve(flags.root ?? ".");
const started = performance.now();
const generated = pathToFileURL(path.join(root, "site/generated/photos.ts")).href;
const { photos } = (await import(generated)) as { photos: SitePhoto[] };

try {
  const build = await buildPhotos(
    photos,
    path.join(root, PHOTOS_DIR),
    path.join(root, PHOTOS_OUT_DIR),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `photos: ${photos.length} photos, ${build.written} files written, ${build.unchanged} unchanged, ${build.removed} removed in ${seconds} s`,
  );
} catch (error) {
  if (!(error instanceof PhotoSourceError)) throw error;
  console.error(`photos: ${error.message}`);
  process.exitCode = 1;
}
