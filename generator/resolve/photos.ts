/**
 * Where each photo belongs: its place (by the same name lookup as editorial
 * content, so a shared name means the place holding the simple slug) and its
 * service page. Pure.
 */
import type { PlacedPhoto } from "../../model/photo-plan";
import type { Place } from "./places";
import type { EditorialPage } from "./editorial";
import { pagePath } from "../../model/routes";
import { kindPath, PLACE_KINDS } from "../../model/place-kinds";
import type { CheckedPhoto } from "../validate/photos";

export function resolvePhotos(
  photos: readonly CheckedPhoto[],
  placeNamed: (name: string) => Place,
  editorial: readonly EditorialPage[],
): PlacedPhoto[] {
  const servicePages = new Map(
    editorial.flatMap((page) =>
      page.kind === "content" && page.variant === "entry" && page.family === "services"
        ? [[page.entry.slug, { name: page.entry.name, path: page.path }] as const]
        : [],
    ),
  );
  return photos.map(({ entry, probe }) => {
    const place = entry.place === undefined ? undefined : placeNamed(entry.place);
    const service = entry.service === undefined ? undefined : servicePages.get(entry.service);
    return {
      probe,
      alt: entry.alt,
      ...(entry.caption !== undefined && { caption: entry.caption }),
      date: entry.date,
      ...(place && {
        place: {
          // "Broadwell, Oxfordshire" where places share the name.
          name: place.distinctName,
          path: pagePath("town", place.slug),
          pages: PLACE_KINDS.map((kind) => kindPath(kind, place.slug)),
        },
      }),
      ...(service && { service }),
    };
  });
}
