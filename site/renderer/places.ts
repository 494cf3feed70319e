/** The places of the location table as the site's index pages list them, from the generated catalogue. */
import { places as listedPlaces } from "../generated/catalogue-places";
import type { Link } from "../../model/page-props";
import { COUNTIES, type County } from "../../model/counties";

export function placesByCounty(): { county: County; places: Link[] }[] {
  return COUNTIES.map((county) => ({
    county,
    places: listedPlaces
      .filter((place) => place.county === county)
      .map(({ name, path }) => ({ name, path }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.path < b.path ? -1 : 1)),
  })).filter((group) => group.places.length > 0);
}

/** Places whose names appear more than once get their county or district shown beside them. */
export function placeLabel(link: Link, all: Link[]): string {
  return all.filter((other) => other.name === link.name).length > 1
    ? `${link.name} (${link.path.slice(1)})`
    : link.name;
}
