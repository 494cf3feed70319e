/**
 * How a page shows the owner's photos: where their files are served from, the
 * srcset strings and <picture> sources that ask for them, and which photos a
 * page shows. Apart from model/photo-plan.ts, which names the files with a
 * hash (node:crypto), so that the browser bundle of an island showing a
 * photo carries no Node module.
 */
import type { PhotoFile, PhotoFormat, SitePhoto } from "./site-photo";

/** Best first: a browser takes the first <source> it can show, and JPEG is the <img> fallback. */
export const PHOTO_FORMATS = ["avif", "webp", "jpeg"] as const satisfies readonly PhotoFormat[];

const MIME_TYPES: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** Where the files are served from; the build writes them to site/public/photos/. */
export const PHOTOS_URL = "/photos";

/** "/photos/k-480.avif 480w, /photos/k-800.avif 800w" */
export function srcsetOf(files: readonly PhotoFile[], format: PhotoFormat): string {
  return files
    .filter((file) => file.format === format)
    .map((file) => `${file.path} ${file.width}w`)
    .join(", ");
}

export interface PictureSources {
  sources: { type: string; srcSet: string }[];
  /** The JPEG fallback: its srcset, and the widest file as src for browsers without srcset. */
  img: { src: string; srcSet: string; width: number; height: number };
}

/** The <source>s and <img> of a <picture>: AVIF, then WebP, then JPEG. */
export function pictureSources(photo: Pick<SitePhoto, "files">): PictureSources {
  const jpegs = photo.files.filter((file) => file.format === "jpeg");
  const widest = jpegs[jpegs.length - 1];
  if (!widest) throw new Error("a photo without a JPEG file");
  return {
    sources: PHOTO_FORMATS.filter((format) => format !== "jpeg").map((format) => ({
      type: MIME_TYPES[format],
      srcSet: srcsetOf(photo.files, format),
    })),
    img: {
      src: widest.path,
      srcSet: srcsetOf(photo.files, "jpeg"),
      width: widest.width,
      height: widest.height,
    },
  };
}

/** The photos a page shows: those tagged with its place or its service. */
export function photosOn(photos: readonly SitePhoto[], path: string): SitePhoto[] {
  return photos.filter((photo) => photo.pages.includes(path));
}
