/**
 * The photo build stage on three images made here (scripts/lib/test-images.ts):
 * a 4000 x 3000 JPEG with GPS in its EXIF, a transparent 1000 x 750 PNG and a
 * portrait stored sideways with EXIF orientation 6. Every planned file is
 * written in its format and size, none wider than its source, upright, and
 * with no EXIF, XMP or IPTC left: no position can leak.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import exifr from "exifr";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sitePhotos, type ImageProbe } from "../../model/photo-plan";
import { isUnreadable, probeImage } from "../../generator/load/photo-probe";
import {
  buildPhotos,
  filesToEncode,
  PhotoSourceError,
  type PhotoBuild,
} from "../../build/photo-build";
import { TEST_GPS, testImages, type TestImage } from "../../scripts/lib/test-images";
import type { SitePhoto } from "../../model/site-photo";
import { Picture } from "../../site/components/picture";

let dir: string;
let images: TestImage[];
let photos: SitePhoto[];
let build: PhotoBuild;
const source = () => path.join(dir, "source");
const out = () => path.join(dir, "out");

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "photo-build-"));
  images = await testImages();
  await mkdir(source());
  const probes: ImageProbe[] = [];
  for (const image of images) {
    await writeFile(path.join(source(), image.file), image.bytes);
    const probe = await probeImage(image.file, image.bytes);
    if (isUnreadable(probe)) throw new Error(`test setup: ${probe.reason}`);
    probes.push(probe);
  }
  photos = sitePhotos(
    probes.map((probe, i) => ({ probe, alt: images[i]!.alt, date: images[i]!.date })),
  );
  build = await buildPhotos(photos, source(), out());
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const photoOf = (file: string) => photos.find((photo) => photo.source.file === file)!;
/** A photo's shown size: that of its widest file, as every file has the same aspect ratio. */
const shownSize = (file: string) => {
  const { width, height } = photoOf(file).files.at(-1)!;
  return { width, height };
};

describe("the three test images", () => {
  test("the first really carries a GPS position, and the portrait an orientation", async () => {
    const gps = await exifr.gps(images[0]!.bytes);
    expect(gps.latitude).toBeCloseTo(TEST_GPS.latitude, 3);
    expect(gps.longitude).toBeCloseTo(TEST_GPS.longitude, 3);
    expect((await sharp(images[2]!.bytes).metadata()).orientation).toBe(6);
  });

  test("are planned at their shown size: the portrait upright", () => {
    for (const image of images) {
      expect(shownSize(image.file)).toMatchObject(
        image.shown.width > 1200 ? { width: 1200 } : image.shown,
      );
    }
    expect(shownSize("starlink-portrait.jpg")).toMatchObject({ width: 1200, height: 1600 });
  });
});

describe("the files written", () => {
  test("AVIF, WebP and JPEG at each planned width, none wider than the source", () => {
    const widths = (file: string) => [
      ...new Set(photoOf(file).files.map((planned) => planned.width)),
    ];
    expect(widths("aerial-with-gps.jpg")).toEqual([480, 800, 1200]);
    expect(widths("dish.png")).toEqual([480, 800, 1000]);
    expect(widths("starlink-portrait.jpg")).toEqual([480, 800, 1200]);
    expect(build.files).toHaveLength(27);
    expect(build.written).toBe(27);
  });

  test("each file is in its format and size, with no metadata at all", async () => {
    const decoders = { avif: "heif", webp: "webp", jpeg: "jpeg" } as const;
    for (const planned of build.files) {
      const bytes = await readFile(path.join(out(), path.basename(planned.path)));
      expect(bytes.length, planned.path).toBe(planned.bytes);
      const meta = await sharp(bytes).metadata();
      expect(meta.format, planned.path).toBe(decoders[planned.format]);
      if (planned.format === "avif") expect(meta.compression).toBe("av1");
      expect([meta.width, meta.height], planned.path).toEqual([planned.width, planned.height]);
      expect(meta.exif, planned.path).toBeUndefined();
      expect(meta.xmp, planned.path).toBeUndefined();
      expect(meta.iptc, planned.path).toBeUndefined();
      expect(meta.orientation, planned.path).toBeUndefined();
      // exifr reads positions from JPEG (not from WebP or AVIF, which sharp's check covers).
      if (planned.format === "jpeg") expect(await exifr.gps(bytes), planned.path).toBeUndefined();
    }
  });

  test("the same checks see the GPS EXIF when a file keeps it, in every format", async () => {
    for (const format of ["avif", "webp", "jpeg"] as const) {
      const kept = await sharp(images[0]!.bytes).resize(480).keepExif().toFormat(format).toBuffer();
      expect((await sharp(kept).metadata()).exif, format).toBeDefined();
    }
    const jpeg = await sharp(images[0]!.bytes).resize(480).keepExif().jpeg().toBuffer();
    expect((await exifr.gps(jpeg)).latitude).toBeCloseTo(TEST_GPS.latitude, 3);
  });

  test("the transparent PNG's JPEG is on white, not black", async () => {
    const jpeg = photoOf("dish.png").files.find((file) => file.format === "jpeg")!;
    const { data } = await sharp(path.join(out(), path.basename(jpeg.path)))
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data].every((channel) => channel > 240)).toBe(true);
  });

  test("a second run encodes nothing, and removes a file no photo needs", async () => {
    expect(await filesToEncode(photos, path.join(dir, "none yet"))).toBe(27);
    expect(await filesToEncode(photos, out())).toBe(0);
    await writeFile(path.join(out(), "0123456789ab-480.jpg"), "left from an older photo");
    const again = await buildPhotos(photos, source(), out());
    expect(again).toMatchObject({ written: 0, unchanged: 27, removed: 1 });
    expect(await readdir(out())).toHaveLength(27);
  });

  test("a source changed since the plan was made is refused, by name", async () => {
    const changed = path.join(dir, "changed");
    await mkdir(changed);
    for (const image of images) await writeFile(path.join(changed, image.file), image.bytes);
    await writeFile(path.join(changed, "dish.png"), images[0]!.bytes);
    const empty = path.join(dir, "empty");
    await expect(buildPhotos(photos, changed, empty)).rejects.toThrow(PhotoSourceError);
    await expect(buildPhotos(photos, changed, empty)).rejects.toThrow(
      "data/photos/dish.png: changed since the pages were generated; run `npm run generate` first",
    );
  });
});

describe("the <picture> a page shows", () => {
  const render = (aboveTheFold: boolean) =>
    renderToStaticMarkup(
      createElement(Picture, { photo: photoOf("dish.png"), sizes: "100vw", aboveTheFold }),
    );

  test("AVIF and WebP sources, a JPEG <img> with its size, lazy below the fold", () => {
    const photo = photoOf("dish.png");
    const html = render(false);
    expect(html).toMatch(/^<picture><source type="image\/avif" srcSet="[^"]+-480\.avif 480w, /);
    expect(html).toContain('<source type="image/webp"');
    expect(html).toContain(`width="1000" height="750" alt="${photo.alt}"`);
    expect(html).toContain('loading="lazy" decoding="async"');
    expect(html).toContain('sizes="100vw"');
  });

  test("above the fold: fetched at once, with high priority", () => {
    const html = render(true);
    expect(html).not.toContain("loading=");
    expect(html).toContain('fetchPriority="high"');
  });
});
