/** The build's photo phase: the owner's photos, encoded in the sizes and formats the pages ask for. */
import path from "node:path";
import { ReportedFailure } from "./build-log";
import { callInChild } from "./in-child";
import {
  buildSitePhotos,
  filesToEncode,
  PHOTOS_OUT_DIR,
  plannedPhotos,
  type PhotoBuild,
} from "./photo-build";

export async function photos(
  root: string,
): Promise<{ detail: string; value: PhotoBuild & { photos: number } }> {
  // Encoding loads the image library, in a child so that its memory leaves with it; with
  // nothing to encode the stage only lists and sizes files, here, sparing a child's start.
  const planned = await plannedPhotos(root);
  const built =
    (await filesToEncode(planned, path.join(root, PHOTOS_OUT_DIR))) > 0
      ? await callInChild<PhotoBuild & { photos: number }>(
          new URL("./photo-build.ts", import.meta.url),
          "buildSitePhotos",
          [root],
          { expected: "PhotoSourceError" },
        )
      : { value: await buildSitePhotos(root), problem: undefined };
  if (!built.value) throw new ReportedFailure(built.problem ?? "no answer");
  return {
    detail: `${built.value.photos} photos, ${built.value.written} files written`,
    value: built.value,
  };
}
