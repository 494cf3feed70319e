/**
 * The build's photo stage: encodes each file site/generated/photos.ts plans
 * (model/photo-plan.ts) from the owner's image in data/photos/. A file's
 * name is a hash of its source and the encoder settings, so a file already
 * there is up to date and is skipped: unchanged photos cost one hash each.
 *
 * Every file is turned upright from the camera's EXIF orientation, then
 * written with no metadata at all (sharp copies none unless asked to), so
 * no GPS position, camera serial or date leaves the owner's folder.
 *
 * The image library loads only when a file is to be encoded: a stage with
 * nothing to encode (every build but the one after a photo changed) runs
 * without it, and so can run in the build's own process (build/index.ts).
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Sharp } from "sharp";
import { PHOTOS_DIR } from "../generator/load/photo-probe";
import { ENCODER_OPTIONS } from "../model/photo-plan";
import type { PhotoFile, PhotoFormat, SitePhoto } from "../model/site-photo";

/** Where the stage writes, inside Vike's public folder; not committed. */
export const PHOTOS_OUT_DIR = "site/public/photos";

export interface EditorialPhotoFile extends PhotoFile {
  bytes: number;
}

export interface PhotoBuild {
  /** Every planned file with its size, whether written now or already there. */
  files: EditorialPhotoFile[];
  written: number;
  unchanged: number;
  removed: number;
}

/** A source that is not what the plan was made from, or that cannot be encoded. */
export class PhotoSourceError extends Error {
  constructor(file: string, problem: string) {
    super(`data/photos/${file}: ${problem}`);
    this.name = "PhotoSourceError";
  }
}

function encoded(pipeline: Sharp, format: PhotoFormat): Sharp {
  switch (format) {
    case "avif":
      return pipeline.avif(ENCODER_OPTIONS.avif);
    case "webp":
      return pipeline.webp(ENCODER_OPTIONS.webp);
    case "jpeg":
      // JPEG has no transparency: a transparent PNG goes onto white, not black.
      return pipeline.flatten({ background: "#ffffff" }).jpeg(ENCODER_OPTIONS.jpeg);
  }
}

const fileName = (file: PhotoFile) => path.posix.basename(file.path);

async function sizeOf(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** The files of one photo that are not there yet, encoded from its source. */
async function encodePhoto(
  photo: SitePhoto,
  sourceDir: string,
  outDir: string,
  missing: PhotoFile[],
): Promise<void> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(sourceDir, photo.source.file));
  } catch (error) {
    throw new PhotoSourceError(photo.source.file, (error as Error).message);
  }
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  if (sha256 !== photo.source.sha256)
    throw new PhotoSourceError(
      photo.source.file,
      "changed since the pages were generated; run `npm run generate` first",
    );
  const { default: sharp } = await import("sharp");
  for (const file of missing) {
    const target = path.join(outDir, fileName(file));
    const temp = `${target}.${process.pid}.tmp`;
    try {
      const resized = sharp(bytes).autoOrient().resize({ width: file.width, height: file.height });
      await writeFile(temp, await encoded(resized, file.format).toBuffer());
    } catch (error) {
      await rm(temp, { force: true });
      throw new PhotoSourceError(
        photo.source.file,
        `cannot be encoded: ${(error as Error).message}`,
      );
    }
    await rename(temp, target);
  }
}

/**
 * Makes outDir hold exactly the planned files: encodes the missing ones and
 * deletes any other file (outDir belongs to this stage alone).
 */
export async function buildPhotos(
  photos: readonly SitePhoto[],
  sourceDir: string,
  outDir: string,
): Promise<PhotoBuild> {
  await mkdir(outDir, { recursive: true });
  let written = 0;
  for (const photo of photos) {
    const present = await Promise.all(
      photo.files.map((file) => sizeOf(path.join(outDir, fileName(file)))),
    );
    const missing = photo.files.filter((_, i) => present[i] === undefined);
    if (missing.length === 0) continue;
    await encodePhoto(photo, sourceDir, outDir, missing);
    written += missing.length;
  }
  const planned = photos.flatMap((photo) => photo.files);
  const wanted = new Set(planned.map(fileName));
  const stale = (await readdir(outDir)).filter((name) => !wanted.has(name));
  await Promise.all(stale.map((name) => rm(path.join(outDir, name), { force: true })));
  const files = await Promise.all(
    planned.map(async (file) => ({
      ...file,
      bytes: (await sizeOf(path.join(outDir, fileName(file))))!,
    })),
  );
  return { files, written, unchanged: planned.length - written, removed: stale.length };
}

/** The photos site/generated/photos.ts lists in `root`. */
export async function plannedPhotos(root: string): Promise<SitePhoto[]> {
  const generated = pathToFileURL(path.join(root, "site/generated/photos.ts")).href;
  return ((await import(generated)) as { photos: SitePhoto[] }).photos;
}

/** How many of the files `photos` plan are not in `outDir`: what buildPhotos() would encode. */
export async function filesToEncode(photos: readonly SitePhoto[], outDir: string): Promise<number> {
  const present = await Promise.all(
    photos.flatMap((photo) => photo.files).map((file) => sizeOf(path.join(outDir, fileName(file)))),
  );
  return present.filter((size) => size === undefined).length;
}

/**
 * The build's photo stage in `root`: the photos site/generated/photos.ts
 * lists, from data/photos/ into PHOTOS_OUT_DIR. Returns how many photos there
 * are with what buildPhotos() did.
 */
export async function buildSitePhotos(root: string): Promise<PhotoBuild & { photos: number }> {
  const photos = await plannedPhotos(root);
  const build = await buildPhotos(
    photos,
    path.join(root, PHOTOS_DIR),
    path.join(root, PHOTOS_OUT_DIR),
  );
  return { ...build, photos: photos.length };
}
