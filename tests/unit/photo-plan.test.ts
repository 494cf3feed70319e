/** The plan of each photo's files (model/photo-plan.ts), its srcsets and pages (model/photo-sources.ts). */
import { describe, expect, test } from "vitest";
import {
  outputWidths,
  photoFiles,
  photoKey,
  sitePhotos,
  type ImageProbe,
  type PlacedPhoto,
} from "../../model/photo-plan";
import { photosOn, pictureSources, srcsetOf } from "../../model/photo-sources";

const probe = (width: number, height: number, sha256 = "a".repeat(64)): ImageProbe => ({
  file: "van.jpg",
  sha256,
  width,
  height,
});

describe("widths", () => {
  test.each([
    [4000, [480, 800, 1200]],
    [1200, [480, 800, 1200]],
    [1201, [480, 800, 1200]],
    [1000, [480, 800, 1000]],
    [800, [480, 800]],
    [600, [480, 600]],
    [480, [480]],
    [300, [300]],
  ])("a photo %i wide gets files %j wide, none wider than itself", (width, want) => {
    expect(outputWidths(width)).toEqual(want);
  });
});

describe("files", () => {
  test("AVIF, WebP and JPEG at each width, heights kept in proportion", () => {
    const key = photoKey("a".repeat(64));
    expect(photoFiles(probe(1000, 750))).toEqual([
      { path: `/photos/${key}-480.avif`, format: "avif", width: 480, height: 360 },
      { path: `/photos/${key}-800.avif`, format: "avif", width: 800, height: 600 },
      { path: `/photos/${key}-1000.avif`, format: "avif", width: 1000, height: 750 },
      { path: `/photos/${key}-480.webp`, format: "webp", width: 480, height: 360 },
      { path: `/photos/${key}-800.webp`, format: "webp", width: 800, height: 600 },
      { path: `/photos/${key}-1000.webp`, format: "webp", width: 1000, height: 750 },
      { path: `/photos/${key}-480.jpg`, format: "jpeg", width: 480, height: 360 },
      { path: `/photos/${key}-800.jpg`, format: "jpeg", width: 800, height: 600 },
      { path: `/photos/${key}-1000.jpg`, format: "jpeg", width: 1000, height: 750 },
    ]);
  });

  test("a portrait keeps its shape; heights round to whole pixels", () => {
    expect(photoFiles(probe(1201, 1601)).filter((file) => file.format === "jpeg")).toEqual([
      expect.objectContaining({ width: 480, height: 640 }),
      expect.objectContaining({ width: 800, height: 1066 }),
      expect.objectContaining({ width: 1200, height: 1600 }),
    ]);
  });

  test("names come from the image's bytes, never the owner's file name", () => {
    const named = (file: string) => ({ ...probe(2000, 1500), file });
    expect(photoFiles(named("12-acacia-road.jpg"))).toEqual(photoFiles(named("x.jpg")));
    expect(photoFiles(named("x.jpg"))[0]!.path).not.toContain("acacia");
    expect(photoKey("a".repeat(64))).not.toBe(photoKey("b".repeat(64)));
    expect(photoKey("a".repeat(64))).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe("srcsets", () => {
  const files = photoFiles(probe(900, 600));
  const key = photoKey("a".repeat(64));
  test("one per format, each width with its w descriptor", () => {
    expect(srcsetOf(files, "webp")).toBe(
      `/photos/${key}-480.webp 480w, /photos/${key}-800.webp 800w, /photos/${key}-900.webp 900w`,
    );
  });
  test("AVIF then WebP as <source>s, JPEG as the <img> at the widest size", () => {
    expect(pictureSources({ files })).toEqual({
      sources: [
        { type: "image/avif", srcSet: srcsetOf(files, "avif") },
        { type: "image/webp", srcSet: srcsetOf(files, "webp") },
      ],
      img: {
        src: `/photos/${key}-900.jpg`,
        srcSet: srcsetOf(files, "jpeg"),
        width: 900,
        height: 600,
      },
    });
  });
});

describe("which photos a page shows", () => {
  const placed = (file: string, date: string, extra: Partial<PlacedPhoto> = {}): PlacedPhoto => ({
    probe: { ...probe(1600, 1200, file.padEnd(64, "0")), file },
    alt: `Photo ${file}`,
    date,
    ...extra,
  });
  const witney = {
    name: "Witney",
    path: "/witney",
    pages: ["/witney", "/starlink-installation-witney", "/ajax-security-installation-witney"],
  };
  const photos = sitePhotos([
    placed("a", "2026-01-01", { place: witney }),
    placed("b", "2026-03-01", { service: { name: "Care homes", path: "/services/care-homes" } }),
    placed("c", "2026-03-01", { place: witney }),
  ]);

  test("newest first, then by file", () => {
    expect(photos.map((photo) => photo.source.file)).toEqual(["b", "c", "a"]);
  });
  test("a place's three pages show its photos; the service page its own", () => {
    const files = (path: string) => photosOn(photos, path).map((photo) => photo.source.file);
    expect(files("/witney")).toEqual(["c", "a"]);
    expect(files("/ajax-security-installation-witney")).toEqual(["c", "a"]);
    expect(files("/services/care-homes")).toEqual(["b"]);
    expect(files("/carterton")).toEqual([]);
  });
  test("the widest file is last, at the photo's shown size", () => {
    expect(photos[0]!.files.at(-1)).toMatchObject({ width: 1200, height: 900 });
  });
});
