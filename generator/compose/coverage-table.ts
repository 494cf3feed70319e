/**
 * The district table the postcode check answers from (coverage.ts): which
 * districts have places we list, with those places and the district's
 * postcode pages, and how far every other district's centre lies from the
 * base. Pure: the plan and validated data in, the table out.
 */
import type { CoverageTable, CoveredDistrict } from "../../model/coverage";
import { distanceKm, KM_PER_MILE } from "../../model/geo";
import type { Place } from "../resolve/places";
import { expandPostcodes } from "../districts";
import { pagePath } from "../../model/routes";
import { compareText } from "../../model/text";
import type { SiteData } from "../validate/validate";

const miles = (km: number) => Math.round((km / KM_PER_MILE) * 10) / 10;

/**
 * How far the near-miss answer reaches: as far from the base as the farthest
 * place we list. A district within that distance is no farther than places we
 * already visit, so "just outside our usual area: call us" is honest there;
 * beyond it the answer is that it is outside our area. Derived from the
 * places, so it follows the owner's edits to the table. Rounded up, so the
 * farthest place's own neighbourhood is inside it.
 */
export function nearMissMiles(places: readonly Pick<Place, "kmFromBase">[]): number {
  const farthestKm = Math.max(0, ...places.map((place) => place.kmFromBase));
  return Math.ceil((farthestKm / KM_PER_MILE) * 10) / 10;
}

export function coverageTableOf(places: readonly Place[], data: SiteData): CoverageTable {
  const base = data.business.base;
  const centres = new Map(data.outcodes.map((centre) => [centre.outcode, centre]));
  const milesFromBase = (outcode: string) => {
    const centre = centres.get(outcode);
    // validate.ts refuses a place whose district has no centre.
    if (!centre) throw new Error(`no centre for ${outcode}`);
    return miles(distanceKm(base.coordinates, centre));
  };

  // The district-membership rule of the postcode pages: a place belongs to every district its `postcode` covers.
  const placesOf = new Map<string, Place[]>();
  for (const place of places) {
    for (const district of expandPostcodes(place.location.postcode)) {
      placesOf.set(district, [...(placesOf.get(district) ?? []), place]);
    }
  }
  const byOutcode = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

  const covered: Record<string, CoveredDistrict> = {};
  for (const district of [...placesOf.keys()].sort(byOutcode)) {
    covered[district] = {
      miles: milesFromBase(district),
      places: placesOf
        .get(district)!
        .map((place) => ({ name: place.distinctName, path: pagePath("town", place.slug) }))
        .sort((a, b) => compareText(a.name, b.name) || compareText(a.path, b.path)),
      pages: data.postcodes.districts
        .filter((page) => page.outcode === district)
        .map((page) => ({ name: `${page.outcode} (${page.town})`, path: page.path })),
    };
  }
  const others: Record<string, number> = {};
  for (const outcode of [...centres.keys()].sort(byOutcode)) {
    if (!placesOf.has(outcode)) others[outcode] = milesFromBase(outcode);
  }
  return { base: base.town, nearMissMiles: nearMissMiles(places), covered, others };
}
