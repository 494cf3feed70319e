import { photosOn } from "../../model/photo-sources";
import { photos as allPhotos } from "../generated/photos";
import { usePageContext } from "../renderer/page-context";
import { formatDate } from "./format";
import type { SitePhoto } from "../../model/site-photo";
import { Picture } from "./picture";
import { Section } from "./section";

/** Two columns from 48em, one below: the content column is 72rem at most. */
const GRID_SIZES = "(min-width: 72rem) 35rem, (min-width: 48em) 50vw, 100vw";

function PhotoFigure({ photo }: { photo: SitePhoto }) {
  return (
    <figure className="photo">
      <Picture photo={photo} sizes={GRID_SIZES} />
      <figcaption>
        {photo.caption && <span className="photo-caption">{photo.caption}</span>}
        <span className="photo-meta">
          {photo.place && (
            <>
              <a href={photo.place.path}>{photo.place.name}</a>
              {", "}
            </>
          )}
          <time dateTime={photo.date}>{formatDate(photo.date)}</time>
        </span>
      </figcaption>
    </figure>
  );
}

/** The photos given, as a grid of captioned figures; nothing at all when there are none. */
export function PhotoGrid({ photos }: { photos: readonly SitePhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <ul className="photo-grid">
      {photos.map((photo) => (
        <li key={photo.key}>
          <PhotoFigure photo={photo} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The owner's photos tagged with this page's place or service
 * (data/photos/photos.yaml), under their own heading; nothing when there are none.
 */
export function PagePhotos({ title }: { title: string }) {
  const shown = photosOn(allPhotos, usePageContext().urlPathname);
  if (shown.length === 0) return null;
  return (
    <Section id="photos" title={title}>
      <PhotoGrid photos={shown} />
    </Section>
  );
}
