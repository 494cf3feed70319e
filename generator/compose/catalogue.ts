/**
 * The catalogue the hand-editorial pages list from: family entries, blog
 * articles, postcode pages, transmitters with the places that use them, every
 * place with its coordinates (the service-area map) and the owner's reviews.
 * Pure: composed pages and data in, one plain object out.
 */
import type { Catalogue } from "../../model/page-props";
import type { ComposedEditorialPage } from "./editorial-page";
import { familyLink } from "../../model/routes";
import type { Plan } from "../resolve/places";
import { blogCategoryPath, pagePath } from "../../model/routes";
import { BLOG_CATEGORIES, BLOG_CATEGORY_NAMES } from "../schema/editorial";
import { CONTENT_FAMILIES } from "../../model/families";
import { familyEntries } from "./family-entries";
import { compareText } from "../../model/text";
import type { SiteData } from "../validate/validate";

export function catalogueOf(
  plan: Plan,
  editorial: ComposedEditorialPage[],
  data: SiteData,
): Catalogue {
  const towns = plan.places.map((place) => ({ place, path: pagePath("town", place.slug) }));

  return {
    families: CONTENT_FAMILIES.map((family) => ({
      id: family,
      ...familyLink(family),
      entries: familyEntries(editorial, family),
    })),
    blog: editorial
      .flatMap((page) => (page.kind === "blog" ? [page] : []))
      .map((page) => ({
        name: page.props.title,
        path: page.path,
        summary: page.props.summary,
        date: page.article.front.date,
        ...(page.props.updated !== undefined && { updated: page.props.updated }),
        category: page.props.category,
      }))
      .sort((a, b) => compareText(b.date, a.date) || compareText(a.path, b.path)),
    blogCategories: BLOG_CATEGORIES.map((category) => ({
      name: BLOG_CATEGORY_NAMES[category],
      path: blogCategoryPath(category),
    })),
    postcodes: {
      districts: editorial.flatMap((page) =>
        page.kind === "postcode" && !page.service
          ? [{ name: `${page.outcode} (${page.town.location.name})`, path: page.path }]
          : [],
      ),
      services: editorial.flatMap((page) =>
        page.kind === "postcode" && page.service
          ? [{ name: page.head.title, path: page.path }]
          : [],
      ),
    },
    // The same reception as every place page: one rule, so they cannot disagree.
    // The signal facts feed the prediction; the dashboard lists stations, not model inputs.
    transmitters: data.transmitters.transmitters.map(({ signal: _signal, ...transmitter }) => ({
      ...transmitter,
      places: towns
        .filter(({ place }) => place.reception.station.transmitter.id === transmitter.id)
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
