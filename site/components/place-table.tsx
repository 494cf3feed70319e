import { kindLinkLabel, kindPath, PLACE_KINDS } from "../../model/place-kinds";
import type { Link } from "../../model/page-props";

/** Places with their town page and, beside each, its other kinds of page (model/place-kinds.ts). */
export function PlaceTable({ places }: { places: Link[] }) {
  return (
    <ul className="place-table">
      {places.map((place) => {
        const slug = place.path.slice(1);
        return (
          <li key={place.path}>
            <a href={place.path}>{place.name}</a>
            <span className="place-links">
              {PLACE_KINDS.flatMap((kind) =>
                "tableLabel" in kind
                  ? [
                      <a
                        key={kind.id}
                        href={kindPath(kind, slug)}
                        aria-label={kindLinkLabel(kind, place.name)}
                      >
                        {kind.tableLabel}
                      </a>,
                    ]
                  : [],
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
