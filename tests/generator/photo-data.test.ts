/**
 * data/photos/photos.yaml: each mistake the owner can make is reported with
 * its file, entry, line and field, and nothing is generated; a valid photo
 * is listed in site/generated/photos.ts with the pages it shows on.
 */
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { main } from "../../generator/cli";
import { DataError, formatProblem } from "../../generator/errors";
import type { InputTexts } from "../../generator/load/load";
import type { PhotoProbe } from "../../generator/load/photo-probe";
import { isoToday } from "../../generator/load/load";
import { testImages } from "../../scripts/lib/test-images";
import { captureConsole, copyFixtureProject, generateFixture, reportLines } from "./fixture";

const PHOTOS = "data/photos/photos.yaml";
const HEADER = "# The owner's photos\n";
const image = (file: string): PhotoProbe => ({
  file,
  sha256: "0".repeat(64),
  width: 1600,
  height: 1200,
});

async function messagesFor(yaml: string, probes: PhotoProbe[]): Promise<string[]> {
  const edit = (texts: InputTexts) => {
    texts[PHOTOS] = HEADER + yaml;
  };
  const error = await generateFixture(edit, probes).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DataError);
  return (error as DataError).problems.map(formatProblem);
}

const entry = (fields: string) => `- file: van.jpg\n${fields}`;

describe("a bad photos.yaml names the file, entry, line and field", () => {
  test.each([
    [
      "alt text missing",
      entry("  date: 2026-05-01\n"),
      [image("van.jpg")],
      ['data/photos/photos.yaml entry 1 ("van.jpg"), line 2: alt: missing; expected string'],
    ],
    [
      "alt text empty",
      entry('  alt: "  "\n  date: 2026-05-01\n'),
      [image("van.jpg")],
      ['data/photos/photos.yaml entry 1 ("van.jpg"), line 3: alt: expected some text, got ""'],
    ],
    [
      "alt text too long for a screen reader",
      entry(`  alt: ${"a".repeat(151)}\n  date: 2026-05-01\n`),
      [image("van.jpg")],
      [
        `data/photos/photos.yaml entry 1 ("van.jpg"), line 3: alt: expected at most 150 characters: put the rest in caption, got "${"a".repeat(56)}...`,
      ],
    ],
    [
      "a place that is not in the location table",
      entry("  alt: A new aerial\n  place: Atlantis\n  date: 2026-05-01\n"),
      [image("van.jpg")],
      [
        'data/photos/photos.yaml entry 1 ("van.jpg"), line 4: place: expected the name of a place in data/locations.yaml, got "Atlantis"',
      ],
    ],
    [
      "a service that is not a service page",
      entry("  alt: A new aerial\n  service: castles\n  date: 2026-05-01\n"),
      [image("van.jpg")],
      [
        'data/photos/photos.yaml entry 1 ("van.jpg"), line 4: service: expected a slug from data/content/services.yaml, got "castles"\n    hint: known slugs: care-homes',
      ],
    ],
    [
      "a date in the future",
      entry("  alt: A new aerial\n  date: 2999-01-01\n"),
      [image("van.jpg")],
      [
        `data/photos/photos.yaml entry 1 ("van.jpg"), line 4: date: 2999-01-01 is in the future: expected the day the photo was taken, ${isoToday()} or before`,
      ],
    ],
    [
      "an image file that is not there",
      entry("  alt: A new aerial\n  date: 2026-05-01\n"),
      [],
      [
        'data/photos/photos.yaml entry 1 ("van.jpg"), line 2: file: file not found: "data/photos/van.jpg"\n    hint: put the image in data/photos/, or correct the name here (capital letters count)',
      ],
    ],
    [
      "an image that cannot be read",
      entry("  alt: A new aerial\n  date: 2026-05-01\n"),
      [{ file: "van.jpg", reason: "Input buffer contains unsupported image format" }],
      [
        'data/photos/photos.yaml entry 1 ("van.jpg"), line 2: file: "data/photos/van.jpg" is not an image that can be published: Input buffer contains unsupported image format\n    hint: save it again from your phone or computer as a JPEG or PNG',
      ],
    ],
    [
      "an entry with no file",
      "- alt: A new aerial\n  date: 2026-05-01\n",
      [],
      ["data/photos/photos.yaml entry 1, line 2: file: missing; expected string"],
    ],
    [
      "a file name that climbs out of data/photos/",
      "- file: ../business.yaml\n  alt: A new aerial\n  date: 2026-05-01\n",
      [],
      [
        'data/photos/photos.yaml entry 1 ("../business.yaml"), line 2: file: expected a file name inside data/photos/, e.g. "2026-05-aerial-witney.jpg", got "../business.yaml"',
      ],
    ],
    [
      "an image in the folder that no entry lists",
      "[]\n",
      [image("stray.jpg")],
      [
        "data/photos/stray.jpg: an image with no entry in data/photos/photos.yaml\n    hint: add an entry for it with its alt text (the top of photos.yaml shows how), or move it out of data/photos/",
      ],
    ],
    [
      "the same file twice",
      `${entry("  alt: A new aerial\n  date: 2026-05-01\n")}${entry("  alt: The same aerial\n  date: 2026-05-01\n")}`,
      [image("van.jpg")],
      ['data/photos/photos.yaml entry 2 ("van.jpg"), line 5: file: the same file as entry 1'],
    ],
  ])("%s", async (_name, yaml, probes, want) => {
    expect(await messagesFor(yaml, probes)).toEqual(want);
  });
});

