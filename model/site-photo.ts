import type { Link } from "./page-props";

/** A format the owner's photos are published in. */
export type PhotoFormat = "avif" | "webp" | "jpeg";

/** One file made from a photo, at one width in one format. */
export interface PhotoFile {
  /** Site-relative, e.g. "/photos/3f2a9c81d0e4-800.webp". */
  path: string;
  format: PhotoFormat;
  width: number;
  height: number;
}

/** One of the owner's photos (data/photos/photos.yaml), as site/generated/photos.ts lists it. */
export interface SitePhoto {
  /** Hash of the image and the encoder settings: the files' names. */
  key: string;
  /** The image in data/photos/ and its SHA-256, so the build encodes exactly what was planned. */
  source: { file: string; sha256: string };
  alt: string;
  caption?: string;
  /** ISO date the photo was taken. */
  date: string;
  /** The place it was taken in: a link to its town page. */
  place?: Link;
  /** Pages it shows on besides /gallery: the place's town, Starlink and Ajax pages and the service page. */
  pages: string[];
  files: PhotoFile[];
}
