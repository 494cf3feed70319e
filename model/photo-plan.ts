/**
 * What each of the owner's photos becomes: which widths and formats, and
 * the files' names (how a page asks for them: photo-sources.ts). Pure: the probe of each image (its hash and size) in, plain data
 * out. The build's photo stage (build/photo-build.ts) encodes exactly the files planned
 * here; the generator lists them in site/generated/photos.ts.
 */
import { createHash } from "node:crypto";
import type { Link } from "./page-props";
import type { PhotoFile, PhotoFormat, SitePhoto } from "./site-photo";
import { PHOTO_FORMATS, PHOTOS_URL } from "./photo-sources";
import { compareText } from "./text";

// The generator reads the address of the photos from here.
export { PHOTOS_URL };

/** Widths of the files made from each photo: phone, tablet or half a desktop page, full width. */
export const PHOTO_WIDTHS = [480, 800, 1200] as const;

/**
 * Encoder settings per format (sharp's options). Part of every file's name,
 * so changing them re-encodes. AVIF at effort 3, not sharp's 4: several
 * times quicker to encode, for files as small.
 */
export const ENCODER_OPTIONS = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true },
} as const;

const EXTENSIONS: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** What reading an image found: its bytes' hash and its size as shown, after EXIF rotation. */
export interface ImageProbe {
  /** Relative to data/photos/. */
  file: string;
  sha256: string;
  width: number;
  height: number;
}

/**
 * The standard widths up to the photo's own; a photo narrower than the widest
 * also gets a file at its own width, so it is shown as sharp as it is. Never
 * wider than the source: upscaling adds bytes and no detail.
 */
export function outputWidths(sourceWidth: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((width) => width <= sourceWidth);
  const widest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
  return sourceWidth < widest && !fitting.includes(sourceWidth as (typeof PHOTO_WIDTHS)[number])
    ? [...fitting, sourceWidth]
    : fitting;
}

/**
 * The name of a photo's files: a hash of its bytes and of the encoder settings.
 * Not the owner's file name, which may carry a customer's street; and a new
 * photo or new settings give new names, so unchanged files are never encoded
 * twice and a browser's year-long cache is never stale.
 */
export function photoKey(sha256: string): string {
  const settings = JSON.stringify({ PHOTO_WIDTHS, PHOTO_FORMATS, ENCODER_OPTIONS });
  return createHash("sha256").update(`${sha256}\n${settings}`).digest("hex").slice(0, 12);
}

/** Every file made from one photo, narrowest first within each format. */
export function photoFiles(probe: ImageProbe): PhotoFile[] {
  const key = photoKey(probe.sha256);
  return PHOTO_FORMATS.flatMap((format) =>
    outputWidths(probe.width).map((width) => ({
      path: `${PHOTOS_URL}/${key}-${width}.${EXTENSIONS[format]}`,
      format,
      width,
      height: Math.max(1, Math.round((width * probe.height) / probe.width)),
    })),
  );
}

/** A validated entry of data/photos/photos.yaml with what its image holds and where it belongs. */
export interface PlacedPhoto {
  probe: ImageProbe;
  alt: string;
  caption?: string;
  date: string;
  /** The place's town page; its Starlink and Ajax pages show the photo too. */
  place?: Link & { pages: string[] };
  service?: Link;
}

/** The photos as the site lists them: newest first, then by file for a fixed order. */
export function sitePhotos(photos: readonly PlacedPhoto[]): SitePhoto[] {
  return [...photos]
    .sort((a, b) => compareText(b.date, a.date) || compareText(a.probe.file, b.probe.file))
    .map((photo) => {
      const files = photoFiles(photo.probe);
      return {
        key: photoKey(photo.probe.sha256),
        source: { file: photo.probe.file, sha256: photo.probe.sha256 },
        alt: photo.alt,
        ...(photo.caption !== undefined && { caption: photo.caption }),
        date: photo.date,
        ...(photo.place && { place: { name: photo.place.name, path: photo.place.path } }),
        pages: [...(photo.place?.pages ?? []), ...(photo.service ? [photo.service.path] : [])],
        files,
      };
    });
}
