import { AJAX_PREFIX, STARLINK_PREFIX } from "../../model/routes";
import type { Link } from "../../model/page-props";

/** Places with their town page and their Starlink and Ajax pages beside each. */
export function PlaceTable({ places }: { places: Link[] }) {
  return (
    <ul className="place-table">
      {places.map((place) => {
        const slug = place.path.slice(1);
        return (
          <li key={place.path}>
            <a href={place.path}>{place.name}</a>
            <span className="place-links">
              <a href={`/${STARLINK_PREFIX}${slug}`} aria-label={`Starlink in ${place.name}`}>
                Starlink
              </a>
              <a href={`/${AJAX_PREFIX}${slug}`} aria-label={`Ajax security in ${place.name}`}>
                Ajax
              </a>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
