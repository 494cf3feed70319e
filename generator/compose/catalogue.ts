/**
 * The catalogue the hand-editorial pages list from: family entries, blog
 * articles, postcode pages, transmitters with the places that use them, every
 * place with its coordinates (the service-area map) and the owner's reviews.
 * Pure: the editorial pages' listings (compose/family-entries.ts), the places
 * and the data in, plain objects out.
 */
import type {
  Catalogue,
  EditorialCataloguePart,
  PROSE_CATALOGUE_PART,
} from "../../model/catalogue";
import { familyLink } from "../../model/routes";
import type { Plan } from "../resolve/places";
import { blogCategoryPath, pagePath } from "../../model/routes";
import { BLOG_CATEGORIES, BLOG_CATEGORY_NAMES } from "../schema/editorial";
import { CONTENT_FAMILIES } from "../../model/families";
import { familyEntries, type Listing } from "./family-entries";
import { compareText } from "../../model/text";
import type { EditorialSiteData } from "../validate/validate";
import type { Transmitter } from "../schema/transmitters";
import { proseList } from "../../model/seo";

/** The parts that list the editorial pages, from their listings. */
export function editorialCatalogue(
  listings: readonly Listing[],
): Pick<Catalogue, EditorialCataloguePart> {
  return {
    families: CONTENT_FAMILIES.map((family) => ({
      id: family,
      ...familyLink(family),
      entries: familyEntries(listings, family),
    })),
    blog: listings
      .flatMap((listing) => ("blog" in listing ? [listing.blog] : []))
      .sort((a, b) => compareText(b.date, a.date) || compareText(a.path, b.path)),
    postcodes: {
      districts: listings.flatMap((listing) => ("district" in listing ? [listing.district] : [])),
      services: listings.flatMap((listing) => ("service" in listing ? [listing.service] : [])),
    },
  };
}

/** The parts made from the places and the data alone. */
export function placesCatalogue(
  plan: Plan,
  data: Pick<EditorialSiteData, "transmitters" | "reviews">,
): Omit<Catalogue, EditorialCataloguePart | typeof PROSE_CATALOGUE_PART> {
  const towns = plan.places.map((place) => ({ place, path: pagePath("town", place.slug) }));
  return {
    blogCategories: BLOG_CATEGORIES.map((category) => ({
      name: BLOG_CATEGORY_NAMES[category],
      path: blogCategoryPath(category),
    })),
    // The same reception as every place page: one rule, so they cannot disagree; a place where
    // stations compete is listed under each of them.
    transmitters: data.transmitters.transmitters.map((station) => ({
      ...dashboardRow(station),
      places: towns
        .filter(({ place }) =>
          [place.reception.station, ...place.reception.competing].some(
            (view) => view.transmitter.id === station.id,
          ),
        )
        .map(({ place, path }) => ({ name: place.location.name, path })),
    })),
    places: towns.map(({ place, path }) => ({
      name: place.location.name,
      path,
      county: place.location.county,
      type: place.location.type,
      ...(place.location.population === undefined ? {} : { population: place.location.population }),
      coordinates: place.location.coordinates,
    })),
    reviews: data.reviews.reviews,
  };
}

/**
 * A station as the dashboard lists it: the signal facts feed the prediction,
 * not the list; the region's source joins the station's own, and a second
 * service is said with where it reaches.
 */
function dashboardRow(station: Transmitter) {
  if (station.kind === "relay") {
    const { signal: _signal, ...row } = station;
    return row;
  }
  const { signal: _signal, regionSource, secondService, ...row } = station;
  return {
    ...row,
    ...(secondService && {
      region: `${row.region}; also ${secondService.name} for ${proseList(secondService.reaches)}`,
    }),
    sources: [...row.sources, regionSource, ...(secondService ? [secondService.source] : [])],
  };
}
