/**
 * Checks data/photos/photos.yaml against its schema, the image files in
 * data/photos/, the location table and the service pages. Every entry is
 * checked on its own so each problem names its entry and field. An image no
 * entry lists is an error, not a warning: every published photo needs its alt
 * text, and a file left in the folder is almost always an entry forgotten,
 * which a warning in a long build log would hide. Pure.
 */
import { problems, type Problem } from "../errors";
import type { SourceDoc } from "../load/load";
import type { ImageProbe } from "../../model/photo-plan";
import { isUnreadable, PHOTOS_DIR, type PhotoProbe } from "../load/photo-probe";
import { photoSchema, type PhotoEntry } from "../schema/photos";
import { issueProblems, reporter } from "./check";

export interface CheckedPhoto {
  entry: PhotoEntry;
  /** Index in photos.yaml, for messages. */
  index: number;
  probe: ImageProbe;
}

/**
 * `serviceSlugs` is undefined when data/content/services.yaml is itself
 * invalid (that is reported on its own); the service field is then not checked.
 */
export function validatePhotos(
  doc: SourceDoc,
  probes: readonly PhotoProbe[],
  placeNames: ReadonlySet<string>,
  serviceSlugs: readonly string[] | undefined,
  found: Problem[],
  today: string,
): CheckedPhoto[] | undefined {
  // A file of comments only (every entry deleted) is an empty list.
  const value = doc.value ?? [];
  if (!Array.isArray(value)) {
    found.push({ file: doc.file, field: "", ...problems.notAList("photos", value) });
    return undefined;
  }
  const byFile = new Map(probes.map((probe) => [probe.file, probe]));
  const named = new Set<string>();
  const seen = new Map<string, number>();
  const checked: CheckedPhoto[] = [];

  value.forEach((raw: unknown, index) => {
    const file =
      typeof raw === "object" && raw !== null && "file" in raw && typeof raw.file === "string"
        ? raw.file
        : undefined;
    if (file !== undefined) named.add(file);
    const entry = { index, label: file };
    const result = photoSchema.safeParse(raw, { reportInput: true });
    if (!result.success) {
      found.push(...issueProblems(doc, result.error.issues, [index], entry));
      return;
    }
    const photo = result.data;
    const before = found.length;
    const report = reporter(doc, found, [index], entry);
    const first = seen.get(photo.file);
    if (first !== undefined) report(["file"], problems.duplicatePhoto(first));
    else seen.set(photo.file, index);

    const probe = byFile.get(photo.file);
    if (!probe) report(["file"], problems.photoNotFound(`${PHOTOS_DIR}/${photo.file}`));
    else if (isUnreadable(probe))
      report(["file"], problems.photoUnreadable(`${PHOTOS_DIR}/${photo.file}`, probe.reason));
    if (photo.place !== undefined && !placeNames.has(photo.place))
      report(["place"], problems.unknownPlace(photo.place));
    if (photo.service !== undefined && serviceSlugs && !serviceSlugs.includes(photo.service))
      report(["service"], problems.unknownService(photo.service, [...serviceSlugs]));
    if (photo.date > today) report(["date"], problems.futurePhotoDate(photo.date, today));
    if (probe && !isUnreadable(probe) && found.length === before)
      checked.push({ entry: photo, index, probe });
  });

  for (const probe of probes) {
    if (!named.has(probe.file))
      found.push({ file: `${PHOTOS_DIR}/${probe.file}`, field: "", ...problems.photoUnlisted() });
  }
  // Nothing names a photo, so the others go on without a faulty entry: the valid subset.
  return checked;
}