describe("valid photos", () => {
  test("each is listed newest first with its place, service and the pages it shows on", async () => {
    const yaml = [
      "- file: older.jpg",
      "  alt: A dish on a wall",
      "  date: 2026-01-05",
      "- file: van.jpg",
      "  alt: A new aerial on a chimney",
      "  caption: Replaced after a storm",
      "  place: Carterton",
      "  service: care-homes",
      "  date: 2026-05-01",
      "",
    ].join("\n");
    const generated = await generateFixture(
      (texts) => {
        texts[PHOTOS] = yaml;
      },
      [image("older.jpg"), image("van.jpg")],
    );
    expect(generated.photos.map((photo) => [photo.source.file, photo.pages])).toEqual([
      [
        "van.jpg",
        [
          "/carterton",
          "/starlink-installation-carterton",
          "/ajax-security-installation-carterton",
          "/services/care-homes",
        ],
      ],
      ["older.jpg", []],
    ]);
    const [van] = generated.photos;
    expect(van).toMatchObject({
      alt: "A new aerial on a chimney",
      caption: "Replaced after a storm",
      date: "2026-05-01",
      place: { name: "Carterton", path: "/carterton" },
    });
    expect(van!.files.at(-1)).toMatchObject({ width: 1200, height: 900 });
    const module = generated.files.find((file) => file.path === "site/generated/photos.ts");
    expect(module?.contents).toContain('alt: "A new aerial on a chimney"');
  });
});

describe("npm run generate with real files in data/photos/", () => {
  const images = testImages();
  let root: string;
  const output: string[] = [];
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "generate-photos-"));
    await copyFixtureProject(root);
    captureConsole(output);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await rm(root, { recursive: true, force: true });
  });

  test("an unreadable image and an unlisted one: every problem listed, nothing written", async () => {
    const [photo] = await images;
    const dir = path.join(root, "data/photos");
    await writeFile(path.join(dir, "notes.jpg"), "these are words, not a picture");
    await writeFile(path.join(dir, "forgotten.jpg"), photo!.bytes);
    await writeFile(
      path.join(dir, "photos.yaml"),
      "- file: notes.jpg\n  alt: A dish\n  date: 2026-01-05\n",
    );
    output.length = 0;
    expect(await main(["--root", root])).toBe(1);
    expect(output).toEqual(
      reportLines(
        "validate",
        [
          [
            "[photo-unlisted] data/photos/forgotten.jpg: an image with no entry in data/photos/photos.yaml",
            "    hint: add an entry for it with its alt text (the top of photos.yaml shows how), or move it out of data/photos/",
          ],
          [
            '[photo-unreadable] data/photos/photos.yaml entry 1 ("notes.jpg"), line 1: file: "data/photos/notes.jpg" is not an image that can be published: Input buffer contains unsupported image format',
            "    hint: save it again from your phone or computer as a JPEG or PNG",
          ],
        ],
        { goesOn: true },
      ),
    );
    await expect(stat(path.join(root, "site/generated"))).rejects.toThrow();
  });

  test("once listed and readable, the photo is in the generated list, sized as shown", async () => {
    const portrait = (await images).find((image) => image.shown.height > image.shown.width)!;
    const dir = path.join(root, "data/photos");
    await rm(path.join(dir, "notes.jpg"));
    await rm(path.join(dir, "forgotten.jpg"));
    await writeFile(path.join(dir, portrait.file), portrait.bytes);
    await writeFile(
      path.join(dir, "photos.yaml"),
      `- file: ${portrait.file}\n  alt: ${portrait.alt}\n  place: Carterton\n  date: ${portrait.date}\n`,
    );
    expect(await main(["--root", root, "--quiet"])).toBe(0);
    const module = await readFile(path.join(root, "site/generated/photos.ts"), "utf8");
    expect(module).toContain(`file: "${portrait.file}"`);
    // Upright from its EXIF orientation: 1200 wide, 1600 high.
    expect(module).toMatch(/width: 1200,\s+height: 1600\s*}/);
    expect(await readdir(path.join(root, "site/generated"))).toContain("photos.ts");
  });
});
