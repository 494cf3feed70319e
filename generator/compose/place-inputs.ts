/**
 * What a place page's composer reads, built here and nowhere else: the
 * composer's parameter is this input and nothing more, and the page's key
 * (resolve/keys.ts) is the hash of this very object. So a composer cannot
 * read what its key does not cover; TypeScript stops it. Pure.
 *
 * A place page reads its kind's templates, the option labels, the
 * transmitter table, the business facts below, the place's own facts, and of
 * each place it names (nearby, closest, nearest towns) only a link and a
 * bearing's worth: slug, name, coordinates. A dedicated town's sections
 * (data/towns) read their file, the whole business and every page's address.
 */
import type { EntrySummary } from "../../model/page-props";
import type { PlaceKindSpec } from "../../model/place-kinds";
import { helpfulEntries, type EditorialPlan } from "../resolve/editorial";
import type { KnownPages } from "../resolve/links";
import type { Place, PlannedPage } from "../resolve/places";
import type { BusinessData } from "../schema/business";
import type { Location } from "../schema/locations";
import type { Options } from "../schema/options";
import type {
  AjaxTemplates,
  GenericPlaceTemplates,
  StarlinkTemplates,
  TownTemplates,
} from "../schema/templates";
import type { Transmitter } from "../schema/transmitters";
import type { SiteData } from "../validate/validate";
import type { TownSections } from "../validate/towns";
import { hashedApart } from "../made-from";

/** A place as another place's page names it: a link, and a distance and bearing from there. */
export interface NamedPlace {
  slug: string;
  location: Pick<Location, "name" | "coordinates">;
}

/** A place as the pages about it see it: its own facts, and the places it names as links. */
export interface PagePlace extends Omit<Place, "entry" | "nearby" | "closest" | "nearestTowns"> {
  nearby: NamedPlace[];
  closest: NamedPlace[];
  nearestTowns: NamedPlace[];
}

/** The templates of a kind, by the composer that renders them. */
export type KindTemplates =
  | { composer: "town"; templates: TownTemplates }
  | { composer: "starlink"; templates: StarlinkTemplates }
  | { composer: "ajax"; templates: AjaxTemplates }
  | { composer: "generic"; templates: GenericPlaceTemplates };

/** The business facts a place page says. */
export type PlaceBusiness = Pick<
  BusinessData,
  "base" | "starlink" | "ajax" | "guarantee" | "freeQuotes" | "noCallOutCharge" | "sameDayService"
>;

/** What every page of one kind shares: one object per kind, so its hash is taken once. */
export type KindInput = KindTemplates & {
  spec: PlaceKindSpec;
  options: Options;
  transmitters: readonly Transmitter[];
  business: PlaceBusiness;
};

/** Everything one place page's composer reads. */
export interface PlacePageInput {
  kind: KindInput;
  page: {
    path: string;
    place: PagePlace;
    /** Guides a town page links to; other kinds link to none. */
    helpful: EntrySummary[];
  };
}

/** Everything a dedicated town's sections read, beside their town page's own input. */
export interface TownSectionsInput {
  town: TownSections;
  /** Shared by every dedicated town: one object, hashed once. */
  site: { business: BusinessData; options: Options; known: KnownPages };
}

function kindTemplates(kind: PlaceKindSpec, templates: SiteData["templates"]): KindTemplates {
  switch (kind.id) {
    case "town":
      return { composer: "town", templates: templates.town };
    case "starlink":
      return { composer: "starlink", templates: templates.starlink };
    case "ajax":
      return { composer: "ajax", templates: templates.ajax };
    default:
      return { composer: "generic", templates: templates.generic[kind.id]! };
  }
}

/**
 * Each place as other pages name it: one object a place, however many pages
 * list it (about twenty each), so the lists hold references, not copies, and
 * the keys hash it once and hold its hash (made-from.ts).
 */
const namedPlaces = new WeakMap<Place, NamedPlace>();
function named(place: Place): NamedPlace {
  let view = namedPlaces.get(place);
  if (!view) {
    view = hashedApart({
      slug: place.slug,
      location: { name: place.location.name, coordinates: place.location.coordinates },
    });
    namedPlaces.set(place, view);
  }
  return view;
}

export function pagePlace(place: Place): PagePlace {
  return {
    location: place.location,
    slug: place.slug,
    distinctName: place.distinctName,
    wording: place.wording,
    kmFromBase: place.kmFromBase,
    directionFromBase: place.directionFromBase,
    reception: place.reception,
    dish: place.dish,
    nearby: place.nearby.map(named),
    closest: place.closest.map(named),
    nearestTowns: place.nearestTowns.map(named),
  };
}

/** Each kind's shared input, by kind id. */
export function kindInputs(data: SiteData): Map<string, KindInput> {
  const { base, starlink, ajax, guarantee, freeQuotes, noCallOutCharge, sameDayService } =
    data.business;
  const business: PlaceBusiness = {
    ...{ base, starlink, ajax, guarantee },
    ...{ freeQuotes, noCallOutCharge, sameDayService },
  };
  return new Map(
    data.placeKinds.map((spec) => [
      spec.id,
      {
        ...kindTemplates(spec, data.templates),
        spec,
        options: data.options,
        transmitters: data.transmitters.transmitters,
        business,
      },
    ]),
  );
}

/** Each place page's input, by its file; places are narrowed once each, not once per kind. */
export function placePageInputs(
  pages: readonly PlannedPage[],
  data: SiteData,
  editorial: EditorialPlan,
): Map<string, PlacePageInput> {
  const kinds = kindInputs(data);
  const helpfulFor = helpfulEntries(editorial);
  const places = new Map<Place, PagePlace>();
  const placeOf = (place: Place) =>
    places.get(place) ?? places.set(place, pagePlace(place)).get(place)!;
  return new Map(
    pages.map((page) => {
      const kind = kinds.get(page.kind)!;
      const helpful = kind.composer === "town" ? helpfulFor(page.place) : [];
      return [page.file, { kind, page: { path: page.path, place: placeOf(page.place), helpful } }];
    }),
  );
}

/** Each dedicated town's sections' input, by the town's slug. */
export function townSectionsInputs(
  data: SiteData,
  known: KnownPages,
): Map<string, TownSectionsInput> {
  const site = { business: data.business, options: data.options, known };
  return new Map(data.townSections.map((town) => [town.slug, { town, site }]));
}
