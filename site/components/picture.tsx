import { pictureSources } from "../../model/photo-sources";
import type { SitePhoto } from "../../model/site-photo";

/**
 * One of the owner's photos as a <picture>: AVIF, then WebP, then the JPEG
 * <img>, each at every width made, with width and height set so the page
 * does not move when it arrives. Below the fold (the usual place) it loads
 * only as the visitor scrolls near it.
 */
export function Picture({
  photo,
  sizes,
  aboveTheFold = false,
}: {
  photo: SitePhoto;
  /** How wide it is shown, for the browser's choice of file, e.g. "(min-width: 48em) 22rem, 100vw". */
  sizes: string;
  aboveTheFold?: boolean;
}) {
  const { sources, img } = pictureSources(photo);
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={img.src}
        srcSet={img.srcSet}
        sizes={sizes}
        width={img.width}
        height={img.height}
        alt={photo.alt}
        {...(aboveTheFold
          ? { fetchPriority: "high" as const }
          : { loading: "lazy" as const, decoding: "async" as const })}
      />
    </picture>
  );
}
