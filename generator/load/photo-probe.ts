/**
 * The reading end for the owner's photos: every file in data/photos/ (but
 * photos.yaml), with the hash of its bytes and its size as shown. Only the
 * image's header is decoded here; encoding is the build's slow stage (its
 * photo phase, build/photo-build.ts). Whether a file is listed, and what
 * is wrong with it, is for validation to say, with the entry that names it.
 */
import { createHash } from "node:crypto";
import { readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import type { ImageProbe } from "../../model/photo-plan";

export const PHOTOS_DIR = "data/photos";
export const PHOTOS_FILE = `${PHOTOS_DIR}/photos.yaml`;

/** Far above a phone's full-size photo: beyond it a file is not a photo for a web page. */
export const PHOTO_SIZE_LIMIT = 50 * 1024 * 1024;

/** A file of data/photos/ that is not an image this site can publish, and why. */
export interface UnreadableImage {
  file: string;
  reason: string;
}

export type PhotoProbe = ImageProbe | UnreadableImage;

export const isUnreadable = (probe: PhotoProbe): probe is UnreadableImage => "reason" in probe;

/** Hash and header of one image; `bytes` is the file as read. */
export async function probeImage(file: string, bytes: Buffer): Promise<PhotoProbe> {
  const { default: sharp } = await import("sharp");
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  try {
    // autoOrient: the size as shown, after the camera's EXIF rotation.
    const { autoOrient } = await sharp(bytes).metadata();
    return { file, sha256, width: autoOrient.width, height: autoOrient.height };
  } catch (error) {
    return { file, reason: (error as Error).message };
  }
}

/**
 * Every file under data/photos/ except photos.yaml and hidden files, sorted.
 * Like the other inputs, a link must stay inside data/ (a link out of the
 * project would publish whatever it points at).
 */
export async function probePhotos(root: string): Promise<PhotoProbe[]> {
  const dir = path.join(root, PHOTOS_DIR);
  const files = (await fg("**/*", { cwd: dir, onlyFiles: true }))
    .filter((file) => file !== path.posix.basename(PHOTOS_FILE))
    .sort();
  if (files.length === 0) return [];
  const dataDir = await realpath(path.join(root, "data"));
  return Promise.all(
    files.map(async (file): Promise<PhotoProbe> => {
      const real = await realpath(path.join(dir, file));
      if (!real.startsWith(dataDir + path.sep))
        return { file, reason: `refused: a link to ${real}, outside data/` };
      const { size } = await stat(real);
      if (size > PHOTO_SIZE_LIMIT)
        return {
          file,
          reason: `refused: ${(size / 1024 / 1024).toFixed(1)} MB, over the limit of ${PHOTO_SIZE_LIMIT / 1024 / 1024} MB`,
        };
      return probeImage(file, await readFile(real));
    }),
  );
}
